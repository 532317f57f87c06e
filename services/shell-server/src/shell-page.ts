/**
 * The shell's page as its server sends it: the built index.html with, for the path asked for,
 * what the browser would otherwise learn one round trip after another. Pure text in, text out.
 */
import {
  ANTD_STYLESHEET_ELEMENT_ID,
  MAP_STYLE_ELEMENT_ID,
  type MapStyle,
  PAINTED_PRESS_SCRIPT,
  PAINTED_BUTTON_ATTRIBUTE,
  PRERENDERED_PAGE_ID,
  REMOTES_CONFIG_ELEMENT_ID,
  type RemoteName,
  SERVER_DATA_ELEMENT_ID,
  remoteOwningPath,
  type RemotesConfig,
} from '@nivasa/contracts/federation';
import { escapeMarkup } from './link-preview-documents';
import { START_SCRIPT_TAGS } from './page-start-scripts';

export interface ShellPageParts {
  pathname: string;
  /** The remotes map, as /remotes.json would give it. */
  remotes: RemotesConfig;
  /** Each remote's scripts that its pages load first. */
  startScripts: Partial<Record<RemoteName, readonly string[]>>;
  /** The scripts of this path's page itself that the shell's start-up does not load (page-scripts.ts). */
  pageScripts?: readonly string[];
  /** The first screen the owning remote prerendered for this path, or rendered for this request. */
  prerendered?: string;
  /** The data a server-rendered first screen was drawn from, for the page's query cache to start with. */
  serverData?: unknown;
  /** The API's paths the page reads first, preloaded so their answers come with its code. */
  apiCalls?: readonly string[];
  /** The map's tiles, when the deployment configures them. */
  mapStyle?: MapStyle;
  /** antd's styles for the page's parts (antd-stylesheet.ts); `forFirstScreen` where the first screen in the HTML is drawn with them. */
  stylesheet?: { href: string; forFirstScreen: boolean };
}

/** JSON that cannot end the script element it sits in, nor open a comment in it. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first image a first screen preloads: its photo that paints largest, React's `preload` wrote it in the page's body. */
const FIRST_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/i;
const IMAGE_PRELOADS = new RegExp(FIRST_IMAGE_PRELOAD.source, 'gi');

/** The candidates an image preload names (React writes `imageSrcSet`, the link preview `imagesrcset`). */
function srcSetOf(link: string): string | undefined {
  return /\simagesrcset="([^"]*)"/i.exec(link)?.[1];
}

/** Where a page whose first screen comes in the HTML keeps its start-up until that screen has painted. */
const START_SCRIPTS_TEMPLATE_ID = 'nivasa-start-scripts';

/** How long the start-up waits at most for the first screen, on a signal too poor for its photo to come soon. */
const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * Starts the page's scripts once its first screen has painted (as the browser's paint timing
 * reports it) and its photo, where it has one, has come. Until then the photo, the stylesheets and
 * the fonts have the phone's link to themselves, not a share of it beside 200 KB of scripts. A
 * browser without paint timing waits for the photo alone. Allowed by its hash in the page's policy
 * (security-headers.ts).
 */
export const START_AFTER_FIRST_SCREEN_SCRIPT =
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `document.head.appendChild(document.importNode(document.getElementById('${START_SCRIPTS_TEMPLATE_ID}').content,true))}` +
  `var photo=document.querySelector('#${PRERENDERED_PAGE_ID} img[fetchpriority="high"]');` +
  `var waits=photo&&!photo.complete?2:1;function done(){if(--waits===0)start()}` +
  `if(waits===2){photo.addEventListener('load',done);photo.addEventListener('error',start)}` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(types.indexOf('paint')<0)done();else new PerformanceObserver(function(list,observer){` +
  `if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();done()}}).observe({type:'paint',buffered:true});` +
  `setTimeout(start,${FIRST_SCREEN_WAIT_MS})})()`;

/**
 * The remotes map in the page, so the entry starts on the page's remote as soon as it runs; the
 * page's first API calls, and its remote's manifest and first scripts preloaded, each as the federation runtime asks for it
 * (the manifest by a CORS fetch without credentials, the scripts by plain script elements), so
 * they are on hand by then.
 */
export function shellPage(
  indexHtml: string,
  { pathname, remotes, startScripts, pageScripts = [], prerendered, serverData, apiCalls = [], mapStyle, stylesheet }: ShellPageParts,
): string {
  const owner = remoteOwningPath(remotes, pathname);
  const scripts = [...new Set([...(owner ? (startScripts[owner] ?? []) : []), ...pageScripts])];
  const preloads = owner
    ? [
        `<link rel="preload" as="fetch" href="${escapeMarkup(remotes[owner].manifest)}" crossorigin="anonymous">`,
        ...scripts.map((url) => `<link rel="preload" as="script" href="${escapeMarkup(url)}">`),
      ].join('')
    : '';
  // The page's fetches are same-origin CORS requests with credentials, which `crossorigin` (anonymous) asks for too.
  const apiPreloads = apiCalls
    .map((path) => `<link rel="preload" as="fetch" href="${escapeMarkup(path)}" crossorigin="anonymous">`)
    .join('');
  const map = `<script type="application/json" id="${REMOTES_CONFIG_ELEMENT_ID}">${jsonInScript(remotes)}</script>`;
  const style = mapStyle ? `<script type="application/json" id="${MAP_STYLE_ELEMENT_ID}">${jsonInScript(mapStyle)}</script>` : '';
  const data =
    serverData === undefined ? '' : `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonInScript(serverData)}</script>`;
  // In the head, as antd's own styles are: the page's styles come after it and win where they weigh
  // the same. A first screen drawn with antd's classes waits for it, asked for before anything else;
  // otherwise it is linked for print, so it holds back neither the first paint nor the scripts, and
  // preloaded, so it comes early, and the shell applies it as it starts (antd-stylesheet.ts).
  const href = stylesheet && escapeMarkup(stylesheet.href);
  const firstSheet = stylesheet?.forFirstScreen ? `<link rel="stylesheet" href="${href}" id="${ANTD_STYLESHEET_ELEMENT_ID}">` : '';
  const sheet =
    stylesheet && !stylesheet.forFirstScreen
      ? `<link rel="preload" as="style" href="${href}"><link rel="stylesheet" href="${href}" media="print" id="${ANTD_STYLESHEET_ELEMENT_ID}">`
      : '';
  // Buttons drawn at build time (a form's, the cookie banner's): a press on one before the app's
  // code has run is noted, for the app to make again (allowed by its hash in the page's policy).
  const pressScript = `${indexHtml}${prerendered ?? ''}`.includes(PAINTED_BUTTON_ATTRIBUTE)
    ? `<script>${PAINTED_PRESS_SCRIPT}</script>`
    : '';
  const inHead = `${map}${style}${data}`;
  if (prerendered === undefined) {
    return indexHtml.replace('</head>', () => `${firstSheet}${pressScript}${apiPreloads}${preloads}${inHead}${sheet}</head>`);
  }
  // The first screen paints from the HTML, so what only the app needs waits for it (see the script).
  const headEnd = indexHtml.indexOf('</head>');
  const builtStart = indexHtml.slice(0, headEnd).match(START_SCRIPT_TAGS) ?? [];
  const withoutStart = indexHtml.slice(0, headEnd).replace(START_SCRIPT_TAGS, '') + indexHtml.slice(headEnd);
  // The photo that paints largest, asked for before anything but the stylesheets: moved to the head,
  // and not written again where the link preview's tags already ask for it.
  const imagePreload = FIRST_IMAGE_PRELOAD.exec(prerendered)?.[0] ?? '';
  const page = prerendered.replace(imagePreload, '');
  const preloadedInHead = new Set([...withoutStart.slice(0, headEnd).matchAll(IMAGE_PRELOADS)].map((link) => srcSetOf(link[0])));
  const headPreload = preloadedInHead.has(srcSetOf(imagePreload)) ? '' : imagePreload;
  const withHead = withoutStart.replace('</head>', () => `${firstSheet}${headPreload}${pressScript}${inHead}</head>`);
  const heldBack = `<template id="${START_SCRIPTS_TEMPLATE_ID}">${apiPreloads}${preloads}${builtStart.join('')}${sheet}</template>`;
  const bodyEnd = withHead.lastIndexOf('</body>');
  const withStart = `${withHead.slice(0, bodyEnd)}${heldBack}<script>${START_AFTER_FIRST_SCREEN_SCRIPT}</script>${withHead.slice(bodyEnd)}`;
  // The page's first screen in the frame's empty spot.
  return withStart.replace(`<div id="${PRERENDERED_PAGE_ID}"></div>`, () => `<div id="${PRERENDERED_PAGE_ID}">${page}</div>`);
}

/** The header's search box, as the frame's HTML draws it (shell/src/features/header/components/search-form.tsx). */
const HEADER_SEARCH_BOX = /<input\b[^>]*\bname="searchTerm"[^>]*>/;

/**
 * The page with the search's words in the header's box, as the app shows them once it has taken
 * over: a search's results come in the HTML, and the box above them should not look empty.
 */
export function withHeaderSearchTerm(html: string, searchTerm: string | undefined): string {
  if (!searchTerm) return html;
  return html.replace(HEADER_SEARCH_BOX, (input) =>
    input.replace(/\svalue="[^"]*"/, '').replace(/\s*\/?>$/, ` value="${escapeMarkup(searchTerm)}">`),
  );
}
