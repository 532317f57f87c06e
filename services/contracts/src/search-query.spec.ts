import { fieldErrorOf } from './field-errors';
import { SEARCH_LIMITS } from './limits';
import { SEARCH_MESSAGES } from './listing-messages';
import { readSearchQuery } from './search-query';
import { parseSearchFilters } from './search-url';

const address = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe('the one search parser', () => {
  it('reads every parameter as the API takes it', () => {
    expect(
      readSearchQuery({
        searchTerm: ' pool ',
        type: 'annex',
        district: 'Kandy',
        city: 'Peradeniya',
        parking: 'true',
        kitchen: 'false',
        minPrice: '100',
        availableBy: '2026-12-01',
        limit: '500',
        startIndex: '9',
      }),
    ).toEqual({
      success: true,
      query: {
        searchTerm: 'pool',
        type: 'annex',
        district: 'Kandy',
        city: 'Peradeniya',
        parking: true,
        kitchen: false,
        minPrice: 100,
        availableBy: '2026-12-01',
        limit: SEARCH_LIMITS.maxPageSize,
        startIndex: 9,
      },
    });
  });

  it('refuses for the API, each parameter with its code: unknown, repeated, operator, and bad values', () => {
    expect(readSearchQuery({ colour: 'blue', type: ['annex', 'hostel'], x: { $ne: 1 }, availableBy: '1 Dec', limit: '0' })).toEqual({
      success: false,
      errors: [
        fieldErrorOf('type', 'FIELD_REPEATED', SEARCH_MESSAGES.repeated('type')),
        fieldErrorOf('x[$ne]', 'FIELD_NOT_ALLOWED', SEARCH_MESSAGES.unknownParameter('x[$ne]')),
        fieldErrorOf('colour', 'FIELD_NOT_ALLOWED', SEARCH_MESSAGES.unknownParameter('colour')),
        fieldErrorOf('availableBy', 'FIELD_INVALID', SEARCH_MESSAGES.availableBy),
        fieldErrorOf('limit', 'FIELD_TOO_SMALL', SEARCH_MESSAGES.limit, { min: 1 }),
      ],
    });
  });

  it('reads an address with the same parser, leaving out what it refuses rather than failing', () => {
    expect(address('type=castle&availableBy=2026-12-01&minPrice=abc&district=Kandy&city=Galle&utm_source=x')).toEqual({
      district: 'Kandy',
      availableBy: '2026-12-01',
    });
    expect(address('availableBy=2026-02-30&type=annex')).toEqual({ type: 'annex' });
  });

  it('gives the address and the API the same reading of the same text', () => {
    const text =
      'searchTerm=sea&type=apartment&district=Galle&city=Hikkaduwa&parking=true&maxPrice=50000&availableBy=2027-01-15&sort=rent&order=asc';
    const api = readSearchQuery(Object.fromEntries(new URLSearchParams(text)));
    expect(api.success && api.query).toEqual(address(text));
  });
});
