import type { Listing } from '@nivasa/contracts/api';
import { searchPath, type SearchFilters } from '@nivasa/contracts/paths';
import { activeFilterCount, nextStartIndex, parseSearchFilters, searchApiPath, searchHeading, sortValueOf } from './search-filters';
import { filtersOf, formValuesOf } from './filter-form-values';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));
const queryOf = (path: string) => path.slice(path.indexOf('?') + 1);

const everyFilter: SearchFilters = {
  searchTerm: 'near campus & lake',
  type: 'annex',
  parking: true,
  furnished: true,
  kitchen: true,
  aircondition: true,
  hotwater: true,
  district: 'Kandy',
  city: 'Peradeniya',
  rentType: 'monthly',
  minPrice: 10000,
  maxPrice: 60000,
  sort: 'rent',
  order: 'asc',
};

test('every filter survives the address: searchPath, then parse, gives the same filters', () => {
  const path = searchPath(everyFilter);

  expect(path.startsWith('/search?searchTerm=near%20campus%20%26%20lake&type=annex&parking=true')).toBe(true);
  expect(parse(queryOf(path))).toEqual(everyFilter);
});

test('a parsed address is canonical: written back, it is the same address', () => {
  const messy = 'maxPrice=5000&zz=1&type=hostel&order=asc&sort=createdAt&district=Galle&furnished=true';
  const once = searchPath(parse(messy));

  expect(once).toBe('/search?type=hostel&furnished=true&district=Galle&maxPrice=5000&sort=createdAt&order=asc');
  expect(searchPath(parse(queryOf(once)))).toBe(once);
});

test('no parameters: no filters, and the plain search address', () => {
  expect(parse('')).toEqual({});
  expect(searchPath(parse(''))).toBe('/search');
});

test('junk values are left out, and the sensible rest is kept', () => {
  expect(
    parse(
      'type=castle&rentType=hourly&district=Atlantis&city=Peradeniya&parking=yes&kitchen=false&minPrice=-5&maxPrice=1e6&sort=name&order=desc&utm_source=whatsapp',
    ),
  ).toEqual({});
  expect(parse('minPrice=12abc&maxPrice=%2050')).toEqual({});
  expect(parse('type[$ne]=annex&type=annex')).toEqual({ type: 'annex' });
});

test('a town is kept only with its own district; a rent basis never with a house for sale', () => {
  expect(parse('district=Galle&city=Peradeniya')).toEqual({ district: 'Galle' });
  expect(parse('city=Peradeniya')).toEqual({});
  expect(parse('district=Kandy&city=Peradeniya')).toEqual({ district: 'Kandy', city: 'Peradeniya' });
  expect(parse('type=fullhousesale&rentType=monthly')).toEqual({ type: 'fullhousesale' });
  expect(parse('type=hostel&rentType=weekly')).toEqual({ type: 'hostel', rentType: 'weekly' });
});

test('the search term is trimmed and cut to the longest the API takes; blank is none', () => {
  expect(parse('searchTerm=%20%20pool%20')).toEqual({ searchTerm: 'pool' });
  expect(parse('searchTerm=%20%20')).toEqual({});
  expect(parse(`searchTerm=${'a'.repeat(150)}`).searchTerm).toHaveLength(100);
});

test('sort: Latest is the default and left out; an order alone or a sort alone', () => {
  expect(parse('sort=createdAt&order=desc')).toEqual({});
  expect(parse('sort=rent')).toEqual({ sort: 'rent', order: 'desc' });
  expect(parse('order=asc')).toEqual({});
  expect(sortValueOf(parse('sort=rent&order=desc'))).toBe('rent-desc');
  expect(sortValueOf({})).toBe('createdAt-desc');
});

test('the API path carries the filters, then the page', () => {
  expect(searchApiPath({ type: 'annex', district: 'Kandy', parking: true }, 0)).toBe(
    '/api/listing/get?type=annex&district=Kandy&parking=true&startIndex=0&limit=9',
  );
  expect(searchApiPath({ searchTerm: 'sea view' }, 18)).toBe('/api/listing/get?searchTerm=sea%20view&startIndex=18&limit=9');
});

describe('Show More', () => {
  const listings = (count: number) => Array.from({ length: count }, (_, index) => ({ _id: String(index) }) as Listing);

  test('after a full page it asks for the next one, from the listings loaded so far', () => {
    const first = listings(9);
    expect(nextStartIndex(first, [first])).toBe(9);
    const second = listings(9);
    expect(nextStartIndex(second, [first, second])).toBe(18);
  });

  test('a load of fewer than 9 ends it', () => {
    expect(nextStartIndex(listings(8), [listings(8)])).toBeUndefined();
    expect(nextStartIndex(listings(0), [listings(9), listings(0)])).toBeUndefined();
    expect(nextStartIndex(listings(3), [listings(9), listings(3)])).toBeUndefined();
  });
});

test('the heading names the kind of place, the words and the place searched', () => {
  expect(searchHeading({})).toBe('Places to stay');
  expect(searchHeading({ type: 'annex', district: 'Kandy' })).toBe('Annexes in Kandy');
  expect(searchHeading({ type: 'annex', district: 'Kandy', city: 'Peradeniya' })).toBe('Annexes in Peradeniya');
  expect(searchHeading({ searchTerm: 'pool' })).toBe('Places matching “pool”');
  expect(searchHeading({ parking: true, sort: 'rent', order: 'asc' })).toBe('Places to stay');
});

test('the filter count leaves the order out', () => {
  expect(activeFilterCount({ type: 'annex', parking: true, sort: 'rent', order: 'asc' })).toBe(2);
  expect(activeFilterCount({})).toBe(0);
});

test('the filter form shows the filters, and gives back the same', () => {
  const values = formValuesOf(everyFilter);

  expect(values.sort).toBe('rent-asc');
  expect(values.facilities).toEqual(['parking', 'furnished', 'kitchen', 'aircondition', 'hotwater']);
  expect(filtersOf(values)).toEqual(everyFilter);
  expect(filtersOf(formValuesOf({}))).toEqual({});
});

test("the form's cleared fields and a half-typed price ask for nothing", () => {
  expect(
    filtersOf({
      searchTerm: '  ',
      minPrice: null,
      maxPrice: 2.5,
      sort: 'createdAt-desc',
      facilities: [],
      type: 'fullhousesale',
      rentType: 'daily',
    }),
  ).toEqual({ type: 'fullhousesale' });
});
