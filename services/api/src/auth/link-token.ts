import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret in a mailed one-use link (password reset, email change): 32 random bytes in
 * base64url. Only its SHA-256 is stored, so a copy of the database opens no link.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether the text has a link token's shape (43 base64url characters); anything else is refused unread. */
export function isLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Hex SHA-256 of a link token: what is stored and looked up. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
