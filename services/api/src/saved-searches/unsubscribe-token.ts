import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the token's signature covers besides the id, so no other HMAC of ours can pass for one. */
const PURPOSE = 'nivasa:saved-search-unsubscribe:v1';
const TOKEN_FORMAT = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/;

/**
 * The key unsubscribe tokens are signed with: UNSUBSCRIBE_TOKEN_SECRET when set, else one made
 * from JWT_SECRET for this purpose alone (a token never is, or reveals, a session key).
 */
export function unsubscribeKeyOf(secret: string | undefined, jwtSecret: string): Buffer {
  return secret !== undefined ? Buffer.from(secret) : createHmac('sha256', jwtSecret).update(PURPOSE).digest();
}

function signatureOf(savedSearchId: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}:${savedSearchId}`).digest();
}

/** The token an alert mail carries to stop its saved search's alerts: `<id>.<HMAC-SHA256, base64url>`. No expiry: old mails keep working. */
export function unsubscribeTokenOf(savedSearchId: string, key: Buffer): string {
  return `${savedSearchId}.${signatureOf(savedSearchId, key).toString('base64url')}`;
}

/** The saved search's id a token names, if we signed it; null for anything else (compared in constant time). */
export function savedSearchIdOfToken(token: unknown, key: Buffer): string | null {
  if (typeof token !== 'string') return null;
  const parts = TOKEN_FORMAT.exec(token);
  if (!parts) return null;
  const [, id, signature] = parts as unknown as [string, string, string];
  // As text: the last of 43 base64url characters carries 2 unused bits, so 4 spellings decode to one signature, and only ours is the token.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(id, key).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
