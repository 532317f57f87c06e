import type { Listing } from '@nivasa/contracts/api';
import { parseSearchFilters } from '@nivasa/contracts/search-url';
import { activeFilterCount, nextStartIndex, searchHeading } from './search-filters';
import { filtersOf, formValuesOf } from './filter-form-values';

/** A search with every filter set, as its address gives it. */
const everyFilter = parseSearchFilters(
  new URLSearchParams(
    'searchTerm=near+campus&type=annex&parking=true&furnished=true&kitchen=true&aircondition=true&hotwater=true' +
      '&district=Kandy&city=Peradeniya&rentType=monthly&minPrice=10000&maxPrice=60000&availableBy=2026-12-01&sort=rent&order=asc',
  ),
);

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
  expect(activeFilterCount({ availableBy: '2026-12-01' })).toBe(1);
  expect(activeFilterCount({})).toBe(0);
});

test('the filter form shows the filters, and gives back the same', () => {
  const values = formValuesOf(everyFilter);

  expect(Object.keys(everyFilter)).toHaveLength(15);
  expect(values.sort).toBe('rent-asc');
  expect(values.availableBy).toBe('2026-12-01');
  // The facilities in the one list's order.
  expect(values.facilities).toEqual(['parking', 'furnished', 'kitchen', 'hotwater', 'aircondition']);
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
