/**
 * The listing card's, the price's and the stars' own texts; catalogues.si.ts and catalogues.ta.ts
 * translate them. A shared module, so the card, price and stars share one copy of it.
 */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./catalogues.si'), ta: () => import('./catalogues.ta') });

export const LISTING_CARD_TEXT = catalogue('LISTING_CARD_TEXT', {
  noReviews: 'No reviews yet',
  /** Where the place is: its town or neighbourhood, then its district. */
  where: (town: string, district: string) => `${town}, ${district}`,
  /** How far a search's answer is from the search's centre. */
  distanceFrom: (km: string, place: string) => `${km} km from ${place}`,
  /** The owner proved their phone number by a code sent to it by SMS. */
  phoneVerified: 'Phone verified',
  /**
   * When the owner last renewed or edited it, `days` whole days ago: the words of
   * Intl.RelativeTimeFormat in Node and Chromium (checked in listing-card.test.tsx), written out
   * so that the Sinhala and Tamil ones load with their catalogue alone.
   */
  updated: (days: number) =>
    days < 1
      ? 'Updated today'
      : days < 2
        ? 'Updated yesterday'
        : days < 60
          ? `Updated ${days} days ago`
          : `Updated ${Math.floor(days / 30)} months ago`,
} as const);

/** The rent basis after the amount ('Rs. 45,000 / monthly'), by the listing's rent type. */
export const PRICE_TEXT = catalogue('PRICE_TEXT', {
  basis: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
} as const);

/** What a screen reader says for a star rating. */
export const STARS_TEXT = catalogue('STARS_TEXT', {
  rated: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
} as const);
