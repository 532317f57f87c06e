import { isRouteList } from './federation';

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
