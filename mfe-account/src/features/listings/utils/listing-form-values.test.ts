import { LISTING_INPUT_FIELDS, listingInputSchema } from '@nivasa/contracts/listing-schema';
import { sampleListing } from '@nivasa/session/test-fixtures';
import { formValuesOf, listingInputOf, NEW_LISTING_VALUES } from './listing-form-values';

const ownFields = (listing: object) =>
  Object.fromEntries(Object.entries(listing).filter(([name]) => (LISTING_INPUT_FIELDS as string[]).includes(name)));

test('a stored listing fills every field of the form, and sending it unchanged sends the same listing', () => {
  const values = formValuesOf({ ...sampleListing, availableFrom: '2027-01-15' });
  expect(Object.keys(values).sort()).toEqual([...LISTING_INPUT_FIELDS].sort());
  const input = listingInputOf(values);
  expect(input).toEqual(ownFields({ ...sampleListing, availableFrom: '2027-01-15' }));
  expect(listingInputSchema.safeParse(input).success).toBe(true);
});

test('texts are trimmed and sent even when empty; a cleared optional field is sent as null, so an update clears it', () => {
  const values = { ...formValuesOf(sampleListing), name: '  Quiet annex near the campus  ', rules: '', availableFrom: '' };
  expect(listingInputOf(values)).toMatchObject({ name: 'Quiet annex near the campus', rules: '', availableFrom: null });
});

test('numbers as numbers, boxes as yes or no, and no rent basis for a house for sale', () => {
  const values = { ...formValuesOf(sampleListing), bedrooms: 3, parking: undefined, type: 'fullhousesale' as const, rent: 9_000_000 };
  const input = listingInputOf(values);
  expect(input).toMatchObject({ bedrooms: 3, parking: false, type: 'fullhousesale', rent: 9_000_000 });
  expect(input).not.toHaveProperty('rentType');
});

test('a new listing: boxes unticked, no images, the terms empty, a single room let monthly, no pin, the rest not chosen', () => {
  expect(NEW_LISTING_VALUES).toEqual({
    rules: '',
    type: 'singleroom',
    rentType: 'monthly',
    parking: false,
    furnished: false,
    kitchen: false,
    hotwater: false,
    aircondition: false,
    imageUrls: [],
    // The pin is not placed (the town's centre) and the public sees an approximate point.
    showExactLocation: false,
  });
});
