import { monthlyRentOf, type PriceFields } from '@nivasa/contracts/price';

/** A fall in price of at least this share shows a listing as "Reduced" and alerts its saved searches. */
export const PRICE_DROP_RATIO = 0.05;

/**
 * Whether the price fell by PRICE_DROP_RATIO or more from `before` to `after`: the price the
 * search compares, a rent as a month's (so a change of rent basis is no drop by itself), a
 * sale's price as it is. A listing whose kind of price changed (rent to sale) did not drop.
 */
export function isPriceDrop(before: PriceFields, after: PriceFields): boolean {
  const was = comparablePrice(before);
  const now = comparablePrice(after);
  if (was === undefined || now === undefined || was.kind !== now.kind) return false;
  return now.amount <= was.amount * (1 - PRICE_DROP_RATIO);
}

function comparablePrice(listing: PriceFields): { kind: 'monthly' | 'sale'; amount: number } | undefined {
  if (typeof listing.rent !== 'number') return undefined;
  const monthly = monthlyRentOf(listing);
  return monthly === undefined ? { kind: 'sale', amount: listing.rent } : { kind: 'monthly', amount: monthly };
}

/**
 * The fields an edit of a public listing sets when its price dropped: when, and the price shown
 * before (the listing's own rent, on its own basis). None otherwise, and the last drop stays.
 */
export function priceDropFields(before: PriceFields, after: PriceFields, now: Date): { reducedAt: Date; previousRent: number } | undefined {
  return isPriceDrop(before, after) ? { reducedAt: now, previousRent: before.rent } : undefined;
}
