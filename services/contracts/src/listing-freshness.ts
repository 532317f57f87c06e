/**
 * How long a listing stays public after its owner last renewed or edited it (issue 19, "Fresh
 * listings"): a place let or sold long ago should not stay up. The API reads the lifetimes from
 * its configuration (LISTING_RENTAL_LIFETIME_DAYS, LISTING_SALE_LIFETIME_DAYS); these are the
 * defaults. Pure: the API's job, the answers and My listings read the same rules.
 */
import { hasRentBasis, type ListingType } from './listing-types';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a listing stays up after its last renewal or edit, by kind. */
export interface ListingLifetimes {
  rentalDays: number;
  saleDays: number;
}

export const DEFAULT_LISTING_LIFETIMES: ListingLifetimes = { rentalDays: 45, saleDays: 120 };

/** The owner is mailed (and My listings shows the date) this many days before a listing expires. */
export const EXPIRY_REMINDER_DAYS = 7;

/** The days a listing of the type stays up: a house for sale longer, since sales take longer. */
export function lifetimeDaysOf(type: ListingType, lifetimes: ListingLifetimes): number {
  return hasRentBasis(type) ? lifetimes.rentalDays : lifetimes.saleDays;
}

/** When a listing of the type renewed or edited at `renewedAt` expires. */
export function expiresAtOf(type: ListingType, renewedAt: Date, lifetimes: ListingLifetimes): Date {
  return new Date(renewedAt.getTime() + lifetimeDaysOf(type, lifetimes) * DAY_MS);
}

/** Whether a listing that expires (or expired) at `expiresAt` is out of public places at `now`. */
export function isExpired(expiresAt: Date | string, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

/** Whether the listing is still up at `now` but expires within the reminder window. */
export function expiresSoon(expiresAt: Date | string, now: Date): boolean {
  const left = new Date(expiresAt).getTime() - now.getTime();
  return left > 0 && left <= EXPIRY_REMINDER_DAYS * DAY_MS;
}

/** The first instant at which a listing expiring at `expiresAt` is due its reminder. */
export function reminderDueAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - EXPIRY_REMINDER_DAYS * DAY_MS);
}
