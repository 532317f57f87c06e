/**
 * The account requests as the API checks them: the forms' rules (account-schema.ts), and a
 * foreign number one its country could dial (phone-validity.ts, libphonenumber-js), which the
 * forms leave to the API to keep their pages' JavaScript small.
 */
import * as z from 'zod/mini';
import { signUpRequestSchema, updateUserRequestSchema } from './account-schema';
import { FIELD_MESSAGES } from './auth-messages';
import { refuse } from './field-errors';
import { isDiallablePhone } from './phone-validity';

const diallableNumber = z.superRefine((body: { number?: string }, ctx) => {
  if (body.number && !isDiallablePhone(body.number)) refuse(ctx, 'number', FIELD_MESSAGES.number);
});

/** POST /api/auth/signup, as the API validates it. */
export const signUpRequestApiSchema = signUpRequestSchema.check(diallableNumber);

/** POST /api/user/update/{userId}, as the API validates it. */
export const updateUserRequestApiSchema = updateUserRequestSchema.check(diallableNumber);
