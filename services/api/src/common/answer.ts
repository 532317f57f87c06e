import { Types } from 'mongoose';
import type * as z from 'zod/mini';

/** A stored value as the API answers it: ids and dates as text, arrays copied. */
function answered(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(answered);
  if (value instanceof Types.ObjectId) return value.toString();
  return value;
}

/**
 * A stored document as a contracts schema answers it: the fields the schema names, in its
 * order, ids and dates as strings; an optional field left empty is left out. Nothing stored by
 * the way (`__v`, a password hash) reaches a client, and a field added to the schema is answered
 * without another list to keep.
 */
export function answerOf<Schema extends z.ZodMiniObject>(schema: Schema, stored: object): z.output<Schema> {
  const document = stored as Record<string, unknown>;
  const entries = Object.entries(schema.shape as Record<string, z.ZodMiniType>)
    .filter(([field, fieldSchema]) => {
      if (fieldSchema._zod.optout !== 'optional') return true;
      const value = document[field];
      return value !== undefined && value !== null && value !== '';
    })
    .map(([field]) => [field, answered(document[field])]);
  return Object.fromEntries(entries) as z.output<Schema>;
}
