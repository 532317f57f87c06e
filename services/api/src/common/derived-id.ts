import { Types } from 'mongoose';
import { createHash } from 'node:crypto';

/**
 * An ObjectId that is a function of its parts: 12 bytes of SHA-256 over the kind and the parts.
 * A record that may exist once per key (a user's review of a listing, a favourite) takes it as
 * its _id, so a second insert fails on _id on every engine, even one that does not enforce the
 * unique indexes it declares (CongoDB). An expiring key's record takes it too, so the key itself
 * (a nonce, a session token's id) is never stored.
 */
export function derivedObjectId(kind: string, ...parts: readonly (string | Types.ObjectId)[]): Types.ObjectId {
  const text = [kind, ...parts.map(String)].join('\u0000');
  return new Types.ObjectId(createHash('sha256').update(text).digest().subarray(0, 12));
}

/** Whether a write failed because a record with that key exists (MongoDB's and CongoDB's code alike). */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
