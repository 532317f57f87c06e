/**
 * Whether a stored number (phone.ts) is one its country could dial: a Sri Lankan one already
 * passed phone.ts's strict rule; a foreign one is checked against libphonenumber-js's metadata.
 * Only the API asks this (account-schema-checks.ts): the "min" metadata is about 25 KB over the
 * wire, more than the sign-up page's budget leaves, so the forms check the shape alone.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { NORMALISED_PHONE } from './phone';

export function isDiallablePhone(stored: string): boolean {
  return NORMALISED_PHONE.test(stored) || isValidPhoneNumber(stored);
}
