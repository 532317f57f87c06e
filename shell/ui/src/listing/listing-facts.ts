/** Plain words and figures of a listing, as cards, pages and link previews write them. */
import { hasRentBasis, type ListingType } from '@nivasa/contracts/listing-types';
import type { RentType } from '@nivasa/contracts/rent-types';

// Thousands in groups of three (9,500,000), as prices are written on Nivasa; no cents.
const RUPEES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 'Rs. 9,500,000'. */
export function formatRupees(amount: number): string {
  return `Rs. ${RUPEES.format(amount)}`;
}

/** The fields of a listing its price is made of. */
export interface PriceFields {
  type: ListingType;
  /** Rupees: the rent per `rentType`, or the asking price of a house for sale. */
  rent: number;
  rentType?: RentType;
}

/** The rent basis shown after the amount ('monthly'), or undefined for a house for sale. */
export function priceBasis({ type, rentType }: PriceFields): RentType | undefined {
  return hasRentBasis(type) ? rentType : undefined;
}

/** 'Rs. 45,000 / monthly' for a place to rent, 'Rs. 9,500,000' for a house for sale. */
export function priceText(listing: PriceFields): string {
  const basis = priceBasis(listing);
  return basis ? `${formatRupees(listing.rent)} / ${basis}` : formatRupees(listing.rent);
}

/** '1 bedroom', '2 bedrooms': one or fewer is singular. */
export function countOf(count: number, noun: string): string {
  return `${count} ${count <= 1 ? noun : `${noun}s`}`;
}

/** The words a screen reader says for a star rating: 'Rated 4.5 out of 5'. */
export function ratingLabel(rating: number, outOf = 5): string {
  return `Rated ${Math.round(rating * 10) / 10} out of ${outOf}`;
}
