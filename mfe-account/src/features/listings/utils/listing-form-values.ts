import type { Listing, ListingInput } from '@nivasa/contracts/api';
import type { District } from '@nivasa/contracts/districts';
import { hasRentBasis, type ListingType } from '@nivasa/contracts/listing-types';
import type { RentType } from '@nivasa/contracts/rent-types';

/** What the form holds: the listing's fields, with those not chosen yet left empty. */
export interface ListingFormValues {
  name: string;
  description: string;
  rules: string;
  address: string;
  district?: string;
  city?: string;
  type: ListingType;
  rentType?: RentType;
  bedrooms?: number | null;
  beds?: number | null;
  bathrooms?: number | null;
  rent?: number | null;
  area?: number | null;
  parking: boolean;
  furnished: boolean;
  kitchen: boolean;
  hotwater: boolean;
  aircondition: boolean;
  imageUrls: string[];
  /** YYYY-MM-DD, as a date field gives it ('' when cleared). */
  availableFrom?: string;
}

/** A new listing: a single room let monthly, as most listings are. */
export const NEW_LISTING_VALUES: ListingFormValues = {
  name: '',
  description: '',
  rules: '',
  address: '',
  type: 'singleroom',
  rentType: 'monthly',
  parking: false,
  furnished: false,
  kitchen: false,
  hotwater: false,
  aircondition: false,
  imageUrls: [],
};

/** The form filled with a stored listing's own values. */
/**
 * The listing as its owner last asked for it: a live listing's waiting (or refused) changes
 * applied over the approved version, so an edit starts from them and none is lost.
 */
export function ownersVersionOf(listing: Listing): Listing {
  if (!listing.revision) return listing;
  const changed = Object.fromEntries(listing.revision.changes.map(({ field, after }) => [field, after ?? undefined]));
  return { ...listing, ...changed };
}

export function formValuesOf(listing: Listing): ListingFormValues {
  return {
    name: listing.name,
    description: listing.description,
    rules: listing.rules ?? '',
    address: listing.address,
    district: listing.district,
    city: listing.city,
    type: listing.type,
    // A house for sale has none; switching it to a rental starts from monthly.
    rentType: listing.rentType ?? 'monthly',
    bedrooms: listing.bedrooms,
    beds: listing.beds,
    bathrooms: listing.bathrooms,
    rent: listing.rent,
    area: listing.area,
    parking: listing.parking,
    furnished: listing.furnished,
    kitchen: listing.kitchen,
    hotwater: listing.hotwater,
    aircondition: listing.aircondition,
    imageUrls: listing.imageUrls,
    availableFrom: listing.availableFrom,
  };
}

/** The body the API takes, from values the form has validated. */
export function listingInputOf(values: ListingFormValues): ListingInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    // Sent even when empty, so an update can clear the terms.
    rules: values.rules?.trim() ?? '',
    address: values.address.trim(),
    district: (values.district ?? '') as District,
    city: values.city ?? '',
    type: values.type,
    ...(hasRentBasis(values.type) ? { rentType: values.rentType } : {}),
    bedrooms: Number(values.bedrooms),
    beds: Number(values.beds),
    bathrooms: Number(values.bathrooms),
    rent: Number(values.rent),
    area: Number(values.area),
    parking: Boolean(values.parking),
    furnished: Boolean(values.furnished),
    kitchen: Boolean(values.kitchen),
    hotwater: Boolean(values.hotwater),
    aircondition: Boolean(values.aircondition),
    imageUrls: values.imageUrls,
    // Sent as null when cleared, so an update can clear the day.
    availableFrom: values.availableFrom || null,
  };
}
