import fc from 'fast-check';
import type { Connection } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LARGEST_UPLOAD_BYTES } from '../src/media/image-processing';
import { createSession, newAccount, type Session, SITE_ORIGIN } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { type LocalIdentityProvider, startIdentityProvider } from './support/identity-provider';
import { createAdminSession, createListing, listingInput, moderate, photo, uploadListingImage } from './support/listings';
import { listenOnLoopback, LoopbackClient, type LoopbackReply, sessionCookieOf } from './support/loopback-client';
import { type RegisteredRoute, registeredRoutes, routeKey } from './support/routes';

/**
 * The longest the event loop (the API's and this client's, one process) may stall, in ms. A
 * handler that blocks on a body (a catastrophic regular expression, a loop over a huge value)
 * stalls far longer; a busy machine alone has delayed it by 1.1 s (load average 23 on 2 cores).
 */
const EVENT_LOOP_BOUND_MS = 2_000;
/** Runs per endpoint for each caller, a visitor and a signed-in user. */
const RUNS_PER_CALLER = 80;
/** The API's default BODY_LIMIT (32kb), in bytes: bodies are generated under, around and over it. */
const BODY_LIMIT_BYTES = 32 * 1024;
/** Node's HTTP parser refuses a request line over 16 KB before the app sees it; queries and paths stay under. */
const MAX_URL_CHARS = 12_000;
/** The collections the product's data lives in: a refused request changes none of them. */
const DATA_COLLECTIONS = [
  'users',
  'listings',
  'reviews',
  'favorites',
  'moderation_audit',
  'email_changes',
  'password_resets',
  'images.files',
  'saved_searches',
  'enquiry_threads',
  'enquiry_messages',
];

interface Fixture {
  owner: Session;
  admin: Session;
  other: Session;
  victim: Session;
  /** An account only the sign-in fuzz uses, so its failures lock nobody else out. */
  signInTarget: Session;
  ownerImageUrl: string;
  imageId: string;
  ownListing: string;
  spareListing: string;
  othersListing: string;
  pendingListing: string;
  ownersReview: string;
  othersReview: string;
  /** The owner's saved search, and another user's. */
  ownSavedSearch: string;
  othersSavedSearch: string;
  /** An enquiry thread the owner is in (as seeker), and one between two others. */
  ownThread: string;
  othersThread: string;
}

interface EndpointFuzz {
  /** Runs for each caller, when not RUNS_PER_CALLER. */
  runsPerCaller?: number;
  /** Who the signed-in caller is: the owner of a listing, or an admin for the admin routes. */
  signedInAs?: 'owner' | 'admin';
  /** Real values of the path's parameters, mixed in with the fuzzed ones. */
  params?: (fixture: Fixture) => string[];
  /** A valid body, which the fuzz mutates. */
  body?: (fixture: Fixture) => Record<string, unknown>;
  /** Valid values of the query's parameters, which the fuzz mixes and mutates. */
  query?: Record<string, string[]>;
  /** A multipart upload. */
  upload?: true;
  /** Answers with bytes (an image, a page), not JSON, when it succeeds. */
  bytes?: true;
  /** A read the moderation log records (a moderator reading a reported enquiry): the log may grow; nothing else may change. */
  audited?: true;
}

const SEARCH_QUERY = {
  searchTerm: ['room', 'Kandy'],
  type: ['singleroom', 'house'],
  rentType: ['monthly', 'daily'],
  district: ['Kandy', 'Colombo'],
  city: ['Peradeniya'],
  parking: ['true', 'false'],
  featured: ['true'],
  minPrice: ['1000'],
  maxPrice: ['50000'],
  near: ['university-of-moratuwa', 'atlantis'],
  lat: ['6.9'],
  lng: ['79.86'],
  radiusKm: ['2.5', '60'],
  bbox: ['79.8,6.8,79.95,6.95'],
  polygon: ['79.85,6.85;79.9,6.85;79.9,6.9'],
  sort: ['rent', 'createdAt', 'distance'],
  order: ['asc', 'desc'],
  startIndex: ['0', '9'],
  limit: ['9'],
  status: ['pending', 'approved'],
};
const REVIEW_PAGE_QUERY = { page: ['1', '2'], limit: ['5', '10'] };
const listingParams = (fixture: Fixture) => [fixture.ownListing, fixture.othersListing, fixture.pendingListing];
const userParams = (fixture: Fixture) => [fixture.owner.user._id, fixture.other.user._id];
const moderated = (fixture: Fixture) => [fixture.pendingListing, fixture.othersListing];
const threadParams = (fixture: Fixture) => [fixture.ownThread, fixture.othersThread];

/** Every route, how it is fuzzed. */
const ENDPOINTS: Record<string, EndpointFuzz> = {
  'GET /api/health': {},
  'GET /api/docs/openapi.json': {},
  'GET /api/docs': { bytes: true },
  'POST /api/auth/signup': { body: () => newAccount() },
  // Every well-formed attempt costs an Argon2 verification (a tenth of a second of a core, more under load).
  'POST /api/auth/signin': {
    runsPerCaller: 50,
    body: ({ signInTarget }) => ({ email: signInTarget.email, password: signInTarget.password }),
  },
  'POST /api/auth/signout': {},
  'GET /api/auth/google/start': {},
  'POST /api/auth/google': { body: () => ({ idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }) },
  'GET /api/verify-token': {},
  'POST /api/forgot-password': { body: ({ victim }) => ({ email: victim.email }) },
  'POST /api/reset-password/:token': {
    params: () => [randomBytes(32).toString('hex')],
    body: () => ({ newPassword: 'a brand new passphrase' }),
  },
  'POST /api/user/confirm-email/:token': { params: () => [randomBytes(32).toString('hex')] },
  'POST /api/user/update/:userId': {
    params: ({ owner, victim }) => [owner.user._id, victim.user._id],
    body: () => ({ username: 'renamed', number: '+94771234567', email: 'moved@example.lk' }),
  },
  // Not the owner's own id: the account would be gone for the routes after this one.
  'DELETE /api/user/delete/:userId': { params: ({ victim }) => [victim.user._id] },
  'GET /api/user/:userRef': { params: userParams },
  'POST /api/user/phone/send-code': {},
  'POST /api/user/phone/verify': { body: () => ({ code: '123456' }) },
  'POST /api/listing/create': { body: ({ ownerImageUrl }) => ({ ...listingInput([ownerImageUrl]) }) },
  'POST /api/listing/update/:id': { params: listingParams, body: ({ ownerImageUrl }) => ({ ...listingInput([ownerImageUrl]) }) },
  'DELETE /api/listing/delete/:id': { params: ({ spareListing, othersListing }) => [spareListing, othersListing] },
  'GET /api/listing/get': { query: SEARCH_QUERY },
  'GET /api/listing/get/:id': { params: listingParams },
  'GET /api/user/listings/:userId': { params: userParams },
  'GET /api/listing/home': {},
  'GET /api/listing/sitemap': {},
  'GET /api/places': { query: { q: ['wella', encodeURIComponent('කොළඹ'), 'colombo%207'], limit: ['1', '8', '20'] } },
  'GET /api/places/:id': { params: () => ['wellawatte', 'colombo-district', 'lk-1127085', 'sliit-malabe'] },
  'POST /api/user/favorites': { body: ({ othersListing, owner }) => ({ listingId: othersListing, userId: owner.user._id }) },
  'DELETE /api/user/remove-favorites': { body: ({ othersListing }) => ({ listingId: othersListing }) },
  'GET /api/user/get-favorites/:userId': { params: userParams },
  'GET /api/reviews/get-review/:listingId': { params: listingParams, query: REVIEW_PAGE_QUERY },
  'POST /api/reviews/post-review/:listingId': { params: listingParams, body: () => ({ rating: 4, comment: 'Clean and quiet.' }) },
  'DELETE /api/reviews/delete-review/:reviewId': { params: ({ ownersReview, othersReview }) => [ownersReview, othersReview] },
  'POST /api/images': { upload: true, query: { purpose: ['listing', 'avatar'] } },
  'GET /api/images/:id': { params: ({ imageId }) => [imageId], query: { size: ['card', 'detail', 'full'] }, bytes: true },
  // Resumable uploads: the fuzz sends no tus length, so a start is refused; the uploads named are nobody's.
  'POST /api/uploads': {},
  'HEAD /api/uploads/:id': { params: () => [randomBytes(12).toString('hex')] },
  'PATCH /api/uploads/:id': { params: () => [randomBytes(12).toString('hex')] },
  'DELETE /api/uploads/:id': { params: () => [randomBytes(12).toString('hex')] },
  'GET /api/listing/pending': { signedInAs: 'admin' },
  'GET /api/listing/get-total': { signedInAs: 'admin' },
  'PATCH /api/listing/approve/:id': {
    signedInAs: 'admin',
    params: moderated,
    body: () => ({ reason: 'Looks right.', revision: '64b7f0c2a1b2c3d4e5f60718' }),
  },
  'PATCH /api/listing/disapprove/:id': {
    signedInAs: 'admin',
    params: moderated,
    body: () => ({ reason: 'The photos are of another house.' }),
  },
  'PATCH /api/listing/featured/:id': { signedInAs: 'admin', params: moderated },
  'PATCH /api/listing/remove-featured/:id': { signedInAs: 'admin', params: moderated },
  'GET /api/admin/analytics': { signedInAs: 'admin' },
  'GET /api/admin/audit': { signedInAs: 'admin', query: { page: ['1', '2'] } },
  'POST /api/listing/report/:id': {
    params: listingParams,
    body: () => ({ reason: 'fake-photos', details: 'The same photos are on another site.' }),
  },
  'GET /api/admin/reports': { signedInAs: 'admin', query: { page: ['1', '2'] } },
  'PATCH /api/admin/reports/:id': { signedInAs: 'admin', params: moderated, body: () => ({ action: 'dismiss' }) },
  'POST /api/admin/users/:id/block': { signedInAs: 'admin', params: ({ victim }) => [victim.user._id] },
  'POST /api/admin/users/:id/unblock': { signedInAs: 'admin', params: ({ victim }) => [victim.user._id] },
  'POST /api/listing/renew/:id': { params: listingParams },
  'GET /api/saved-searches': {},
  'POST /api/saved-searches': {
    body: () => ({ query: 'type=annex&district=Colombo&maxPrice=40000', frequency: 'daily', name: 'Annexes' }),
  },
  'PATCH /api/saved-searches/:id': {
    params: ({ ownSavedSearch, othersSavedSearch }) => [ownSavedSearch, othersSavedSearch],
    body: () => ({ name: 'Near campus', frequency: 'instant', paused: true }),
  },
  'DELETE /api/saved-searches/:id': { params: ({ ownSavedSearch, othersSavedSearch }) => [ownSavedSearch, othersSavedSearch] },
  'POST /api/saved-searches/unsubscribe': {
    query: { token: [`${'0'.repeat(24)}.${'A'.repeat(43)}`, 'nonsense'] },
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
  },
  'POST /api/enquiries': { body: ({ othersListing }) => ({ listingId: othersListing, message: 'Is it still available?' }) },
  'GET /api/enquiries': {},
  'GET /api/enquiries/:threadId': { params: threadParams, query: { before: ['0123456789abcdef01234567'] } },
  'POST /api/enquiries/:threadId/messages': { params: threadParams, body: () => ({ message: 'When can I visit?' }) },
  'GET /api/enquiries/unread': {},
  'POST /api/enquiries/:threadId/share-phone': { params: threadParams },
  'POST /api/enquiries/:threadId/block': { params: threadParams },
  'POST /api/enquiries/:threadId/report': {
    params: threadParams,
    body: () => ({ reason: 'spam', details: 'Sent the same text to everyone.' }),
  },
  'GET /api/admin/enquiries/reported': { signedInAs: 'admin', query: { page: ['1', '2'] } },
  'GET /api/admin/enquiries/:threadId': {
    signedInAs: 'admin',
    params: threadParams,
    query: { before: ['0123456789abcdef01234567'] },
    audited: true,
  },
};

// ---- values -------------------------------------------------------------------------------

/** Percent-encodes every character; a lone surrogate as the bytes a careless client would send. */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** An object with `key` as an own property, `__proto__` included (a literal would set the prototype). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

const SPECIAL_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'ශ්‍රී ලංකා',
  '🏠🇱🇰👩‍👩‍👧',
  '\uFEFF',
  '\r\n\t',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$gt',
  '{"$gt":""}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '9007199254740993',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '%00',
  '%2F',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'aaaaaaaaaaaa',
  'user@example.lk',
  'user@example.lk\u0000@evil.example',
];

const shortText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
);

const hugeText = fc.oneof(
  fc.integer({ min: 1_000, max: 100_000 }).map((length) => 'x'.repeat(length)),
  // Around the body limit, once JSON's quotes and the rest of the body are added.
  fc.integer({ min: -300, max: 300 }).map((delta) => 'y'.repeat(BODY_LIMIT_BYTES + delta)),
  // Three bytes a character: a length check in characters passes what the byte limit may not.
  fc.integer({ min: 1_000, max: 12_000 }).map((length) => '€'.repeat(length)),
);

const text = fc.oneof({ weight: 8, arbitrary: shortText }, { weight: 1, arbitrary: hugeText });

const OPERATOR_OBJECTS = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(10000) || true' },
  { $regex: '.*' },
  { $regex: '^(a+)+$', $options: 'i' },
  { $in: [] },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  { $function: { body: 'while (true) {}', args: [], lang: 'js' } },
  { $nin: [''] },
];

const operatorObject = fc.oneof(
  fc.constantFrom(...OPERATOR_OBJECTS),
  fc
    .tuple(fc.constantFrom('$gt', '$lt', '$ne', '$in', '$regex', '$where', '$or', '$set', '$unset', '$elemMatch'), shortText)
    .map(([operator, value]) => ({ [operator]: value })),
);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** `{"__proto__":{"polluted":…}}`, `{"constructor":{"prototype":{"polluted":…}}}` and the like. */
const pollution = fc
  .constantFrom(...POLLUTION_KEYS)
  .map((key) =>
    withOwnKey(key, key === 'constructor' ? withOwnKey('prototype', { polluted: 'yes' }) : { polluted: 'yes', toString: 'no' }),
  );

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, true, false, null),
);

/** Arrays or objects `depth` levels deep, up to thousands. */
const deep = fc.tuple(fc.integer({ min: 2, max: 3_000 }), fc.boolean()).map(([depth, asArrays]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asArrays ? [value] : { a: value };
  return value;
});

const key = fc.oneof(
  shortText,
  fc.constantFrom(...POLLUTION_KEYS, '$gt', '$where', 'a.b', 'constructor.prototype', '__defineGetter__', 'toString'),
);

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    { weight: 5, arbitrary: scalar },
    { weight: 2, arbitrary: operatorObject },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
  ),
}));

// ---- requests -----------------------------------------------------------------------------

interface FuzzRequest {
  path: string;
  contentType?: string;
  body?: string | Buffer;
}

const RAW_SEGMENTS = [
  '',
  '%2F',
  'a%2Fb',
  '..',
  '%2e%2e',
  '.',
  '%00',
  '%zz',
  '%',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%252F',
  ';',
  '%3B',
  '$gt',
  '%24where',
  '[object%20Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'aaaaaaaaaaaa',
  '0'.repeat(24),
  'g'.repeat(24),
  'A'.repeat(24),
  '0'.repeat(25),
  '%20' + '0'.repeat(24),
  '0'.repeat(24) + '%00',
];

function segmentArbitrary(real: string[]): fc.Arbitrary<string> {
  const fuzzed = [
    { weight: 2, arbitrary: fc.stringMatching(/^[0-9a-fA-F]{24}$/) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 3, arbitrary: shortText.map(percentEncode) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 8_000 }).map((length) => 'a'.repeat(length)) },
  ];
  if (real.length === 0) return fc.oneof(...fuzzed);
  const realIds = fc.constantFrom(...real);
  return fc.oneof(
    { weight: 4, arbitrary: realIds },
    { weight: 1, arbitrary: fc.tuple(realIds, fc.constantFrom('%00', '%2F..', '/x', '%20', 'a')).map(([id, suffix]) => id + suffix) },
    { weight: 1, arbitrary: realIds.map((id) => id.toUpperCase()) },
    ...fuzzed,
  );
}

function pathArbitrary(pattern: string, real: string[]): fc.Arbitrary<string> {
  const names = pattern.match(/:\w+/g) ?? [];
  if (names.length === 0) return fc.constant(pattern);
  return fc.tuple(...names.map(() => segmentArbitrary(real))).map((segments) => {
    let index = 0;
    return pattern.replace(/:\w+/g, () => segments[index++]!);
  });
}

const queryValue = fc.oneof(
  { weight: 4, arbitrary: shortText.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('%zz', '%', '%ED%A0%80', '%FF', '%00', '&', '=', '%26%3D') },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 6_000 }).map((length) => 'q'.repeat(length)) },
);

function queryArbitrary(valid: Record<string, string[]>): fc.Arbitrary<string> {
  const names = Object.keys(valid);
  const name = fc.oneof(
    ...(names.length ? [{ weight: 4, arbitrary: fc.constantFrom(...names) }] : []),
    { weight: 2, arbitrary: shortText.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'page', 'size', 'purpose') },
  );
  const bracketed = fc
    .tuple(
      name,
      fc.constantFrom(
        '[$gt]',
        '[$ne]',
        '[$regex]',
        '[$where]',
        '[]',
        '[__proto__][polluted]',
        '[constructor][prototype][polluted]',
        '[0]',
        '[a][b][c][d][e][f][g]',
      ),
    )
    .map(([base, suffix]) => base + suffix);
  const validPair = names.length
    ? [
        {
          weight: 4,
          arbitrary: fc.constantFrom(...names).chain((known) => fc.constantFrom(...valid[known]!).map((good) => `${known}=${good}`)),
        },
      ]
    : [];
  const pair = fc.oneof(
    ...validPair,
    { weight: 3, arbitrary: fc.tuple(name, queryValue).map(([k, v]) => `${k}=${v}`) },
    { weight: 2, arbitrary: fc.tuple(bracketed, queryValue).map(([k, v]) => `${k}=${v}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        'a[__proto__][polluted]=1',
        'a',
        '=',
        '&&',
        'a=1&a=2',
      ),
    },
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

type Mutation = { kind: 'replace' | 'wrap' | 'operator' | 'remove' | 'add'; key: string; value: unknown };

function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  for (const { kind, key: name, value: replacement } of mutations) {
    if (kind === 'remove') delete body[name];
    else if (kind === 'wrap') body[name] = [body[name], body[name]];
    else if (kind === 'operator') body[name] = { $ne: body[name] ?? null };
    else Object.defineProperty(body, name, { value: replacement, enumerable: true, configurable: true, writable: true });
  }
  return body;
}

/** A valid body with a few fields replaced, removed, added, turned into arrays or operator objects. */
function mutatedBody(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(base);
  const own = fc.constantFrom(...names);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constantFrom('replace' as const), key: own, value }),
    fc.record({ kind: fc.constantFrom('wrap' as const, 'operator' as const, 'remove' as const), key: own, value: fc.constant(undefined) }),
    fc.record({ kind: fc.constantFrom('add' as const), key, value }),
  );
  return fc.array(mutation, { maxLength: 3 }).map((mutations) => applyMutations(base, mutations));
}

const json = (payload: unknown): Omit<FuzzRequest, 'path'> => ({ contentType: 'application/json', body: JSON.stringify(payload) });

const formBody = fc
  .array(
    fc.tuple(
      fc.oneof(
        key.map(percentEncode),
        fc.constantFrom(
          'email[$gt]',
          'a[__proto__][polluted]',
          'constructor[prototype][polluted]',
          'imageUrls[]',
          'a[b][c][d][e][f][g][h]',
          '__proto__[polluted]',
        ),
      ),
      queryValue,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => ({ contentType: 'application/x-www-form-urlencoded', body: pairs.map(([k, v]) => `${k}=${v}`).join('&') }));

const oddBody = fc.oneof(
  fc
    .constantFrom('{"email":', '[1,2', '{"a":1}}', '\u0000', 'null', '"just a string"', '12', 'true', '{"__proto__":{"polluted":"yes"}}')
    .map((body) => ({ contentType: 'application/json', body })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
    contentType: 'application/json',
    body: Buffer.concat([Buffer.from('{"email":"'), Buffer.from(bytes), Buffer.from('"}')]),
  })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'multipart/form-data',
      ),
      shortText,
    )
    .map(([contentType, body]) => ({ contentType, body })),
);

function bodyArbitrary(base: Record<string, unknown> | undefined, method: string): fc.Arbitrary<Omit<FuzzRequest, 'path'>> {
  const noBody = fc.constant({});
  const kinds = [
    { weight: base ? 1 : 4, arbitrary: noBody },
    ...(base ? [{ weight: 8, arbitrary: mutatedBody(base).map(json) }] : []),
    { weight: 2, arbitrary: value.map(json) },
    { weight: 1, arbitrary: formBody },
    { weight: 1, arbitrary: oddBody },
  ];
  // Reads take a body rarely; what matters there is the path and the query.
  return method === 'GET' ? fc.oneof({ weight: 6, arbitrary: noBody }, { weight: 1, arbitrary: fc.oneof(...kinds) }) : fc.oneof(...kinds);
}

function multipart(parts: { name: string; filename: string | null; contentType: string; content: Buffer }[]): Omit<FuzzRequest, 'path'> {
  const boundary = `fuzz${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ name, filename, contentType, content }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\n` +
        (contentType ? `Content-Type: ${contentType}\r\n` : '') +
        '\r\n',
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

function uploadArbitrary(jpeg: Buffer): fc.Arbitrary<Omit<FuzzRequest, 'path'>> {
  const content = fc.oneof(
    fc.constant(jpeg),
    fc.integer({ min: 1, max: jpeg.length - 1 }).map((length) => jpeg.subarray(0, length)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc
      .constantFrom('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '\x89PNG\r\n\x1a\ngarbage', 'GIF89a')
      .map((head) => Buffer.from(head)),
    // Around the largest upload allowed.
    fc.integer({ min: -1_024, max: 64 * 1024 }).map((delta) => Buffer.alloc(LARGEST_UPLOAD_BYTES + delta, 0xff)),
  );
  const part = fc.record({
    name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('image', 'purpose') }, { weight: 1, arbitrary: key }),
    filename: fc.option(fc.oneof(fc.constant('room.jpg'), shortText), { nil: null }),
    contentType: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
    content,
  });
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(part, { maxLength: 4 }).map(multipart) },
    { weight: 1, arbitrary: bodyArbitrary(undefined, 'POST') },
  );
}

function requestArbitrary(route: RegisteredRoute, fuzz: EndpointFuzz, fixture: Fixture, jpeg: Buffer): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(pathArbitrary(route.path, fuzz.params?.(fixture) ?? []), queryArbitrary(fuzz.query ?? {}))
    .map(([pathname, query]) => (pathname + query).slice(0, MAX_URL_CHARS));
  const body = fuzz.upload ? uploadArbitrary(jpeg) : bodyArbitrary(fuzz.body?.(fixture), route.method);
  return fc.tuple(path, body).map(([fullPath, payload]) => ({ path: fullPath, ...payload }));
}

// ---- checks -------------------------------------------------------------------------------

function describeExchange(route: RegisteredRoute, sent: FuzzRequest, reply: LoopbackReply): string {
  return `${route.method} ${sent.path.slice(0, 300)} (${sent.contentType ?? 'no body'}, ${sent.body?.length ?? 0} bytes) -> ${reply.status} ${reply.body.toString('utf8').slice(0, 300)}`;
}

/** Never a 5xx; a refusal is JSON with a message; a success is JSON too, but for the image's bytes. */
function checkReply(route: RegisteredRoute, fuzz: EndpointFuzz, sent: FuzzRequest, reply: LoopbackReply): void {
  const fail = (why: string) => {
    throw new Error(`${why}: ${describeExchange(route, sent, reply)}`);
  };
  if (reply.status >= 500) fail('A server error');
  if (reply.status === 204 || reply.status === 304 || (fuzz.bytes && reply.status < 300)) return;
  if (!/^application\/json\b/.test(String(reply.headers['content-type']))) fail('Not JSON');
  // A HEAD's answer has no body, by HTTP: its status and type are all there is to check.
  if (route.method === 'HEAD') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.body.toString('utf8'));
  } catch {
    fail('Unparsable JSON');
  }
  if (reply.status >= 400 && typeof (parsed as { message?: unknown } | null)?.message !== 'string') fail('A refusal without a message');
}

/** The `user._id` of a JSON answer, if it has one. */
function userIdIn(reply: LoopbackReply): string | undefined {
  try {
    return (JSON.parse(reply.body.toString('utf8')) as { user?: { _id?: string } } | null)?.user?._id;
  } catch {
    return undefined;
  }
}

const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype };

function prototypeKeys(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(PROTOTYPES).map(([name, prototype]) => [name, Reflect.ownKeys(prototype).map(String).sort()]));
}

async function dataFingerprint(connection: Connection): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const name of DATA_COLLECTIONS) {
    const documents = await connection.collection(name).find({}).sort({ _id: 1 }).toArray();
    fingerprint[name] = `${documents.length}:${createHash('sha256').update(JSON.stringify(documents)).digest('hex')}`;
  }
  return fingerprint;
}

interface PassResult {
  caller: 'visitor' | 'owner' | 'admin';
  requests: number;
  statuses: Record<number, number>;
  maxEventLoopDelayMs: number;
}

// ---- the suite ------------------------------------------------------------------------------

describe('fuzzing every endpoint', () => {
  let provider: LocalIdentityProvider;
  beforeAll(async () => {
    provider = await startIdentityProvider();
  });
  afterAll(async () => {
    await provider?.stop();
  });
  // Writes from one address are many here; the limit is not what this suite is about.
  const api = useTestApi(() => ({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    THROTTLE_WRITE_IP_LIMIT: '1000000',
    THROTTLE_WRITE_LIMIT: '1000000',
    THROTTLE_AUTH_LIMIT: '100000',
    THROTTLE_ACCOUNT_SLOWDOWN_AFTER: '1000000',
  }));

  let client: LoopbackClient;
  let fixture: Fixture;
  let jpeg: Buffer;
  const results = new Map<string, PassResult[]>();
  const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
  const startedAt = Date.now();

  beforeAll(async () => {
    client = new LoopbackClient(await listenOnLoopback(api.app));
    const { app } = api;
    const [owner, other, victim, signInTarget, admin] = [
      await createSession(app),
      await createSession(app),
      await createSession(app),
      await createSession(app),
      await createAdminSession(app),
    ];
    const ownerImageUrl = await uploadListingImage(app, owner);
    const approved = async (session: Session, imageUrls?: string[]) => {
      const { _id } = await createListing(app, session, imageUrls ? { imageUrls } : {});
      await moderate(app, _id, { status: 'approved' });
      return _id;
    };
    const [ownListing, spareListing, othersListing, reviewedListing] = [
      await approved(owner, [ownerImageUrl]),
      await approved(owner),
      await approved(other),
      await approved(other),
    ];
    const pendingListing = (await createListing(app, other))._id;
    const review = async (session: Session, listingId: string) => {
      const reply = await client.json(
        'POST',
        `/api/reviews/post-review/${listingId}`,
        { rating: 5, comment: 'Lovely.' },
        { Cookie: session.cookie, Origin: SITE_ORIGIN },
      );
      expect(reply.status).toBe(201);
      return (reply.body as { review: { _id: string } }).review._id;
    };
    const saveSearch = async (session: Session) => {
      const reply = await client.json(
        'POST',
        '/api/saved-searches',
        { query: 'district=Kandy', frequency: 'daily' },
        { Cookie: session.cookie, Origin: SITE_ORIGIN },
      );
      expect(reply.status).toBe(201);
      return (reply.body as { savedSearch: { _id: string } }).savedSearch._id;
    };
    const enquire = async (session: Session, listingId: string) => {
      const reply = await client.json(
        'POST',
        '/api/enquiries',
        { listingId, message: 'Is it still available?' },
        { Cookie: session.cookie, Origin: SITE_ORIGIN },
      );
      expect(reply.status).toBe(201);
      return (reply.body as { threadId: string }).threadId;
    };
    fixture = {
      owner,
      admin,
      other,
      victim,
      signInTarget,
      ownerImageUrl,
      imageId: ownerImageUrl.split('/').pop()!,
      ownListing,
      spareListing,
      othersListing,
      pendingListing,
      ownersReview: await review(owner, reviewedListing),
      othersReview: await review(victim, reviewedListing),
      ownSavedSearch: await saveSearch(owner),
      othersSavedSearch: await saveSearch(other),
      ownThread: await enquire(owner, othersListing),
      othersThread: await enquire(victim, othersListing),
    };
    jpeg = await photo();
    eventLoopDelay.enable();
  });

  afterAll(() => {
    eventLoopDelay.disable();
    client?.close();
    const rows = [...results].map(
      ([route, passes]) =>
        `${route}: ${passes.map((pass) => `${pass.caller} ${pass.requests} ${JSON.stringify(pass.statuses)} max loop delay ${pass.maxEventLoopDelayMs.toFixed(0)} ms`).join('; ')}`,
    );
    const total = [...results.values()].flat().reduce((sum, pass) => sum + pass.requests, 0);
    const maxDelay = Math.max(0, ...[...results.values()].flat().map((pass) => pass.maxEventLoopDelayMs));
    console.log(
      `fuzz: ${total} requests over ${results.size} routes in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; max event-loop delay ${maxDelay.toFixed(0)} ms\n${rows.join('\n')}`,
    );
  });

  const cookies: Partial<Record<'owner' | 'admin', string>> = {};

  /** The caller's session, signed in again when an earlier pass signed it out. */
  async function sessionCookie(caller: 'owner' | 'admin'): Promise<string> {
    const known = cookies[caller];
    if (known) {
      const { status, body } = await client.json<{ user?: { _id: string } }>('GET', '/api/verify-token', undefined, { Cookie: known });
      if (status === 200 && body.user?._id === fixture[caller].user._id) return known;
    }
    const { email, password } = fixture[caller];
    const reply = await client.send('POST', '/api/auth/signin', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(reply.status).toBe(200);
    const cookie = sessionCookieOf(reply)!;
    cookies[caller] = cookie;
    return cookie;
  }

  async function fuzzPass(route: RegisteredRoute, fuzz: EndpointFuzz, caller: PassResult['caller']): Promise<PassResult> {
    const connection = connectionOf(api.app);
    let cookie = caller === 'visitor' ? undefined : await sessionCookie(caller);
    const before = await dataFingerprint(connection);
    const statuses: Record<number, number> = {};
    let requests = 0;
    eventLoopDelay.reset();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, fuzz, fixture, jpeg), async (sent) => {
        const headers: Record<string, string> = { Origin: SITE_ORIGIN };
        if (cookie) headers.Cookie = cookie;
        if (sent.contentType) headers['Content-Type'] = sent.contentType;
        const reply = await client.send(route.method, sent.path, { headers, body: sent.body });
        requests += 1;
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        // A new password renews the caller's session; a sign-in's cookie is the fuzzed account's, not the caller's.
        const renewed = sessionCookieOf(reply);
        if (caller !== 'visitor' && renewed && userIdIn(reply) === fixture[caller].user._id) {
          cookie = renewed;
          cookies[caller] = renewed;
        }
        checkReply(route, fuzz, sent, reply);
      }),
      { numRuns: fuzz.runsPerCaller ?? RUNS_PER_CALLER },
    );
    const maxEventLoopDelayMs = eventLoopDelay.max / 1e6;

    const health = await client.json('GET', '/api/health');
    expect(health.status).toBe(200);
    const succeeded = Object.entries(statuses).some(([status]) => Number(status) < 400);
    // A read never changes the data, nor does a write that was refused every time.
    if (route.method === 'GET' || !succeeded) {
      const unlogged = (fingerprint: Record<string, string>) =>
        fuzz.audited ? Object.fromEntries(Object.entries(fingerprint).filter(([name]) => name !== 'moderation_audit')) : fingerprint;
      expect(unlogged(await dataFingerprint(connection))).toEqual(unlogged(before));
    }
    return { caller, requests, statuses, maxEventLoopDelayMs };
  }

  it('has a fuzz table entry for exactly the routes the app serves', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(registeredRoutes(api.app).map(routeKey).sort());
  });

  const prototypesBefore = prototypeKeys();

  it.each(Object.keys(ENDPOINTS))(
    `%s: never a 5xx, refusals are JSON with a message, no prototype pollution, the event loop never stalls ${EVENT_LOOP_BOUND_MS} ms`,
    async (routeName) => {
      const route = registeredRoutes(api.app).find((candidate) => routeKey(candidate) === routeName)!;
      const fuzz = ENDPOINTS[routeName]!;
      const passes = [await fuzzPass(route, fuzz, 'visitor'), await fuzzPass(route, fuzz, fuzz.signedInAs ?? 'owner')];
      results.set(routeName, passes);
      for (const pass of passes) expect(pass.maxEventLoopDelayMs).toBeLessThan(EVENT_LOOP_BOUND_MS);
      expect(prototypeKeys()).toEqual(prototypesBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    120_000,
  );
});
