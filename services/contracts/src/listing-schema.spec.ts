import { isoDay } from './availability';
import { fieldErrorsOf } from './field-errors';
import { LISTING_LIMITS } from './limits';
import { listingInputSchema, listingSchema, type ListingInput } from './listing-schema';
import { FIELD_MESSAGES } from './auth-messages';
import { LISTING_MESSAGES } from './listing-messages';

const input = (overrides: Record<string, unknown> = {}): ListingInput =>
  ({
    name: 'Quiet room near Peradeniya campus',
    description: 'A bright room.',
    address: '12 Temple Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type: 'singleroom',
    rentType: 'monthly',
    bedrooms: 1,
    bathrooms: 1,
    beds: 1,
    rent: 25_000,
    area: 150,
    parking: false,
    furnished: true,
    kitchen: false,
    hotwater: true,
    aircondition: false,
    imageUrls: ['/api/images/0123456789abcdef01234567'],
    ...overrides,
  }) as ListingInput;

const refusals = (body: unknown) => {
  const result = listingInputSchema.safeParse(body, { reportInput: true });
  return result.success ? [] : fieldErrorsOf(result.error.issues);
};

describe('the listing input schema', () => {
  it('removes controls, bidi overrides and zero-width spaces from listing text, keeping the joiners Sinhala and Tamil spell with', () => {
    const sinhala = 'ශ්\u200dරී ලංකා'; // ශ්‍රී: the virama and ZWJ make the rakaransaya
    const tamil = 'க்\u200cஷ';
    const parsed = listingInputSchema.parse(
      input({
        name: `\u202eRoom\u202c in ${sinhala}\u0000\u200b`,
        description: `Line one\r\nLine two\tand\u2066 a tab\u2069\u0007\u0085 ${tamil}\ufeff`,
        rules: 'No smoking\u001b[31m',
        address: `12 Temple\nRoad\u2067 ${sinhala}`,
        city: '\u200bPeradeniya\u202d',
      }),
    );
    expect(parsed.name).toBe(`Room in ${sinhala}`);
    expect(parsed.name).toContain('\u200d');
    expect(parsed.description).toBe(`Line one\nLine two\tand a tab ${tamil}`);
    expect(parsed.description).toContain('\u200c');
    expect(parsed.rules).toBe('No smoking[31m');
    expect(parsed.address).toBe(`12 Temple Road ${sinhala}`);
    expect(parsed.city).toBe('Peradeniya');
  });

  it('measures text after the hidden characters are gone: a name of only overrides is too short', () => {
    expect(refusals(input({ name: '\u202e\u202e\u202e\u202e\u202e\u202e\u202e\u202e\u202e\u202e' }))).toEqual([
      expect.objectContaining({ field: 'name' }),
    ]);
  });

  it('takes a full listing: text trimmed, terms empty when left out, no date when none is given', () => {
    const parsed = listingInputSchema.parse(input({ name: '  Quiet room near Peradeniya campus  ' }));
    expect(parsed.name).toBe('Quiet room near Peradeniya campus');
    expect(parsed.rules).toBe('');
    expect(parsed.availableFrom).toBeUndefined();
  });

  it('takes a day up to a year ahead, a past day, and null (a cleared date) as none', () => {
    const ahead = isoDay(Date.now(), LISTING_LIMITS.availableFromMaxDaysAhead);
    expect(listingInputSchema.parse(input({ availableFrom: ahead })).availableFrom).toBe(ahead);
    expect(listingInputSchema.parse(input({ availableFrom: '2020-01-31' })).availableFrom).toBe('2020-01-31');
    expect(listingInputSchema.parse(input({ availableFrom: null })).availableFrom).toBeUndefined();
  });

  it('refuses a day past a year ahead, with its code and limit, and anything that is not a plain day', () => {
    const tooFar = isoDay(Date.now(), LISTING_LIMITS.availableFromMaxDaysAhead + 1);
    expect(refusals(input({ availableFrom: tooFar }))).toEqual([
      {
        field: 'availableFrom',
        code: 'FIELD_TOO_LARGE',
        params: { max: LISTING_LIMITS.availableFromMaxDaysAhead },
        message: LISTING_MESSAGES.availableFrom,
      },
    ]);
    for (const availableFrom of ['2026-12-01T00:00:00Z', '2026-02-30', '01/12/2026', '', 20261201]) {
      expect(refusals(input({ availableFrom }))).toEqual([
        { field: 'availableFrom', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.availableFrom },
      ]);
    }
  });

  it('refuses server-owned and unknown fields, first, with every other refusal at once', () => {
    expect(refusals(input({ status: 'approved', name: 'short', bedrooms: 11, rent: 10 }))).toEqual([
      { field: 'status', code: 'FIELD_NOT_ALLOWED', params: {}, message: FIELD_MESSAGES.notAllowed('status') },
      { field: 'name', code: 'FIELD_TOO_SHORT', params: { min: LISTING_LIMITS.nameMinLength }, message: LISTING_MESSAGES.name },
      { field: 'bedrooms', code: 'FIELD_TOO_LARGE', params: { max: LISTING_LIMITS.roomCountMax }, message: LISTING_MESSAGES.bedrooms },
      { field: 'rent', code: 'FIELD_TOO_SMALL', params: { min: LISTING_LIMITS.rentMin }, message: LISTING_MESSAGES.rent },
    ]);
  });

  it('checks across fields: a town of the district, the price range and rent basis of the type', () => {
    expect(refusals(input({ city: 'Galle' }))).toEqual([
      { field: 'city', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.city },
    ]);
    const sale = { type: 'fullhousesale', rentType: undefined, rent: LISTING_LIMITS.salePriceMin };
    expect(refusals(input(sale))).toEqual([]);
    expect(refusals(input({ ...sale, rentType: 'monthly' }))).toEqual([
      { field: 'rentType', code: 'FIELD_NOT_ALLOWED', params: {}, message: LISTING_MESSAGES.rentTypeForSale },
    ]);
    expect(refusals(input({ rentType: undefined }))).toEqual([
      { field: 'rentType', code: 'FIELD_REQUIRED', params: {}, message: LISTING_MESSAGES.rentType },
    ]);
    expect(refusals(input({ rent: LISTING_LIMITS.rentMax + 1 }))).toEqual([
      { field: 'rent', code: 'FIELD_TOO_LARGE', params: { max: LISTING_LIMITS.rentMax }, message: LISTING_MESSAGES.rent },
    ]);
  });

  it('names a missing field as required, and each refused image by its place', () => {
    const { name: _name, ...noName } = input();
    expect(refusals(noName)).toEqual([{ field: 'name', code: 'FIELD_REQUIRED', params: {}, message: LISTING_MESSAGES.name }]);
    expect(refusals(input({ imageUrls: ['/api/images/0123456789abcdef01234567', 'https://example.com/a.jpg'] }))).toEqual([
      { field: 'imageUrls.1', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.imageNotYours },
    ]);
  });
});

describe('the listing schema', () => {
  it('names every field a listing is answered with, availableFrom among the optional ones', () => {
    expect(Object.keys(listingSchema.shape)).toEqual(
      expect.arrayContaining(['_id', 'name', 'availableFrom', 'userRef', 'status', 'featured', 'rating']),
    );
    expect(listingSchema.shape.availableFrom._zod.optout).toBe('optional');
    expect(listingSchema.shape.name._zod.optout).toBeUndefined();
  });
});
