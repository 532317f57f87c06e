import type { Listing } from '@nivasa/contracts/api';
import { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { PLACE_NAMES_SI } from '@nivasa/contracts/place-names.si';
import { parseSearchFilters } from '@nivasa/contracts/search-url';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { ENGLISH_PLACE_NAMES, placeNamesIn } from '@nivasa/ui/place-names';
import { SEARCH_HEADING_TEXT } from '../messages';
import { SEARCH_HEADING_TEXT as SEARCH_HEADING_TEXT_SI } from '../messages.si';
import {
  activeFilterCount,
  type HeadingWords,
  keptWhere,
  nextStartIndex,
  searchForPlace,
  searchHeading,
  searchOfAddress,
} from './search-filters';
import { filtersOf, formValuesOf } from './filter-form-values';

const ENGLISH: HeadingWords = { text: SEARCH_HEADING_TEXT.en, types: LISTING_TYPE_TEXT, places: ENGLISH_PLACE_NAMES };

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
  expect(searchHeading({}, ENGLISH)).toBe('Places to stay');
  expect(searchHeading({ type: 'annex', district: 'Kandy' }, ENGLISH)).toBe('Annexes in Kandy');
  expect(searchHeading({ type: 'annex', district: 'Kandy', city: 'Peradeniya' }, ENGLISH)).toBe('Annexes in Peradeniya');
  expect(searchHeading({ searchTerm: 'pool' }, ENGLISH)).toBe('Places matching “pool”');
  expect(searchHeading({ parking: true, sort: 'rent', order: 'asc' }, ENGLISH)).toBe('Places to stay');
});

test('a Sinhala heading names the place in Sinhala, first, as Sinhala orders it', async () => {
  const sinhala: HeadingWords = {
    text: SEARCH_HEADING_TEXT_SI,
    types: await LISTING_TYPE_CATALOGUE.load('si'),
    places: placeNamesIn(PLACE_NAMES_SI),
  };
  const annexes = sinhala.types.annex.categoryLabel;
  expect(searchHeading({ type: 'annex', district: 'Kandy' }, sinhala)).toBe(`මහනුවර ප්‍රදේශයේ ${annexes}`);
  expect(searchHeading({ type: 'annex', district: 'Colombo', city: 'Nugegoda' }, sinhala)).toBe(`නුගේගොඩ ප්‍රදේශයේ ${annexes}`);
  expect(searchHeading({ searchTerm: 'pool' }, sinhala)).toBe('“pool” ට ගැළපෙන ස්ථාන');
});

test('a term with more words than a search takes is searched by its first words, and says so', () => {
  const words = 'quiet annex near the campus with parking and a garden';
  const { filters, termCut } = searchOfAddress(new URLSearchParams({ searchTerm: words, district: 'Kandy' }));
  expect(termCut).toBe(true);
  expect(filters).toEqual({ searchTerm: 'quiet annex near the campus with parking and', district: 'Kandy' });
  expect(searchOfAddress(new URLSearchParams({ searchTerm: 'quiet annex' }))).toEqual({
    filters: { searchTerm: 'quiet annex' },
    termCut: false,
  });
  // A word said twice is one word to search.
  expect(searchOfAddress(new URLSearchParams({ searchTerm: 'a a a a a a a a a b' })).termCut).toBe(false);
  // The filter form keeps the first words too, rather than dropping the term.
  expect(filtersOf({ ...formValuesOf({}), searchTerm: words }).searchTerm).toBe('quiet annex near the campus with parking and');
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

describe('a place chosen among the suggestions', () => {
  const place = (kind: 'district' | 'town' | 'campus', id: string, name: string, district: 'Colombo' | 'Kandy') => ({
    id,
    kind,
    name,
    names: { en: name, si: name, ta: name },
    district,
    lat: 7,
    lng: 80,
  });

  test('replaces the words and any other place, keeping the other filters and the order', () => {
    const filters = { searchTerm: 'kandy', type: 'annex', district: 'Kandy', parking: true, sort: 'rent', order: 'asc' } as const;
    expect(searchForPlace(filters, place('district', 'colombo', 'Colombo', 'Colombo'))).toEqual({
      type: 'annex',
      parking: true,
      district: 'Colombo',
      sort: 'rent',
      order: 'asc',
    });
    expect(searchForPlace(filters, place('town', 'nugegoda', 'Nugegoda', 'Colombo'))).toEqual({
      type: 'annex',
      parking: true,
      district: 'Colombo',
      city: 'Nugegoda',
      sort: 'rent',
      order: 'asc',
    });
  });

  test('a campus searches 5 km around it, nearest first, instead of a district', () => {
    expect(
      searchForPlace(
        { district: 'Kandy', maxPrice: 30000 },
        place('campus', 'university-of-moratuwa', 'University of Moratuwa', 'Colombo'),
      ),
    ).toEqual({
      maxPrice: 30000,
      near: 'university-of-moratuwa',
      radiusKm: 5,
      sort: 'distance',
      order: 'asc',
    });
  });

  test("the form's filters keep the search's centre, which no field holds", () => {
    expect(
      keptWhere({ type: 'hostel' }, { near: 'university-of-moratuwa', radiusKm: 5, type: 'annex', sort: 'distance', order: 'asc' }),
    ).toEqual({
      type: 'hostel',
      near: 'university-of-moratuwa',
      radiusKm: 5,
    });
  });
});
