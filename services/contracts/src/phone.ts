/**
 * Sri Lankan phone numbers, as people type them: 07X XXX XXXX, +94 7X XXX XXXX,
 * 94 7X XXX XXXX, 0094 ..., and landlines such as 011 234 5678, with spaces, dashes,
 * dots or brackets anywhere. Stored in one form, E.164: +94 and the 9 digits of the
 * national number (for instance +94771234567).
 */

/** E.164 form of a Sri Lankan number, or null when the text is not one. */
export function normaliseSriLankanPhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (compact.length > 20) return null;
  // The national number has 9 digits and never starts with 0; in the trunk form a 0 comes first.
  const match = /^(?:\+94|0094|94|0)([1-9]\d{8})$/.exec(compact);
  return match ? `+94${match[1]}` : null;
}

export function isSriLankanPhone(input: unknown): boolean {
  return normaliseSriLankanPhone(input) !== null;
}

/** How to show a stored number: +94 77 123 4567 (mobile) or +94 11 234 5678 (landline). */
export function formatSriLankanPhone(stored: string): string {
  const normalised = normaliseSriLankanPhone(stored);
  if (!normalised) return stored;
  const national = normalised.slice(3);
  return `+94 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

/**
 * Whether a number is a Sri Lankan mobile: 07X, where X is 0, 1, 2 or 4 to 8 (Mobitel, Dialog,
 * Hutch, Airtel). Landlines (011 Colombo, 081 Kandy, ...) and numbers from elsewhere are not.
 */
export function isSriLankanMobile(input: unknown): boolean {
  return /^\+947[0-24-8]\d{7}$/.test(normaliseSriLankanPhone(input) ?? '');
}

/**
 * Whether a stored number can take a verification code by SMS: a Sri Lankan one only if it is a
 * mobile; one from elsewhere is trusted to be (its type is not known without libphonenumber's
 * largest metadata, and an SMS that never arrives costs the owner one more try).
 */
export function canReceiveSms(stored: string): boolean {
  return !stored.startsWith('+94') || isSriLankanMobile(stored);
}

/** A number as stored: +94 and the 9 digits of the national number. */
export const NORMALISED_PHONE = /^\+94[1-9]\d{8}$/;

/**
 * Any number as stored (E.164): a Sri Lankan one, strictly, or one from elsewhere, `+`, a
 * country code and up to 15 digits in all. Whether a foreign number is one its country could
 * dial, phone-validity.ts asks libphonenumber-js (too large for the forms' first load).
 */
export const STORED_PHONE = /^\+(?:94[1-9]\d{8}|(?!94)[1-9]\d{6,14})$/;

/**
 * E.164 form of a number: a Sri Lankan one in any usual form (normaliseSriLankanPhone), or a
 * foreign one written with its country code after `+` or `00`, as visitors from abroad give it.
 * Anything written with Sri Lanka's code stays under the strict Sri Lankan rule.
 */
export function normalisePhone(input: unknown): string | null {
  const sriLankan = normaliseSriLankanPhone(input);
  if (sriLankan || typeof input !== 'string') return sriLankan;
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (compact.length > 20) return null;
  const match = /^(?:\+|00)(\d+)$/.exec(compact);
  const stored = match ? `+${match[1]}` : null;
  return stored && STORED_PHONE.test(stored) ? stored : null;
}
