import { LISTING_LIMITS } from './limits';

/** The eleven kinds of place, in the order the home page and search show them. */
export const LISTING_TYPES = [
  'singleroom',
  'sharedroom',
  'apartment',
  'hostel',
  'hotel',
  'guesthouse',
  'annex',
  'bungalow',
  'fullhouseholiday',
  'fullhouserent',
  'fullhousesale',
] as const;

export type ListingType = (typeof LISTING_TYPES)[number];

export interface ListingTypeText {
  /** Name of one such place, as on a badge. */
  label: string;
  /** Option text in the create and update forms. */
  formLabel: string;
  /** Category button on the home page. */
  categoryLabel: string;
  /** Heading of the home page's 'Recent ...' section. */
  sectionHeading: string;
  /** Heading on the admin's approved-listings page (the original's typos fixed). */
  adminHeading: string;
}

export const LISTING_TYPE_TEXT: Record<ListingType, ListingTypeText> = {
  singleroom: {
    label: 'Single Room',
    formLabel: 'Single Room',
    categoryLabel: 'Single Rooms',
    sectionHeading: 'Recent places with single rooms',
    adminHeading: 'Single Rooms',
  },
  sharedroom: {
    label: 'Shared Room',
    formLabel: 'Shared Room',
    categoryLabel: 'Shared Rooms',
    sectionHeading: 'Recent places with shared rooms',
    adminHeading: 'Shared Rooms',
  },
  apartment: {
    label: 'Apartment',
    formLabel: 'Apartment',
    categoryLabel: 'Apartments',
    sectionHeading: 'Recent Apartments',
    adminHeading: 'Apartments',
  },
  hostel: {
    label: 'Hostel',
    formLabel: 'Hostel',
    categoryLabel: 'Hostels',
    sectionHeading: 'Recent Hostels',
    adminHeading: 'Hostels',
  },
  hotel: {
    label: 'Hotel',
    formLabel: 'Hotel',
    categoryLabel: 'Hotels',
    sectionHeading: 'Recent Hotels',
    adminHeading: 'Hotels',
  },
  guesthouse: {
    label: 'Guest House',
    formLabel: 'Guest House',
    categoryLabel: 'Guesthouses',
    sectionHeading: 'Recent Guest houses',
    adminHeading: 'Guest Houses',
  },
  annex: {
    label: 'Annex',
    formLabel: 'Annex',
    categoryLabel: 'Annexes',
    sectionHeading: 'Recent Annexes',
    adminHeading: 'Annexes',
  },
  bungalow: {
    label: 'Bungalow',
    formLabel: 'Bungalow',
    categoryLabel: 'Bungalows',
    sectionHeading: 'Recent Bungalows and Villas',
    adminHeading: 'Bungalows',
  },
  fullhouseholiday: {
    label: 'Full house for holiday',
    formLabel: 'Full house for holiday',
    categoryLabel: 'Holiday Houses',
    sectionHeading: 'Recent Full Holiday Houses',
    adminHeading: 'Holiday Houses',
  },
  fullhouserent: {
    label: 'Full house for rent',
    formLabel: 'Full house for rent',
    categoryLabel: 'Houses for Rent',
    sectionHeading: 'Recent Full Houses for Rent',
    adminHeading: 'Full Houses for Rent',
  },
  fullhousesale: {
    label: 'House for Sale',
    formLabel: 'Full house for sale',
    categoryLabel: 'Houses for Sale',
    sectionHeading: 'Recent Houses for Sale',
    adminHeading: 'Houses for Sale',
  },
};

/** A listing's yes-or-no facilities, in the order the listing form and the listing's page show them. */
export const FACILITIES = ['parking', 'furnished', 'kitchen', 'hotwater', 'aircondition'] as const;

export type Facility = (typeof FACILITIES)[number];

/** Each facility as people read it: on a checkbox, a search filter or the listing's page. */
export const FACILITY_TEXT: Record<Facility, string> = {
  parking: 'Parking',
  furnished: 'Furnished',
  kitchen: 'Kitchen',
  hotwater: 'Hot water',
  aircondition: 'Air conditioning',
};

export function isListingType(value: unknown): value is ListingType {
  return typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value);
}

/** Houses for sale have a price, not a rent basis. */
export function hasRentBasis(type: ListingType): boolean {
  return type !== 'fullhousesale';
}

/** The lowest and highest price a listing of this type may ask: a rent, or a sale price. */
export function priceLimits(type: ListingType): { min: number; max: number } {
  return hasRentBasis(type)
    ? { min: LISTING_LIMITS.rentMin, max: LISTING_LIMITS.rentMax }
    : { min: LISTING_LIMITS.salePriceMin, max: LISTING_LIMITS.salePriceMax };
}
