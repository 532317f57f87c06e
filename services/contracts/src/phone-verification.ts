/**
 * Verifying an owner's phone with a code sent by SMS: the rules, the request and the answer, written
 * once for the API, the form and the docs.
 */
import * as z from 'zod/mini';
import { PHONE_MESSAGES } from './phone-messages';

export const PHONE_CODE_POLICY = {
  digits: 6,
  /** How long a sent code may be used. */
  lifetimeMinutes: 10,
  /** Wrong codes allowed before the code is spent. */
  maxTries: 5,
  /** How long the form waits before it offers to send another code (the API refuses sooner ones). */
  resendSeconds: 60,
} as const;

/** POST /api/user/phone/verify. */
export const phoneCodeRequestSchema = z.strictObject({
  code: z.string(PHONE_MESSAGES.codeFormat).check(z.trim(), z.regex(/^\d{6}$/, PHONE_MESSAGES.codeFormat)),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** POST /api/user/phone/send-code: the code is on its way. */
export const phoneCodeSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The number the code went to, as stored (+94…). */
  number: z.string(),
  /** Seconds until the code stops working, and until another may be asked for. */
  expiresInSeconds: z.number(),
  resendInSeconds: z.number(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
