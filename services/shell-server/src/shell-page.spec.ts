import {
  ANTD_STYLESHEET_ELEMENT_ID,
  MAP_STYLE_ELEMENT_ID,
  REMOTES_CONFIG_ELEMENT_ID,
  type RemotesConfig,
  SERVER_DATA_ELEMENT_ID,
} from '@nivasa/contracts/federation';
import { START_AFTER_FIRST_SCREEN_SCRIPT, shellPage, withHeaderSearchTerm } from './shell-page';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.1a2b3c4d5e.js"></script></head>' +
  '<body><div id="root"><div id="nivasa-prerendered-page"></div></div></body></html>';

/** As the build writes it: the entry, and a preload of a script the entry loads first. */
const INDEX_WITH_PRELOAD = INDEX_HTML.replace('</head>', '<link rel="preload" as="script" href="/react.1a2b3c4d5e.js" /></head>');

const remotes: RemotesConfig = {
  public: {
    manifest: 'https://public.nivasa.lk/mf-manifest.json',
    routes: [
      { path: '/', access: 'everyone', prerendered: 'prerendered/home.html' },
      { path: '/listing/:listingId', access: 'everyone' },
    ],
  },
  account: { manifest: 'https://account.nivasa.lk/mf-manifest.json?v=1&x=2', routes: [{ path: '/my-listings', access: 'signed-in' }] },
  admin: { manifest: 'https://admin.nivasa.lk/mf-manifest.json', routes: [{ path: '/dashboard/:section', access: 'admin' }] },
};

const startScripts = {
  public: ['https://public.nivasa.lk/remoteEntry.js', 'https://public.nivasa.lk/__federation_expose_routes.2d737dd695.js'],
  admin: ['https://admin.nivasa.lk/remoteEntry.js'],
};
const page = (pathname: string, prerendered?: string) => shellPage(INDEX_HTML, { pathname, remotes, startScripts, prerendered });

/** The map as the page's entry reads it back. */
function mapIn(html: string): unknown {
  const element = new RegExp(`<script type="application/json" id="${REMOTES_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return element ? JSON.parse(element[1]!) : undefined;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);

describe("the shell's page", () => {
  it('carries the remotes map, and preloads the manifest and first scripts of the remote whose page it is, as the runtime asks for them', () => {
    const html = page('/listing/64b7f0c2a1b2c3d4e5f60719');
    expect(mapIn(html)).toEqual(remotes);
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="fetch" href="https://public.nivasa.lk/mf-manifest.json" crossorigin="anonymous">',
      '<link rel="preload" as="script" href="https://public.nivasa.lk/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://public.nivasa.lk/__federation_expose_routes.2d737dd695.js">',
    ]);
    // A remote whose manifest was never read: its manifest alone.
    expect(preloads(page('/my-listings'))).toEqual([
      '<link rel="preload" as="fetch" href="https://account.nivasa.lk/mf-manifest.json?v=1&amp;x=2" crossorigin="anonymous">',
    ]);
    expect(preloads(page('/Dashboard/audit'))[1]).toBe('<link rel="preload" as="script" href="https://admin.nivasa.lk/remoteEntry.js">');
    // The shell's own pages load no remote.
    const signIn = page('/sign-in');
    expect(preloads(signIn)).toEqual([]);
    expect(mapIn(signIn)).toEqual(remotes);
  });

  it("preloads the page's first API calls as the page's own fetch asks for them", () => {
    const html = shellPage(INDEX_HTML, {
      pathname: '/search',
      remotes,
      startScripts,
      apiCalls: ['/api/listing/get?type=annex&startIndex=0&limit=9'],
    });
    expect(preloads(html)[0]).toBe(
      '<link rel="preload" as="fetch" href="/api/listing/get?type=annex&amp;startIndex=0&amp;limit=9" crossorigin="anonymous">',
    );
  });

  it("carries the map's tiles when a deployment configures them, and nothing of them otherwise", () => {
    const mapStyle = { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap </script>' };
    const html = shellPage(INDEX_HTML, { pathname: '/search', remotes, startScripts, mapStyle });
    const inPage = new RegExp(`<script type="application/json" id="${MAP_STYLE_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(inPage![1])).toEqual(mapStyle);
    expect(page('/search')).not.toContain(MAP_STYLE_ELEMENT_ID);
  });

  it('keeps a route list from closing its script element', () => {
    const hostile: RemotesConfig = {
      ...remotes,
      admin: { manifest: 'https://admin.nivasa.lk/</script><script>alert(1)</script>', routes: [] },
    };
    const html = shellPage(INDEX_HTML, { pathname: '/', remotes: hostile, startScripts: {} });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(mapIn(html)).toEqual(hostile);
  });

  it("puts a prerendered first screen in the frame's spot as it is, and leaves the rest of the page as built", () => {
    const prerendered = "<h1>Find your next place</h1><p>Rooms from Rs. 5,000 $& $' $1</p>";
    const html = page('/', prerendered);
    expect(html).toContain(`<div id="nivasa-prerendered-page">${prerendered}</div>`);
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toMatch(/<body><div id="root"><div id="nivasa-prerendered-page">.*<\/div><\/div><template /);
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(page('/')).toContain('<div id="nivasa-prerendered-page"></div>');
  });

  it("holds a first screen's start-up back until it has painted, and starts it from a script the page's policy allows", () => {
    const html = shellPage(INDEX_WITH_PRELOAD, {
      pathname: '/listing/1',
      remotes,
      startScripts,
      prerendered: '<h1>A room</h1>',
      apiCalls: ['/api/verify-token'],
      stylesheet: { href: '/antd-styles/antd.34bec614ab.css', forFirstScreen: false },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing the first paint does not need is asked for in the head...
    expect(head).not.toMatch(/<link rel="preload"|<script defer|as="style"|rel="stylesheet"/);
    // ...but all of it, once, in the template that the last script takes it from.
    const template = new RegExp(`<template id="nivasa-start-scripts">(.*?)</template><script>(.*?)</script></body>`).exec(html);
    expect(template).not.toBeNull();
    expect(template![2]).toBe(START_AFTER_FIRST_SCREEN_SCRIPT);
    expect(preloads(template![1])).toEqual([
      '<link rel="preload" as="fetch" href="/api/verify-token" crossorigin="anonymous">',
      '<link rel="preload" as="fetch" href="https://public.nivasa.lk/mf-manifest.json" crossorigin="anonymous">',
      '<link rel="preload" as="script" href="https://public.nivasa.lk/remoteEntry.js">',
      '<link rel="preload" as="script" href="https://public.nivasa.lk/__federation_expose_routes.2d737dd695.js">',
      '<link rel="preload" as="script" href="/react.1a2b3c4d5e.js" />',
      '<link rel="preload" as="style" href="/antd-styles/antd.34bec614ab.css">',
    ]);
    expect(template![1]).toContain('<script defer src="/main.1a2b3c4d5e.js"></script>');
    expect(template![1]).toContain(
      `<link rel="stylesheet" href="/antd-styles/antd.34bec614ab.css" media="print" id="${ANTD_STYLESHEET_ELEMENT_ID}">`,
    );
    // The script waits for the first screen's paint and photo (the browser suite times it: server-rendered.spec.ts).
    expect(START_AFTER_FIRST_SCREEN_SCRIPT).toContain(`document.querySelector('#nivasa-prerendered-page img[fetchpriority="high"]')`);
    expect(START_AFTER_FIRST_SCREEN_SCRIPT).toContain("getEntriesByName('first-contentful-paint')");
    // A page drawn by its code alone starts it as the build wrote it.
    const drawnByCode = shellPage(INDEX_WITH_PRELOAD, { pathname: '/listing/1', remotes, startScripts });
    expect(drawnByCode).not.toContain('<template');
    expect(drawnByCode.slice(0, drawnByCode.indexOf('</head>'))).toContain('<script defer src="/main.1a2b3c4d5e.js"></script>');
  });

  it("asks for a first screen's first preloaded photo in the head, and for no other", () => {
    const firstPhoto =
      '<link rel="preload" as="image" imageSrcSet="/api/images/1?size=card 720w" imageSizes="100vw" fetchPriority="high"/>';
    const secondPhoto =
      '<link rel="preload" as="image" imageSrcSet="/api/images/2?size=card 720w" imageSizes="100vw" fetchPriority="high"/>';
    const html = page('/search', `<h1>Annexes</h1>${firstPhoto}<ul><li>${secondPhoto}</li></ul>`);
    expect(html.indexOf(firstPhoto)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(firstPhoto)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.lastIndexOf(firstPhoto)).toBe(html.indexOf(firstPhoto));
    expect(html.lastIndexOf(secondPhoto)).toBe(html.indexOf(secondPhoto));
    expect(html.indexOf(secondPhoto)).toBeGreaterThan(html.indexOf('</head>'));
  });

  it("asks once for a listing's photo that the link preview's tags already preload in the head", () => {
    const fromPreview =
      '<link rel="preload" as="image" imagesrcset="/api/images/1?size=card 720w" imagesizes="100vw" fetchpriority="high">';
    const fromReact = '<link rel="preload" as="image" imageSrcSet="/api/images/1?size=card 720w" imageSizes="100vw" fetchPriority="high"/>';
    const withPreview = INDEX_HTML.replace('</head>', `${fromPreview}</head>`);
    const html = shellPage(withPreview, { pathname: '/listing/1', remotes, startScripts, prerendered: `${fromReact}<h1>A room</h1>` });
    expect(html.match(/rel="preload" as="image"/g)).toEqual(['rel="preload" as="image"']);
    expect(html).toContain(fromPreview);
    expect(html).toContain('<h1>A room</h1>');
  });

  it("carries a server-rendered page's data where the entry reads it, unable to close its script element", () => {
    const serverData = {
      queries: {
        queries: [{ queryKey: ['listing', '1'], state: { data: { name: '</script><script>alert(1)</script><!--' } } }],
        mutations: [],
      },
      fresh: true,
    };
    const html = shellPage(INDEX_HTML, { pathname: '/listing/1', remotes, startScripts, prerendered: '<h1>A room</h1>', serverData });
    // The map's, the data's, the entry's and the one that starts it.
    expect(html.match(/<script/g)).toHaveLength(4);
    const inPage = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(inPage![1])).toEqual(serverData);
    expect(page('/listing/1')).not.toContain(SERVER_DATA_ELEMENT_ID);
  });

  it("preloads antd's stylesheet and links it for print in the head, where the shell applies it, and none where the page has none", () => {
    const stylesheet = { href: '/antd-styles/antd.34bec614ab.css', forFirstScreen: false };
    const html = shellPage(INDEX_HTML, { pathname: '/sign-in', remotes, startScripts, stylesheet });
    expect(html).toContain(
      '<link rel="preload" as="style" href="/antd-styles/antd.34bec614ab.css">' +
        `<link rel="stylesheet" href="/antd-styles/antd.34bec614ab.css" media="print" id="${ANTD_STYLESHEET_ELEMENT_ID}"></head>`,
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(page('/sign-in')).not.toContain('rel="stylesheet"');
  });

  it("links antd's stylesheet first in the head, for the first paint to wait for, where the first screen is drawn with it", () => {
    const stylesheet = { href: '/antd-styles/antd.34bec614ab.css', forFirstScreen: true };
    const prerendered = '<form class="ant-form"></form>';
    const html = shellPage(INDEX_HTML, {
      pathname: '/sign-in',
      remotes,
      startScripts,
      stylesheet,
      prerendered,
      apiCalls: ['/api/verify-token'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const added = head.slice(head.indexOf('<link rel="stylesheet" href="/antd-styles/'));
    expect(added.startsWith(`<link rel="stylesheet" href="/antd-styles/antd.34bec614ab.css" id="${ANTD_STYLESHEET_ELEMENT_ID}">`)).toBe(
      true,
    );
    expect(html).not.toContain('media="print"');
    expect(html).not.toContain('as="style"');
    expect(html).toContain('<form class="ant-form"></form>');
  });
});

describe("the header's search box in the HTML", () => {
  const FRAME =
    '<header><form role="search"><input aria-label="Search listings" maxlength="100" type="search" name="searchTerm" value=""></form></header>' +
    '<main><input name="other" value=""></main>';

  it("holds the search's words, escaped, and touches no other field", () => {
    expect(withHeaderSearchTerm(FRAME, 'room "kandy" <b>')).toBe(
      FRAME.replace('name="searchTerm" value=""', 'name="searchTerm" value="room &quot;kandy&quot; &lt;b&gt;"'),
    );
  });

  it('is left as built without words', () => {
    expect(withHeaderSearchTerm(FRAME, undefined)).toBe(FRAME);
    expect(withHeaderSearchTerm(FRAME, '')).toBe(FRAME);
  });
});
