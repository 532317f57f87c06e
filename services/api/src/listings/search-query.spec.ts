import { BadRequestException } from '@nestjs/common';
import { FIELD_ERROR_CODES } from '@nivasa/contracts/errors';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { SEARCH_FILTERS } from '@nivasa/contracts/search-query';
import { type ListingSearchFilters, parseSearchQuery, searchQueryOf } from './search-query';
import { publicListingsFilter } from './public-listings.filter';

// The public filter reads the clock (an expired listing is out): one instant for each plan and its expectation.
const NOW = new Date('2026-11-26T06:00:00.000Z');
beforeAll(() => jest.useFakeTimers({ now: NOW }));
afterAll(() => jest.useRealTimers());

const visitor = { isAdmin: false };
const admin = { isAdmin: true };

/** The field errors a refused query gets. */
function refusalOf(query: Record<string, unknown>, caller = visitor) {
  try {
    parseSearchQuery(query, caller);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const { code, errors } = (error as BadRequestException).getResponse() as {
      code: string;
      errors: { field: string; code: string; message: string }[];
    };
    expect(code).toBe('VALIDATION_FAILED');
    for (const fieldError of errors) expect(FIELD_ERROR_CODES).toContain(fieldError.code);
    return errors.map(({ field, message }) => ({ field, message }));
  }
  throw new Error('the query was accepted');
}

describe('parseSearchQuery', () => {
  const defaults: ListingSearchFilters = {
    status: 'approved',
    sort: 'createdAt',
    order: 'desc',
    startIndex: 0,
    limit: SEARCH_LIMITS.pageSize,
  };

  it('searches approved listings, newest first, a page of nine, when nothing is asked', () => {
    expect(parseSearchQuery({}, visitor)).toEqual(defaults);
  });

  it('reads every parameter of a full search', () => {
    const query = {
      searchTerm: '  sea view (1+1) ',
      type: 'apartment',
      rentType: 'monthly',
      district: 'Galle',
      city: 'Hikkaduwa',
      parking: 'true',
      furnished: 'false',
      kitchen: 'true',
      aircondition: 'false',
      hotwater: 'true',
      featured: 'true',
      minPrice: '1000',
      maxPrice: '2000000000',
      sort: 'rent',
      order: 'asc',
      startIndex: String(SEARCH_LIMITS.maxStartIndex),
      limit: '50',
      status: 'approved',
    };
    expect(parseSearchQuery(query, visitor)).toEqual({
      status: 'approved',
      searchTerm: 'sea view (1+1)',
      type: 'apartment',
      rentType: 'monthly',
      district: 'Galle',
      city: 'Hikkaduwa',
      parking: true,
      furnished: false,
      kitchen: true,
      aircondition: false,
      hotwater: true,
      featured: true,
      minPrice: 1000,
      maxPrice: 2_000_000_000,
      sort: 'rent',
      order: 'asc',
      startIndex: SEARCH_LIMITS.maxStartIndex,
      limit: 50,
    });
  });

  it('takes empty values as not given, and caps limit at the largest page', () => {
    expect(parseSearchQuery({ type: '', searchTerm: '   ', minPrice: '', limit: '5000' }, visitor)).toEqual({
      ...defaults,
      limit: SEARCH_LIMITS.maxPageSize,
    });
  });

  it('takes a town without a district when it is a town somewhere', () => {
    expect(parseSearchQuery({ city: 'Peradeniya' }, visitor).city).toBe('Peradeniya');
    expect(refusalOf({ city: 'Gotham' })).toEqual([{ field: 'city', message: SEARCH_MESSAGES.city }]);
  });

  it('honours status for admins only, and refuses one that is not a status from anyone', () => {
    expect(parseSearchQuery({ status: 'pending' }, visitor).status).toBe('approved');
    expect(parseSearchQuery({ status: 'disapproved' }, admin).status).toBe('disapproved');
    expect(parseSearchQuery({}, admin).status).toBe('approved');
    expect(refusalOf({ status: 'all' }, admin)).toEqual([{ field: 'status', message: SEARCH_MESSAGES.status }]);
  });

  it('refuses operator objects and repeated parameters, whichever way the query string was read', () => {
    expect(refusalOf({ type: { $ne: 'x' } })).toEqual([{ field: 'type[$ne]', message: SEARCH_MESSAGES.unknownParameter('type[$ne]') }]);
    expect(refusalOf({ searchTerm: { $regex: '.' } })).toEqual([
      { field: 'searchTerm[$regex]', message: SEARCH_MESSAGES.unknownParameter('searchTerm[$regex]') },
    ]);
    expect(refusalOf({ 'type[$ne]': 'x' })).toEqual([{ field: 'type[$ne]', message: SEARCH_MESSAGES.unknownParameter('type[$ne]') }]);
    expect(refusalOf({ status: ['approved', 'pending'] }, admin)).toEqual([
      { field: 'status', message: SEARCH_MESSAGES.repeated('status') },
    ]);
    expect(refusalOf({ limit: null })).toEqual([{ field: 'limit[]', message: SEARCH_MESSAGES.unknownParameter('limit[]') }]);
  });

  it.each([
    [{ parking: 'yes' }, 'parking', SEARCH_MESSAGES.boolean('parking')],
    [{ featured: 'TRUE' }, 'featured', SEARCH_MESSAGES.boolean('featured')],
    [{ minPrice: '1e3' }, 'minPrice', SEARCH_MESSAGES.number('minPrice')],
    [{ minPrice: ' 100' }, 'minPrice', SEARCH_MESSAGES.number('minPrice')],
    [{ maxPrice: '0x10' }, 'maxPrice', SEARCH_MESSAGES.number('maxPrice')],
    [{ maxPrice: '9'.repeat(13) }, 'maxPrice', SEARCH_MESSAGES.number('maxPrice')],
    [{ sort: 'name' }, 'sort', SEARCH_MESSAGES.sort],
    [{ order: 'DESC' }, 'order', SEARCH_MESSAGES.order],
    [{ startIndex: String(SEARCH_LIMITS.maxStartIndex + 1) }, 'startIndex', SEARCH_MESSAGES.startIndex],
    [{ startIndex: '-1' }, 'startIndex', SEARCH_MESSAGES.startIndex],
    [{ limit: '0' }, 'limit', SEARCH_MESSAGES.limit],
    [{ limit: '2.5' }, 'limit', SEARCH_MESSAGES.limit],
    [{ searchTerm: 'a'.repeat(SEARCH_LIMITS.maxSearchTermLength + 1) }, 'searchTerm', SEARCH_MESSAGES.searchTerm],
    [{ type: 'castle' }, 'type', SEARCH_MESSAGES.type],
    [{ rentType: 'yearly' }, 'rentType', SEARCH_MESSAGES.rentType],
    [{ district: 'Atlantis' }, 'district', SEARCH_MESSAGES.district],
    [{ district: 'Kandy', city: 'Hikkaduwa' }, 'city', SEARCH_MESSAGES.city],
    [{ constructor: 'y' }, 'constructor', SEARCH_MESSAGES.unknownParameter('constructor')],
  ])('refuses %p', (query, field, message) => {
    expect(refusalOf(query)).toEqual([{ field, message }]);
  });

  it('takes the longest searchTerm and the edges of each number', () => {
    expect(parseSearchQuery({ searchTerm: 'a'.repeat(SEARCH_LIMITS.maxSearchTermLength) }, visitor).searchTerm).toHaveLength(
      SEARCH_LIMITS.maxSearchTermLength,
    );
    expect(parseSearchQuery({ startIndex: '0', limit: '1', minPrice: '0' }, visitor)).toMatchObject({
      startIndex: 0,
      limit: 1,
      minPrice: 0,
    });
  });

  it('gives every refusal at once, one per parameter', () => {
    expect(refusalOf({ colour: 'blue', sort: 'name', limit: '0' })).toEqual([
      { field: 'colour', message: SEARCH_MESSAGES.unknownParameter('colour') },
      { field: 'sort', message: SEARCH_MESSAGES.sort },
      { field: 'limit', message: SEARCH_MESSAGES.limit },
    ]);
  });
});

describe('searchQueryOf', () => {
  it('turns a full search into one condition per filter, its order with ties broken by id, and its page', () => {
    const filters = parseSearchQuery(
      {
        searchTerm: 'sea view (1+1)',
        type: 'apartment',
        rentType: 'monthly',
        district: 'Galle',
        city: 'Unawatuna',
        parking: 'true',
        aircondition: 'true',
        featured: 'true',
        minPrice: '20000',
        maxPrice: '90000',
        availableBy: '2027-01-15',
        furnished: 'false',
        sort: 'rent',
        order: 'asc',
        startIndex: '18',
        limit: '9',
      },
      visitor,
    );
    expect(searchQueryOf(filters)).toEqual({
      filter: {
        $and: [
          publicListingsFilter(),
          { type: 'apartment' },
          { rentType: 'monthly' },
          { district: 'Galle' },
          { city: 'Unawatuna' },
          { parking: true },
          { aircondition: true },
          { featured: true },
          { rent: { $gte: 20_000 } },
          { rent: { $lte: 90_000 } },
          { $or: [{ availableFrom: { $exists: false } }, { availableFrom: { $lte: '2027-01-15' } }] },
          { searchKeys: /sea/ },
          { searchKeys: /view/ },
          { searchKeys: /\(1\+1\)/ },
        ],
      },
      sort: { rent: 1, _id: 1 },
      skip: 18,
      limit: 9,
    });
  });

  it('applies every filter the search query has, as SEARCH_FILTERS declares it', () => {
    const everyFilter = Object.fromEntries(
      Object.entries(SEARCH_FILTERS).map(([name, { match }]) => [name, match === 'isTrue' ? true : match === 'allWords' ? 'x' : 1]),
    );
    const { filter } = searchQueryOf({ ...parseSearchQuery({}, visitor), ...everyFilter });
    expect(filter.$and).toHaveLength(1 + Object.keys(SEARCH_FILTERS).length);
  });

  it('asks only for approved listings, newest first, when nothing is asked', () => {
    expect(searchQueryOf(parseSearchQuery({}, visitor))).toEqual({
      filter: { $and: [publicListingsFilter()] },
      sort: { createdAt: -1, _id: -1 },
      skip: 0,
      limit: SEARCH_LIMITS.pageSize,
    });
  });

  it('matches each word of a searchTerm as literal text, whatever regular-expression characters it holds', () => {
    const { filter } = searchQueryOf(parseSearchQuery({ searchTerm: 'a.b*c$^[d]|e\\f/g-h' }, visitor));
    const [, termCondition] = filter.$and as [unknown, { searchKeys: RegExp }];
    expect(termCondition.searchKeys.test('a.b*c$^[d]|e\\f/g-h')).toBe(true);
    expect(termCondition.searchKeys.test('axb*c$^[d]|e\\f/g-h')).toBe(false);
  });

  it('asks for every word of a searchTerm in the search keys, normalised as the keys are', () => {
    // Case folded, spaces collapsed, a repeated word asked once, ZWJ and ZWNJ dropped (ශ්‍රී typed with and without the joiner).
    const { filter } = searchQueryOf(parseSearchQuery({ searchTerm: '  Room\tKANDY  room ශ්\u200dරී \u200cx' }, visitor));
    expect(filter.$and.slice(1)).toEqual([{ searchKeys: /room/ }, { searchKeys: /kandy/ }, { searchKeys: /ශ්රී/ }, { searchKeys: /x/ }]);
  });

  it("keeps a place's name of several words as one phrase, and a postal zone's number whole", () => {
    const termConditions = (searchTerm: string) =>
      (searchQueryOf(parseSearchQuery({ searchTerm }, visitor)).filter.$and.slice(1) as { searchKeys: RegExp }[]).map(
        (condition) => condition.searchKeys,
      );
    const [colombo7] = termConditions('Colombo 7');
    expect(termConditions('Colombo 7')).toHaveLength(1);
    expect(colombo7!.test('cinnamon gardens\ncolombo 7\nකොළඹ 7')).toBe(true);
    expect(colombo7!.test('colombo\n17 galle road')).toBe(false);
    expect(colombo7!.test('colombo 70')).toBe(false);
    expect(termConditions('annex mount lavinia').map(String)).toEqual(['/annex/', '/mount lavinia/']);
    expect(termConditions('කොළඹ 6 room').map(String)).toEqual(['/කොළඹ 6(?![0-9])/', '/room/']);
    // Words that spell no place stay words, in any order.
    expect(termConditions('room kandy').map(String)).toEqual(['/room/', '/kandy/']);
    expect(termConditions('7 colombo').map(String)).toEqual(['/7/', '/colombo/']);
  });

  it('keeps the text NFC, so a Tamil or Sinhala word typed decomposed matches the stored composed one', () => {
    const decomposed = 'கொ'.normalize('NFD');
    expect(decomposed).not.toBe('கொ');
    const { filter } = searchQueryOf(parseSearchQuery({ searchTerm: decomposed }, visitor));
    expect(filter.$and[1]).toEqual({ searchKeys: new RegExp('கொ') });
  });

  it(`refuses a searchTerm of more than ${SEARCH_LIMITS.maxSearchWords} words`, () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');
    expect(searchQueryOf(parseSearchQuery({ searchTerm: words(SEARCH_LIMITS.maxSearchWords) }, visitor)).filter.$and).toHaveLength(
      1 + SEARCH_LIMITS.maxSearchWords,
    );
    expect(() => parseSearchQuery({ searchTerm: words(SEARCH_LIMITS.maxSearchWords + 1) }, visitor)).toThrow();
  });
});

describe('prices compared like with like', () => {
  const conditionsOf = (query: Record<string, string>) => searchQueryOf(parseSearchQuery(query, visitor)).filter.$and.slice(1);

  it('compares monthly equivalents when no rent basis is chosen, which leaves houses for sale out', () => {
    expect(conditionsOf({ maxPrice: '20000' })).toEqual([{ monthlyRent: { $lte: 20_000 } }]);
    expect(conditionsOf({ type: 'hostel', minPrice: '5000' })).toEqual([{ type: 'hostel' }, { monthlyRent: { $gte: 5_000 } }]);
    const byRent = searchQueryOf(parseSearchQuery({ sort: 'rent', order: 'asc' }, visitor));
    expect(byRent.filter.$and.slice(1)).toEqual([{ monthlyRent: { $exists: true } }]);
    expect(byRent.sort).toEqual({ monthlyRent: 1, _id: 1 });
  });

  it('compares the rent itself when a basis is chosen, and sale prices only with type=fullhousesale', () => {
    expect(conditionsOf({ rentType: 'daily', maxPrice: '5000' })).toEqual([{ rentType: 'daily' }, { rent: { $lte: 5_000 } }]);
    expect(conditionsOf({ type: 'fullhousesale', maxPrice: '30000000' })).toEqual([
      { type: 'fullhousesale' },
      { rent: { $lte: 30_000_000 } },
    ]);
    expect(searchQueryOf(parseSearchQuery({ type: 'fullhousesale', sort: 'rent' }, visitor)).sort).toEqual({ rent: -1, _id: -1 });
  });

  it('keeps the place parameters apart from the filters, for the service to resolve', () => {
    const filters = parseSearchQuery({ near: 'kandy', radiusKm: '2', bbox: '80.5,7.2,80.7,7.4', sort: 'distance', type: 'annex' }, visitor);
    expect(filters).toMatchObject({ type: 'annex', sort: 'distance', place: { near: 'kandy', radiusKm: 2, bbox: '80.5,7.2,80.7,7.4' } });
    expect(filters).not.toHaveProperty('near');
    expect(searchQueryOf(filters).filter.$and).toEqual([publicListingsFilter(), { type: 'annex' }]);
  });
});
