/** The error bodies, as schemas: what every refusal answers with. */
import * as z from 'zod/mini';
import { ERROR_CODES, FIELD_ERROR_CODES } from './errors';

export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A refusal of one request field (`email`, `currentPassword`, `imageUrls.0`), shown under that field. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.enum(FIELD_ERROR_CODES),
  /** The numbers a message is built from (`{ max: 62 }`); empty when it has none. */
  params: errorParamsSchema,
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  statusCode: z.number(),
  /** What the refusal is, stable across releases and languages (see errors.ts): what a front end chooses by. */
  code: z.enum(ERROR_CODES),
  /** The refusal in English words, for a person; never compared by code. */
  message: z.string(),
  /** One per refused field, when the refusal is about fields. */
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
