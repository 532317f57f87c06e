/**
 * Which saved searches a newly public listing matches, without running every saved search: each
 * saved search keeps its filters as index keys (`match`), a listing finds its candidates by one
 * indexed query on them (candidateSearchesFilter), and each candidate is then checked exactly
 * (matchesSavedSearch) with the search's own filter semantics (SEARCH_FILTERS, priceFieldOf,
 * phrasePattern, isInArea), so an alert finds what the search page would.
 */
import type { GeoPoint } from '@nivasa/contracts/geo';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { GEO_PARAMETERS, SEARCH_FILTERS, type SearchFilter, type SearchFilterParameter } from '@nivasa/contracts/search-query';
import { searchPhrasesOf } from '@nivasa/contracts/search-keys';
import type { QueryFilter } from 'mongoose';
import { boundsOfArea, isInArea, type SearchArea, searchAreaOf } from '../listings/geo-query';
import { isPublicListing } from '../listings/public-listings.filter';
import { phrasePattern, priceFieldOf } from '../listings/search-query';
import type { Listing } from '../listings/schemas/listing.schema';
import type { SavedSearch } from './schemas/saved-search.schema';

/** A key a saved search does not narrow by: any value matches. */
export const ANY = '*';

/**
 * A saved search's filters as the candidates' query reads them. Every key is always present (a
 * filter not asked for holds ANY, or bounds that hold every value), so the query needs no $or
 * over missing fields and the index on type, district and town serves it.
 */
export interface SavedSearchMatch {
  type: string;
  district: string;
  city: string;
  /** The price field the search compares (priceFieldOf), 'none' without a price bound. */
  priceField: 'none' | 'rent' | 'monthlyRent';
  minPrice: number;
  maxPrice: number;
  /** Whether the search is near a place or a point, or within a view or a drawn area. */
  hasArea: boolean;
  /** The range every point of the area lies in (all of the globe without an area). */
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  /** The centre of a search near a place (resolved from the gazetteer when saved) or a point. */
  centre?: GeoPoint;
}

/** A listing as the match reads it. */
export type MatchableListing = Pick<Listing, 'type' | 'district' | 'city' | 'rent'> &
  Partial<
    Pick<
      Listing,
      | 'rentType'
      | 'monthlyRent'
      | 'availableFrom'
      | 'searchKeys'
      | 'publicLat'
      | 'publicLng'
      | 'status'
      | 'hiddenByReports'
      | 'ownerBlocked'
      | 'expiresAt'
      | 'featured'
      | 'parking'
      | 'furnished'
      | 'kitchen'
      | 'hotwater'
      | 'aircondition'
    >
  >;

const hasGeo = (filters: SearchFilters) => GEO_PARAMETERS.some((name) => filters[name] !== undefined);

/** The search's area, its centre given (a near place's, resolved by the caller; or lat and lng). */
export function areaOf(filters: SearchFilters, centre: GeoPoint | undefined): SearchArea | undefined {
  if (!hasGeo(filters)) return undefined;
  const point = centre ?? (filters.lat !== undefined && filters.lng !== undefined ? { lat: filters.lat, lng: filters.lng } : undefined);
  return searchAreaOf(filters, point, false);
}

/** The index keys of a saved search's filters; `centre` is the near place's, when it names one. */
export function savedSearchMatchOf(filters: SearchFilters, centre?: GeoPoint): SavedSearchMatch {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const area = areaOf(filters, centre);
  const bounds = area ? boundsOfArea(area) : undefined;
  return {
    type: filters.type ?? ANY,
    district: filters.district ?? ANY,
    city: filters.city ?? ANY,
    priceField: priced ? priceFieldOf(filters) : 'none',
    minPrice: filters.minPrice ?? 0,
    maxPrice: filters.maxPrice ?? Number.MAX_SAFE_INTEGER,
    hasArea: area !== undefined,
    minLat: bounds?.minLat ?? -90,
    maxLat: bounds?.maxLat ?? 90,
    minLng: bounds?.minLng ?? -180,
    maxLng: bounds?.maxLng ?? 180,
    ...(area?.centre ? { centre: area.centre } : {}),
  };
}

/**
 * The saved searches (not paused) that may match the listing: its type, district and town or
 * ANY (an index lookup of at most eight ranges), its price within their bounds on the field each
 * compares, its point within their area's range. Every one found is then checked exactly.
 */
export function candidateSearchesFilter(listing: MatchableListing): QueryFilter<SavedSearch> {
  const prices: QueryFilter<SavedSearch>[] = [
    { 'match.priceField': 'none' as const },
    { 'match.priceField': 'rent' as const, 'match.minPrice': { $lte: listing.rent }, 'match.maxPrice': { $gte: listing.rent } },
    ...(listing.monthlyRent !== undefined
      ? [
          {
            'match.priceField': 'monthlyRent' as const,
            'match.minPrice': { $lte: listing.monthlyRent },
            'match.maxPrice': { $gte: listing.monthlyRent },
          },
        ]
      : []),
  ];
  const place: QueryFilter<SavedSearch> =
    listing.publicLat !== undefined && listing.publicLng !== undefined
      ? {
          'match.minLat': { $lte: listing.publicLat },
          'match.maxLat': { $gte: listing.publicLat },
          'match.minLng': { $lte: listing.publicLng },
          'match.maxLng': { $gte: listing.publicLng },
        }
      : { 'match.hasArea': false };
  return {
    'match.type': { $in: [ANY, listing.type] },
    'match.district': { $in: [ANY, listing.district] },
    'match.city': { $in: [ANY, listing.city] },
    paused: false,
    $and: [{ $or: prices }, place],
  };
}

/** Whether the listing's value meets one filter, as the search's query builder applies it (listings/search-query.ts). */
function meets(
  filter: { match: SearchFilter['match']; field: string },
  value: string | number | boolean,
  listing: MatchableListing,
): boolean {
  const own: unknown = (listing as unknown as Record<string, unknown>)[filter.field];
  switch (filter.match) {
    case 'equals':
      return own === value;
    case 'isTrue':
      return value !== true || own === true;
    case 'atLeast':
      return typeof own === 'number' && own >= (value as number);
    case 'atMost':
      return typeof own === 'number' && own <= (value as number);
    case 'atMostOrNone':
      return own === undefined || own === null || (typeof own === 'string' && own <= String(value));
    case 'allWords':
      return searchPhrasesOf(String(value)).every((phrase) => phrasePattern(phrase).test(String(own ?? '')));
  }
}

/**
 * Whether a public listing is one the saved search finds: every filter it asks, as the search
 * applies it, and within its area. A listing that is not public (pending, disapproved, expired,
 * hidden by reports, of a blocked owner) matches nothing.
 */
export function matchesSavedSearch(
  listing: MatchableListing,
  filters: SearchFilters,
  match: Pick<SavedSearchMatch, 'centre'>,
  now = new Date(),
): boolean {
  if (!isPublicListing(listing, now)) return false;
  const priceField = priceFieldOf(filters);
  const meetsFilters = Object.entries<SearchFilter>(SEARCH_FILTERS).every(([name, filter]) => {
    const value = filters[name as SearchFilterParameter & keyof SearchFilters];
    if (value === undefined) return true;
    return meets(filter.field === 'rent' ? { ...filter, field: priceField } : filter, value, listing);
  });
  if (!meetsFilters) return false;
  const area = areaOf(filters, match.centre);
  if (!area) return true;
  return (
    listing.publicLat !== undefined && listing.publicLng !== undefined && isInArea({ lat: listing.publicLat, lng: listing.publicLng }, area)
  );
}
