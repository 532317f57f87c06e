import { searchKeysOf } from '@nivasa/contracts/search-keys';
import { readSavedSearchQuery } from '@nivasa/contracts/saved-search-schema';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { ANY, candidateSearchesFilter, type MatchableListing, matchesSavedSearch, savedSearchMatchOf } from './saved-search-match';

const now = new Date('2026-11-26T06:00:00Z');

/** An annex in Wellawatte at Rs. 35,000 a month, approved and up for another month. */
function annex(overrides: Partial<MatchableListing> = {}): MatchableListing {
  const content = {
    name: 'Quiet annex near Wellawatte station',
    description: 'Sea view, own entrance.',
    address: '12 Station Road',
    district: 'Colombo',
    city: 'Wellawatte',
    type: 'annex',
  } as const;
  return {
    ...content,
    rent: 35_000,
    rentType: 'monthly',
    monthlyRent: 35_000,
    parking: true,
    furnished: false,
    searchKeys: searchKeysOf(content),
    publicLat: 6.8745,
    publicLng: 79.8605,
    status: 'approved',
    expiresAt: new Date('2026-12-26T00:00:00Z'),
    ...overrides,
  };
}

const filtersOf = (query: string): SearchFilters => {
  const read = readSavedSearchQuery(query);
  if (!read.success) throw new Error(JSON.stringify(read.errors));
  return read.filters;
};
const matches = (listing: MatchableListing, query: string, centre?: { lat: number; lng: number }) => {
  const filters = filtersOf(query);
  return matchesSavedSearch(listing, filters, savedSearchMatchOf(filters, centre), now);
};

describe('whether a listing matches a saved search', () => {
  it('applies each filter as the search does: type, place, price, facilities, words', () => {
    expect(matches(annex(), 'type=annex&district=Colombo&city=Wellawatte&maxPrice=40000')).toBe(true);
    expect(matches(annex(), 'type=hostel&district=Colombo')).toBe(false);
    expect(matches(annex(), 'district=Kandy')).toBe(false);
    expect(matches(annex(), 'district=Colombo&maxPrice=30000')).toBe(false);
    expect(matches(annex(), 'district=Colombo&minPrice=35000&maxPrice=35000')).toBe(true);
    expect(matches(annex(), 'district=Colombo&parking=true')).toBe(true);
    expect(matches(annex(), 'district=Colombo&furnished=true')).toBe(false);
    expect(matches(annex(), 'searchTerm=sea+view')).toBe(true);
    expect(matches(annex(), 'searchTerm=colombo+6')).toBe(true);
    expect(matches(annex(), 'searchTerm=pool')).toBe(false);
  });

  it('compares a day’s rent as a month’s unless a basis is asked, and never a sale with rents', () => {
    const daily = annex({ rent: 1_500, rentType: 'daily', monthlyRent: 45_000 });
    expect(matches(daily, 'district=Colombo&maxPrice=40000')).toBe(false);
    expect(matches(daily, 'district=Colombo&rentType=daily&maxPrice=2000')).toBe(true);
    const sale = annex({ type: 'fullhousesale', rent: 30_000_000, rentType: undefined, monthlyRent: undefined });
    expect(matches(sale, 'district=Colombo&maxPrice=40000')).toBe(false);
    expect(matches(sale, 'type=fullhousesale&minPrice=20000000')).toBe(true);
  });

  it('takes a day free by the date asked, or free now', () => {
    expect(matches(annex({ availableFrom: '2027-01-10' }), 'district=Colombo&availableBy=2027-01-01')).toBe(false);
    expect(matches(annex({ availableFrom: '2026-12-20' }), 'district=Colombo&availableBy=2027-01-01')).toBe(true);
    expect(matches(annex(), 'district=Colombo&availableBy=2027-01-01')).toBe(true);
  });

  it('finds a listing near a place, near a point or in a drawn area by its public point', () => {
    const wellawatte = { lat: 6.8741, lng: 79.8612 };
    expect(matches(annex(), 'near=wellawatte&radiusKm=2', wellawatte)).toBe(true);
    expect(matches(annex({ publicLat: 6.95, publicLng: 79.86 }), 'near=wellawatte&radiusKm=2', wellawatte)).toBe(false);
    expect(matches(annex(), 'lat=6.87&lng=79.86&radiusKm=1')).toBe(true);
    expect(matches(annex(), 'polygon=79.85%2C6.86%3B79.87%2C6.86%3B79.87%2C6.89%3B79.85%2C6.89')).toBe(true);
    expect(matches(annex(), 'polygon=79.9%2C6.86%3B79.95%2C6.86%3B79.95%2C6.89')).toBe(false);
    expect(matches(annex({ publicLat: undefined, publicLng: undefined }), 'lat=6.87&lng=79.86&radiusKm=1')).toBe(false);
  });

  it('never matches a listing the public cannot see', () => {
    const query = 'district=Colombo';
    expect(matches(annex({ status: 'pending' }), query)).toBe(false);
    expect(matches(annex({ status: 'disapproved' }), query)).toBe(false);
    expect(matches(annex({ expiresAt: new Date('2026-11-01T00:00:00Z') }), query)).toBe(false);
    expect(matches(annex({ hiddenByReports: true }), query)).toBe(false);
    expect(matches(annex({ ownerBlocked: true }), query)).toBe(false);
  });
});

describe('the index keys of a saved search, and a listing’s candidates', () => {
  it('keeps every key, ANY or the bounds of everything for a filter not asked', () => {
    expect(savedSearchMatchOf(filtersOf('district=Kandy'))).toEqual({
      type: ANY,
      district: 'Kandy',
      city: ANY,
      priceField: 'none',
      minPrice: 0,
      maxPrice: Number.MAX_SAFE_INTEGER,
      hasArea: false,
      minLat: -90,
      maxLat: 90,
      minLng: -180,
      maxLng: 180,
    });
    const near = savedSearchMatchOf(filtersOf('type=annex&maxPrice=40000&lat=6.87&lng=79.86&radiusKm=1'));
    expect(near).toMatchObject({
      type: 'annex',
      priceField: 'monthlyRent',
      maxPrice: 40_000,
      hasArea: true,
      centre: { lat: 6.87, lng: 79.86 },
    });
    expect(near.minLat).toBeCloseTo(6.861, 3);
    expect(near.maxLng).toBeCloseTo(79.869, 3);
  });

  it('looks a listing up by its type, district and town or ANY, its price on each field, and its point', () => {
    expect(candidateSearchesFilter(annex())).toEqual({
      'match.type': { $in: [ANY, 'annex'] },
      'match.district': { $in: [ANY, 'Colombo'] },
      'match.city': { $in: [ANY, 'Wellawatte'] },
      paused: false,
      $and: [
        {
          $or: [
            { 'match.priceField': 'none' },
            { 'match.priceField': 'rent', 'match.minPrice': { $lte: 35_000 }, 'match.maxPrice': { $gte: 35_000 } },
            { 'match.priceField': 'monthlyRent', 'match.minPrice': { $lte: 35_000 }, 'match.maxPrice': { $gte: 35_000 } },
          ],
        },
        {
          'match.minLat': { $lte: 6.8745 },
          'match.maxLat': { $gte: 6.8745 },
          'match.minLng': { $lte: 79.8605 },
          'match.maxLng': { $gte: 79.8605 },
        },
      ],
    });
    const unplaced = candidateSearchesFilter(
      annex({ type: 'fullhousesale', monthlyRent: undefined, publicLat: undefined, publicLng: undefined }),
    );
    expect(unplaced.$and).toEqual([
      { $or: [{ 'match.priceField': 'none' }, expect.objectContaining({ 'match.priceField': 'rent' })] },
      { 'match.hasArea': false },
    ]);
  });
});
