import { requestKind, type RequestKind } from './request-kinds';

const SITE = 'https://nivasa.lk';
const REMOTE = 'https://public.nivasa.lk';
const LISTING = '64b7f0c2a1b2c3d4e5f60719';

const kind = (address: string, { method = 'GET', wantsPage = false } = {}): RequestKind | undefined =>
  requestKind({ url: new URL(address, SITE), method, wantsPage }, SITE);

describe('requestKind', () => {
  test('pages: a listing in any language, other pages, never a file or an API call', () => {
    expect(kind(`/listing/${LISTING}`, { wantsPage: true })).toBe('listing-page');
    expect(kind(`/si/listing/${LISTING}`, { wantsPage: true })).toBe('listing-page');
    expect(kind('/my-favorites', { wantsPage: true })).toBe('page');
    expect(kind('/search?type=annex', { wantsPage: true })).toBe('page');
    expect(kind('/listing/not-an-id', { wantsPage: true })).toBe('page');
    expect(kind('/sw.js', { wantsPage: true })).toBeUndefined();
    expect(kind('/api/verify-token', { wantsPage: true })).toBe('personal-answer');
    expect(kind(`${REMOTE}/about`, { wantsPage: true })).toBeUndefined();
  });

  test("answers: a listing's and its reviews' (public), the session's and favourites' (personal), photos; no other call", () => {
    expect(kind(`/api/listing/get/${LISTING}`)).toBe('listing-answer');
    expect(kind(`/api/reviews/get-review/${LISTING}?page=1&limit=5`)).toBe('listing-answer');
    expect(kind('/api/verify-token')).toBe('personal-answer');
    expect(kind(`/api/user/get-favorites/${LISTING}`)).toBe('personal-answer');
    expect(kind(`/api/images/${LISTING}?size=card`)).toBe('listing-photo');
    expect(kind('/api/listing/get?type=annex')).toBeUndefined();
    expect(kind('/api/enquiries/unread')).toBeUndefined();
    expect(kind(`/api/user/${LISTING}`)).toBeUndefined();
  });

  test("code: hashed scripts of the site and the remotes, the fonts; the remotes' entries apart", () => {
    expect(kind('/main.41b5d352ca.js')).toBe('code');
    expect(kind(`${REMOTE}/__federation_expose_routes.0123456789.js`)).toBe('code');
    expect(kind('/fonts/noto-sans-sinhala-sinhala-400-normal.woff2')).toBe('code');
    expect(kind(`${REMOTE}/remoteEntry.js`)).toBe('remote-entry');
    expect(kind(`${REMOTE}/mf-manifest.json`)).toBe('remote-entry');
    expect(kind('/auth-callback.js')).toBeUndefined();
    expect(kind(`${REMOTE}/routes.json`)).toBeUndefined();
  });

  test('signing in or out (and up) is a session change; no other write is anything', () => {
    expect(kind('/api/auth/signout', { method: 'POST' })).toBe('session-change');
    expect(kind('/api/auth/signin', { method: 'POST' })).toBe('session-change');
    expect(kind('/api/auth/google', { method: 'POST' })).toBe('session-change');
    expect(kind(`/api/listing/get/${LISTING}`, { method: 'POST' })).toBeUndefined();
    expect(kind('/api/auth/signout', { method: 'DELETE' })).toBeUndefined();
  });
});
