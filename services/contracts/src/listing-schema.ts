/**
 * A listing's shapes, each written once: the body an owner sends (create and update) and the
 * listing as the API answers it. Limits and words come from limits.ts and messages.ts; the API's
 * validation, the listing form's rules, the response mapper and the data generators follow these.
 */
import * as z from 'zod/mini';
import { isoDay } from './availability';
import { DISTRICTS, isDistrict, isTownOf } from './districts';
import type { ListingRevision } from './api';
import { LISTING_STATUS } from './listing-lifecycle';
import { refuse } from './field-errors';
import { LISTING_LIMITS, REVIEW_LIMITS } from './limits';
import { FACILITIES, hasRentBasis, LISTING_TYPES, priceLimits } from './listing-types';
import { SRI_LANKA_BOUNDS } from './geo';
import { PLAIN_TEXT, type TextLines } from './plain-text';
import { LISTING_MESSAGES } from './listing-messages';
import { RENT_TYPES } from './rent-types';

/** The address of an image the API holds; whose upload it is, the API asks its media module. */
export const LISTING_IMAGE_URL = /^\/api\/images\/[0-9a-f]{24}$/;

/** Text without hidden characters (see PLAIN_TEXT), trimmed as stored, then measured. */
const text = (message: string, min: number, max: number, lines: TextLines = 'single') =>
  z.string(message).check(z.overwrite(PLAIN_TEXT[lines]), z.trim(), z.minLength(min, message), z.maxLength(max, message));

const roomCount = (message: string) =>
  z.number(message).check(z.int(message), z.gte(LISTING_LIMITS.roomCountMin, message), z.lte(LISTING_LIMITS.roomCountMax, message));

const facility = z.boolean(LISTING_MESSAGES.facility);

/** A calendar day (YYYY-MM-DD, no time), at most a year ahead; a past day means free now. */
export const availableFromSchema = z.iso.date(LISTING_MESSAGES.availableFrom).check(
  z.refine((day) => day <= isoDay(Date.now(), LISTING_LIMITS.availableFromMaxDaysAhead), {
    message: LISTING_MESSAGES.availableFrom,
    params: { code: 'FIELD_TOO_LARGE', max: LISTING_LIMITS.availableFromMaxDaysAhead },
  }),
);

/** A point in Sri Lanka: the owner's pin. */
export const listingLocationSchema = z.strictObject(
  {
    lat: z
      .number(LISTING_MESSAGES.location)
      .check(z.gte(SRI_LANKA_BOUNDS.minLat, LISTING_MESSAGES.location), z.lte(SRI_LANKA_BOUNDS.maxLat, LISTING_MESSAGES.location)),
    lng: z
      .number(LISTING_MESSAGES.location)
      .check(z.gte(SRI_LANKA_BOUNDS.minLng, LISTING_MESSAGES.location), z.lte(SRI_LANKA_BOUNDS.maxLng, LISTING_MESSAGES.location)),
  },
  LISTING_MESSAGES.location,
);

/** The facilities as fields: each a yes or no. */
const facilityFields = Object.fromEntries(FACILITIES.map((name) => [name, facility])) as Record<
  (typeof FACILITIES)[number],
  typeof facility
>;

/** What the owner writes, field by field; the checks across fields follow in listingInputSchema. */
export const listingInputFields = {
  name: text(LISTING_MESSAGES.name, LISTING_LIMITS.nameMinLength, LISTING_LIMITS.nameMaxLength),
  description: text(LISTING_MESSAGES.description, 1, LISTING_LIMITS.descriptionMaxLength, 'multi'),
  rules: z._default(text(LISTING_MESSAGES.rules, 0, LISTING_LIMITS.rulesMaxLength, 'multi'), ''),
  address: text(LISTING_MESSAGES.address, 1, LISTING_LIMITS.addressMaxLength),
  district: z.enum(DISTRICTS, LISTING_MESSAGES.district),
  city: z.string(LISTING_MESSAGES.city).check(z.overwrite(PLAIN_TEXT.single), z.trim(), z.minLength(1, LISTING_MESSAGES.city)),
  type: z.enum(LISTING_TYPES, LISTING_MESSAGES.type),
  /** None for a house for sale; null (a form's cleared select) means none. */
  rentType: z.pipe(
    z.nullish(z.enum(RENT_TYPES, LISTING_MESSAGES.rentType)),
    z.transform((rentType) => rentType ?? undefined),
  ),
  bedrooms: roomCount(LISTING_MESSAGES.bedrooms),
  bathrooms: roomCount(LISTING_MESSAGES.bathrooms),
  beds: roomCount(LISTING_MESSAGES.beds),
  /** The rent, or a house for sale's price: its range is the type's. */
  rent: z.number(LISTING_MESSAGES.rent),
  area: z
    .number(LISTING_MESSAGES.area)
    .check(z.gte(LISTING_LIMITS.areaMin, LISTING_MESSAGES.area), z.lte(LISTING_LIMITS.areaMax, LISTING_MESSAGES.area)),
  ...facilityFields,
  /** The first is the cover. Whose uploads they are, the API checks. */
  imageUrls: z
    .array(
      z.string(LISTING_MESSAGES.imageNotYours).check(z.regex(LISTING_IMAGE_URL, LISTING_MESSAGES.imageNotYours)),
      LISTING_MESSAGES.images,
    )
    .check(
      z.minLength(LISTING_LIMITS.imagesMin, LISTING_MESSAGES.images),
      z.maxLength(LISTING_LIMITS.imagesMax, LISTING_MESSAGES.images),
      z.refine((urls) => new Set(urls).size === urls.length, LISTING_MESSAGES.images),
    ),
  /** The day the place is free from; none (or null, a cleared date) means free now. */
  availableFrom: z.pipe(
    z.nullish(availableFromSchema),
    z.transform((day) => day ?? undefined),
  ),
  /** Where the place is; none (or null) means the town's centre, which the API stores. */
  location: z.pipe(
    z.nullish(listingLocationSchema),
    z.transform((point) => point ?? undefined),
  ),
  /** Whether the public sees the pin itself rather than a point 200–300 m from it. */
  showExactLocation: z._default(z.boolean(LISTING_MESSAGES.facility), false),
};

export type ListingInputField = keyof typeof listingInputFields;
/** The fields of the body, in the form's order. */
export const LISTING_INPUT_FIELDS = Object.keys(listingInputFields) as ListingInputField[];

/**
 * The body of POST /api/listing/create and /api/listing/update/{id}. Everything else (userRef,
 * status, featured, rating, numReviews...) is the server's, and a body carrying it is refused.
 * The checks across fields run even when another field failed, so every refusal comes at once.
 */
export const listingInputSchema = z.strictObject(listingInputFields).check(
  z.superRefine(
    (input, ctx) => {
      const value = input as Partial<Record<ListingInputField, unknown>>;
      if (
        isDistrict(value.district) &&
        typeof value.city === 'string' &&
        value.city.trim() &&
        !isTownOf(value.district, value.city.trim())
      ) {
        refuse(ctx, 'city', LISTING_MESSAGES.city);
      }
      const type = LISTING_TYPES.find((known) => known === value.type);
      if (!type) return;
      const sale = !hasRentBasis(type);
      if (sale && value.rentType != null) refuse(ctx, 'rentType', LISTING_MESSAGES.rentTypeForSale, 'FIELD_NOT_ALLOWED');
      if (!sale && value.rentType == null) refuse(ctx, 'rentType', LISTING_MESSAGES.rentType, 'FIELD_REQUIRED');
      const { min, max } = priceLimits(type);
      const message = sale ? LISTING_MESSAGES.salePrice : LISTING_MESSAGES.rent;
      if (typeof value.rent === 'number' && value.rent < min) refuse(ctx, 'rent', message, 'FIELD_TOO_SMALL', { min });
      if (typeof value.rent === 'number' && value.rent > max) refuse(ctx, 'rent', message, 'FIELD_TOO_LARGE', { max });
    },
    { when: () => true },
  ),
);

/** What the owner sends; `rules` may be left out. */
export type ListingInput = z.input<typeof listingInputSchema>;
/** The body as the API keeps it: trimmed, `rules` '' when left out, no rent basis for a house for sale. */
export type CheckedListingInput = z.output<typeof listingInputSchema>;

const isoDateTime = z.string();

/** A listing as the API answers it. */
export const listingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  rules: z.string(),
  address: z.string(),
  district: z.enum(DISTRICTS),
  city: z.string(),
  type: z.enum(LISTING_TYPES),
  /** Absent for a house for sale, which has a price rather than a rent basis. */
  rentType: z.optional(z.enum(RENT_TYPES)),
  bedrooms: z.number(),
  bathrooms: z.number(),
  beds: z.number(),
  rent: z.number(),
  area: z.number(),
  ...(Object.fromEntries(FACILITIES.map((name) => [name, z.boolean()])) as Record<(typeof FACILITIES)[number], z.ZodMiniBoolean>),
  imageUrls: z.array(z.string()),
  /** YYYY-MM-DD; absent when the place is free now. */
  availableFrom: z.optional(z.string()),
  /**
   * The point shown: for its owner (their listings, the edit form) the pin; for everyone else a
   * point 200–300 m from it, the same for the listing every time, unless showExactLocation.
   */
  location: z.object({ lat: z.number(), lng: z.number() }),
  showExactLocation: z.boolean(),
  /** A search with a centre (near, lat/lng): kilometres from it to `location`, to one decimal. */
  distanceKm: z.optional(z.number()),
  userRef: z.string(),
  status: z.enum(LISTING_STATUS),
  /** A moderator's reason for the last approval or disapproval, when one was given (owner and admins only). */
  statusReason: z.optional(z.string()),
  featured: z.boolean(),
  rating: z.number().check(z.gte(0), z.lte(REVIEW_LIMITS.ratingMax)),
  numReviews: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The id of the content shown; approving a listing that is not live names it. Changes with every edit. */
  revisionId: z.string(),
  /** For its owner and admins: an approved listing's changes waiting for review, or refused (see ListingRevision). */
  revision: z.optional(z.custom<ListingRevision>()),
  /** Whether the owner proved their phone number by a code sent to it by SMS. */
  ownerPhoneVerified: z.optional(z.boolean()),
  /**
   * In the moderators' pending queue only: photos of this listing that look like a photo of
   * another owner's listing (perceptual hashes within 8 bits of 64, mirrored or not).
   * `photoUrl` is this listing's photo, `imageUrl` the other listing's.
   */
  duplicatePhotos: z.optional(z.array(z.object({ listingId: z.string(), imageUrl: z.string(), photoUrl: z.string() }))),
  /** Fresh listings: the owner's last renewal or edit (what "Updated 3 days ago" counts from), and when it leaves public places. */
  renewedAt: z.optional(isoDateTime),
  expiresAt: z.optional(isoDateTime),
});
export type Listing = z.infer<typeof listingSchema>;
export type DuplicatePhoto = NonNullable<Listing['duplicatePhotos']>[number];

/** GET /api/listing/get/{id}: the listing, and whether the signed-in caller owns it (false for visitors). */
export const listingDetailSchema = z.extend(listingSchema, { isOwner: z.boolean() });
export type ListingDetail = z.infer<typeof listingDetailSchema>;
