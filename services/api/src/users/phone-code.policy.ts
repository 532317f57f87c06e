import { PHONE_CODE_POLICY } from '@nivasa/contracts/phone-verification';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The rules of a phone code, apart from where it is kept: how it is made, hashed and judged.
 *
 * A 6-digit code has a million values, so a plain hash of it would be undone in a moment by
 * anyone who read the database. It is stored as an HMAC under a key derived from the API's
 * secret instead, bound to the user and the number: the database alone does not give it away,
 * and a code sent to one number proves nothing about another.
 */
export const PHONE_CODE_LIFETIME_MS = PHONE_CODE_POLICY.lifetimeMinutes * 60_000;

export type PhoneCodeOutcome = 'verified' | 'wrong' | 'expired' | 'tries-used';

/** A stored code as the policy judges it: `tries` counts the try being judged. */
export interface StoredPhoneCode {
  number: string;
  codeHash: string;
  tries: number;
  expiresAt: Date;
}

export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_POLICY.digits)).padStart(PHONE_CODE_POLICY.digits, '0');
}

/** The key phone codes are hashed under, derived from the API's secret (never the secret itself). */
export function phoneCodeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('nivasa phone codes v1').digest();
}

export function hashPhoneCode(key: Buffer, userId: string, number: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}\u0000${number}\u0000${code}`).digest('hex');
}

/**
 * What a try at a code comes to. Expired (or none sent, or sent to a number the user no longer
 * has) comes first; then a try past the allowed ones; then the code itself, compared in constant
 * time. The try that uses up the last one answers 'tries-used', so the form says to ask again.
 */
export function judgePhoneCode(
  stored: StoredPhoneCode | null,
  attempt: { key: Buffer; userId: string; number: string; code: string },
  now: Date,
): PhoneCodeOutcome {
  if (!stored || stored.expiresAt <= now || stored.number !== attempt.number) return 'expired';
  if (stored.tries > PHONE_CODE_POLICY.maxTries) return 'tries-used';
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = Buffer.from(hashPhoneCode(attempt.key, attempt.userId, attempt.number, attempt.code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) return 'verified';
  return stored.tries >= PHONE_CODE_POLICY.maxTries ? 'tries-used' : 'wrong';
}

/** Seconds until another code may be sent to the number, after one sent at `sentAt`; 0 when it may now. */
export function secondsUntilResend(sentAt: Date | undefined, now: Date, resendSeconds: number): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil((sentAt.getTime() + resendSeconds * 1000 - now.getTime()) / 1000));
}
