/** How prices are written on Nivasa, by the pages and by the link previews the shell's server writes. */
import { formatNumber, RUPEE_SIGNS } from './format';
import type { Language } from './languages';
import { hasRentBasis, type ListingType } from './listing-types';
import type { RentType } from './rent-types';

/**
 * 'Rs. 9,500,000', 'රු. 9,500,000', 'ரூ. 9,500,000': thousands in groups of three in every language;
 * no cents. English by default: @nivasa/ui 1.x re-exports this (listing-facts), and remotes built
 * before the language existed call it with the amount alone.
 */
export function formatRupees(amount: number, language: Language = 'en'): string {
  return `${RUPEE_SIGNS[language]} ${formatNumber(amount, 0)}`;
}

/** The fields of a listing its price is made of. */
export interface PriceFields {
  type: ListingType;
  /** Rupees: the rent per `rentType`, or the asking price of a house for sale. */
  rent: number;
  rentType?: RentType;
}

/** The rent basis written after the amount ('monthly'); none for a house for sale. */
export function priceBasis({ type, rentType }: PriceFields): RentType | undefined {
  return hasRentBasis(type) ? rentType : undefined;
}

/** A rent's months: a day's rent × 30, a week's × 52/12, as searches compare rents of any basis. */
export const MONTHS_OF_RENT: Record<RentType, number> = { daily: 30, weekly: 52 / 12, monthly: 1 };

/** The rent as a month's, in whole rupees; none for a house for sale, whose price is no rent. */
export function monthlyRentOf(listing: PriceFields): number | undefined {
  const basis = priceBasis(listing);
  return basis ? Math.round(listing.rent * MONTHS_OF_RENT[basis]) : undefined;
}

/** 'Rs. 45,000 / monthly' for a place to rent, 'Rs. 9,500,000' for a house for sale (English by default, as formatRupees). */
export function priceText(listing: PriceFields, language: Language = 'en'): string {
  const basis = priceBasis(listing);
  const amount = formatRupees(listing.rent, language);
  return basis ? `${amount} / ${basis}` : amount;
}
