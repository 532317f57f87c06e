/** How prices are written on Nivasa, by the pages and by the link previews the shell's server writes. */
import { hasRentBasis, type ListingType } from './listing-types';
import type { RentType } from './rent-types';

// Thousands in groups of three (9,500,000); no cents.
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

/** The rent basis written after the amount ('monthly'); none for a house for sale. */
export function priceBasis({ type, rentType }: PriceFields): RentType | undefined {
  return hasRentBasis(type) ? rentType : undefined;
}

/** 'Rs. 45,000 / monthly' for a place to rent, 'Rs. 9,500,000' for a house for sale. */
export function priceText(listing: PriceFields): string {
  const basis = priceBasis(listing);
  return basis ? `${formatRupees(listing.rent)} / ${basis}` : formatRupees(listing.rent);
}
