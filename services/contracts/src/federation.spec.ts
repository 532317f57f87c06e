import {
  isPageScripts,
  isSharedScripts,
  isRemotesConfig,
  isRouteList,
  isServerData,
  isServerRenderedPage,
  patternMatches,
  remoteOwningPath,
  type RemotesConfig,
} from './federation';

describe('route lists', () => {
  it('takes paths with their access', () => {
    expect(isRouteList([])).toBe(true);
    expect(
      isRouteList([
        { path: '/', access: 'everyone' },
        { path: '/listing/:listingId', access: 'everyone' },
        { path: '/my-account', access: 'signed-in' },
        { path: '/dashboard-home', access: 'admin' },
      ]),
    ).toBe(true);
  });

  it('takes a prerendered first screen for a path without parameters', () => {
    expect(isRouteList([{ path: '/', access: 'everyone', prerendered: 'prerendered/index.html' }])).toBe(true);
  });

  it("takes a page rendered on the remote's server, parameters or not, and says so only with true or false", () => {
    expect(isRouteList([{ path: '/listing/:listingId', access: 'everyone', serverRendered: true }])).toBe(true);
    expect(isRouteList([{ path: '/search', access: 'everyone', serverRendered: false }])).toBe(true);
    expect(isRouteList([{ path: '/search', access: 'everyone', serverRendered: 'yes' }])).toBe(false);
  });

  it("takes a server-rendered page's data only with its dehydrated queries and whether they are fresh", () => {
    const queries = { queries: [], mutations: [] };
    expect(isServerData({ queries, fresh: true })).toBe(true);
    expect(isServerData({ queries })).toBe(false);
    expect(isServerData({ queries: { queries: {}, mutations: [] }, fresh: false })).toBe(false);
    expect(isServerRenderedPage({ html: '<h1>A room</h1>', queries })).toBe(true);
    expect(isServerRenderedPage({ html: 1, queries })).toBe(false);
  });

  it.each([
    ['not a list', { '/': 'everyone' }],
    ['an unknown access', [{ path: '/about', access: 'admins' }]],
    ['a missing access', [{ path: '/about' }]],
    ['a relative path', [{ path: 'about', access: 'everyone' }]],
    [
      'a path twice',
      [
        { path: '/about', access: 'everyone' },
        { path: '/about', access: 'admin' },
      ],
    ],
    ['an entry that is no object', ['/about']],
    ['a prerendered file outside its folder', [{ path: '/', access: 'everyone', prerendered: '../index.html' }]],
    [
      'a prerendered page for a path with parameters',
      [{ path: '/listing/:id', access: 'everyone', prerendered: 'prerendered/listing.html' }],
    ],
  ])('refuses %s', (_case, value) => {
    expect(isRouteList(value)).toBe(false);
  });
});

describe('which remote a path belongs to', () => {
  const config: RemotesConfig = {
    public: {
      manifest: 'http://p/m.json',
      routes: [
        { path: '/', access: 'everyone' },
        { path: '/listing/:listingId', access: 'everyone' },
      ],
    },
    account: { manifest: 'http://a/m.json', routes: [{ path: '/my-account', access: 'signed-in' }] },
    admin: { manifest: 'http://b/m.json', routes: [{ path: '/dashboard/*', access: 'admin' }] },
  };

  it('matches segment for segment, parameters any one, a final * the rest, case aside', () => {
    expect(patternMatches('/listing/:listingId', '/listing/64b7f0c2a1b2c3d4e5f60719')).toBe(true);
    expect(patternMatches('/listing/:listingId', '/listing')).toBe(false);
    expect(patternMatches('/listing/:listingId', '/listing/a/b')).toBe(false);
    expect(patternMatches('/dashboard/*', '/Dashboard/audit/2026')).toBe(true);
    expect(patternMatches('/', '/')).toBe(true);
    expect(patternMatches('/', '/search')).toBe(false);
  });

  it("names the remote with the path's route, or none", () => {
    expect(remoteOwningPath(config, '/listing/x')).toBe('public');
    expect(remoteOwningPath(config, '/my-account/')).toBe('account');
    expect(remoteOwningPath(config, '/dashboard/audit')).toBe('admin');
    expect(remoteOwningPath(config, '/sign-in')).toBeUndefined();
  });

  it('takes a map only when every remote has a manifest and a route list', () => {
    expect(isRemotesConfig(config)).toBe(true);
    expect(isRemotesConfig({ ...config, admin: undefined })).toBe(false);
    expect(isRemotesConfig({ ...config, public: { manifest: 1, routes: [] } })).toBe(false);
    expect(
      isRemotesConfig({ ...config, account: { manifest: 'http://a/m.json', routes: [{ path: 'no-slash', access: 'everyone' }] } }),
    ).toBe(false);
    expect(isRemotesConfig(null)).toBe(false);
  });
});

describe('page scripts', () => {
  it('takes each route to script files beside the manifest and shared modules by name, and nothing else', () => {
    const page = { files: ['4944.fdf3eaacb0.js'], shared: ['react/jsx-runtime', '@nivasa/ui/listing/price', '@tanstack/react-query'] };
    expect(isPageScripts({ '/listing/:listingId': page, '/': { files: [], shared: [] } })).toBe(true);
    expect(isPageScripts({ '/x': { ...page, files: ['../secrets.js'] } })).toBe(false);
    expect(isPageScripts({ '/x': { ...page, files: ['https://evil.example/x.js'] } })).toBe(false);
    expect(isPageScripts({ '/x': { ...page, shared: ['react" onload="alert(1)'] } })).toBe(false);
    expect(isPageScripts({ '/x': { ...page, files: Array(65).fill('a.js') } })).toBe(false);
    expect(isPageScripts({ x: page })).toBe(false);
    expect(isPageScripts([page])).toBe(false);
    expect(isPageScripts(null)).toBe(false);
    expect(isSharedScripts({ react: ['4121.517c45252b.js'], '@nivasa/ui/antd': ['2611.944e64fbf5.js', '8540.70619f6b41.js'] })).toBe(true);
    expect(isSharedScripts({ react: ['/etc/passwd'] })).toBe(false);
    expect(isSharedScripts({ 'react"><script>': ['a.js'] })).toBe(false);
  });
});
