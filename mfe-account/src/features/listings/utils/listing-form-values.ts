import type { CheckedListingInput, Listing, ListingInput } from '@nivasa/contracts/api';
import { type FieldShape, fieldShapesOf } from '@nivasa/contracts/field-shape';
import { hasRentBasis } from '@nivasa/contracts/listing-types';
import { LISTING_INPUT_FIELDS, listingInputFields } from '@nivasa/contracts/listing-schema';

/** A number field is null when cleared. */
type FormValue<Value> = Value extends number ? number | null : Value;

/**
 * What the form holds: every field of the listing input, in the form's own terms (see
 * inputValueOf), each absent until chosen; no list of fields here, the input schema has it.
 */
export type ListingFormValues = { [Name in keyof CheckedListingInput]?: FormValue<CheckedListingInput[Name]> };

/** Each field's kind, bounds and whether it may be left out, from the input schema. */
const SHAPES = fieldShapesOf(listingInputFields);

/** What a field shows before anything is chosen: a box unticked, no images, the schema's default; else nothing. */
function startingValueOf(shape: FieldShape): unknown {
  if (shape.default !== undefined) return shape.default;
  if (shape.kind === 'boolean') return false;
  return shape.kind === 'list' ? [] : undefined;
}

/** A new listing: a single room let monthly, as most listings are. */
export const NEW_LISTING_VALUES: ListingFormValues = {
  ...Object.fromEntries(
    LISTING_INPUT_FIELDS.flatMap((name) => {
      const value = startingValueOf(SHAPES[name]);
      return value === undefined ? [] : [[name, value]];
    }),
  ),
  type: 'singleroom',
  rentType: 'monthly',
};

/**
 * The listing as its owner last asked for it: a live listing's waiting (or refused) changes
 * applied over the approved version, so an edit starts from them and none is lost.
 */
export function ownersVersionOf(listing: Listing): Listing {
  if (!listing.revision) return listing;
  const changed = Object.fromEntries(listing.revision.changes.map(({ field, after }) => [field, after ?? undefined]));
  return { ...listing, ...changed };
}

/** The form filled with a stored listing's own values. */
export function formValuesOf(listing: Listing): ListingFormValues {
  return {
    ...Object.fromEntries(LISTING_INPUT_FIELDS.map((name) => [name, listing[name] ?? startingValueOf(SHAPES[name])])),
    // A house for sale has none; switching it to a rental starts from monthly.
    rentType: listing.rentType ?? 'monthly',
  };
}

/** A field's value as the API takes it, from what the form holds. */
function inputValueOf(shape: FieldShape, value: unknown): unknown {
  // Sent as null when cleared, so an update can clear the field.
  if ((value === undefined || value === null || value === '') && shape.optional && shape.default === undefined) return null;
  switch (shape.kind) {
    case 'text':
      // Sent even when empty, so an update can clear it (the terms).
      return typeof value === 'string' ? value.trim() : '';
    case 'number':
      return Number(value);
    case 'boolean':
      return Boolean(value);
    case 'list':
      return value ?? [];
    default:
      // A choice or a day not made: the API names what is missing.
      return value ?? '';
  }
}

/** The body the API takes, from values the form has validated. */
export function listingInputOf(values: ListingFormValues): ListingInput {
  const input = Object.fromEntries(LISTING_INPUT_FIELDS.map((name) => [name, inputValueOf(SHAPES[name], values[name])])) as ListingInput;
  // A house for sale has a price, not a rent basis.
  if (!hasRentBasis(input.type)) delete input.rentType;
  return input;
}
