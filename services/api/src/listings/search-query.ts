import type { ListingStatus } from '@nivasa/contracts/api';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { hasRentBasis } from '@nivasa/contracts/listing-types';
import {
  GEO_PARAMETERS,
  type GeoParameter,
  type ListingSearchQuery,
  readSearchQuery,
  SEARCH_FILTERS,
  type SearchFilter,
  type SearchFilterParameter,
} from '@nivasa/contracts/search-query';
import { searchPhrasesOf } from '@nivasa/contracts/search-keys';
import type { QueryFilter } from 'mongoose';
import { validationFailed } from '../common/validation';
import { publicListingsFilter } from './public-listings.filter';
import type { Listing } from './schemas/listing.schema';

/**
 * A search as ListingsRepository.search runs it: plain checked values, never the caller's
 * objects. Each filter given narrows the listings as SEARCH_FILTERS says.
 */
export type ListingSearchFilters = Partial<Pick<ListingSearchQuery, SearchFilterParameter>> & {
  status: ListingStatus;
  sort: 'rent' | 'createdAt' | 'distance';
  order: 'asc' | 'desc';
  startIndex: number;
  limit: number;
  /** Where on the map, as asked (a place still by its id): the service resolves it (see geo-query.ts). */
  place?: SearchPlaceParameters;
};

export type SearchPlaceParameters = Partial<Pick<ListingSearchQuery, GeoParameter>>;

/**
 * Reads a search's query string with the contracts' one search parser (which the search page
 * reads its address with too), refusing each bad parameter as a field error. `status` is an
 * admin's choice only: everyone else gets approved listings.
 */
export function parseSearchQuery(query: Record<string, unknown>, caller: { isAdmin: boolean }): ListingSearchFilters {
  const result = readSearchQuery(query);
  if (!result.success) throw validationFailed(result.errors);
  const { sort, order, startIndex, limit, status, ...filters } = result.query;
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  const isPlace = ([name]: [string, unknown]) => (GEO_PARAMETERS as readonly string[]).includes(name);
  const place = given.filter(isPlace);
  return {
    status: caller.isAdmin && status ? status : PUBLIC_LISTING_STATUS,
    ...Object.fromEntries(given.filter((entry) => !isPlace(entry))),
    ...(place.length > 0 ? { place: Object.fromEntries(place) as SearchPlaceParameters } : {}),
    sort: sort ?? 'createdAt',
    order: order ?? 'desc',
    startIndex: startIndex ?? 0,
    limit: limit ?? SEARCH_LIMITS.pageSize,
  };
}

/**
 * The text as a pattern that matches only itself: every regular-expression character escaped,
 * and NUL written as its escape, since a BSON regular expression cannot hold the character.
 * Case-sensitive: search words and keys are both case folded (search-words.ts).
 */
export function literalPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&').replace(/\0/g, '\\x00'));
}

/**
 * A search word or place phrase as a literal pattern; a place's name ending in a number ends
 * there ("colombo 1" does not find "colombo 10").
 */
export function phrasePattern(phrase: string): RegExp {
  const pattern = literalPattern(phrase);
  return phrase.includes(' ') && /[0-9]$/.test(phrase) ? new RegExp(`${pattern.source}(?![0-9])`) : pattern;
}

/** A search as the database runs it: the filter, the order (ties broken by id), and the page. */
export interface ListingSearchQueryPlan {
  /** The conditions; a search by distance on a real MongoDB adds its $nearSphere beside them (geo-query.ts). */
  filter: { $and: QueryFilter<Listing>[]; publicPoint?: object };
  sort: Record<string, 1 | -1>;
  skip: number;
  limit: number;
}

/**
 * What a price filter and sort=rent compare: a sale's price with type=fullhousesale, the rent
 * itself when a rent basis is chosen (all listings found have it), and otherwise each rent as a
 * month's (monthlyRent), which a house for sale has none of, so sales never mix with rents.
 */
export function priceFieldOf(filters: Pick<ListingSearchFilters, 'type' | 'rentType'>): 'rent' | 'monthlyRent' {
  return (filters.type && !hasRentBasis(filters.type)) || filters.rentType !== undefined ? 'rent' : 'monthlyRent';
}

/** The conditions one filter adds for the value asked for (none for an unticked box). */
function conditionsOf(filter: { match: SearchFilter['match']; field: string }, value: string | number | boolean): QueryFilter<Listing>[] {
  switch (filter.match) {
    case 'equals':
      return [{ [filter.field]: value }];
    case 'isTrue':
      return value === true ? [{ [filter.field]: true }] : [];
    case 'atLeast':
      return [{ [filter.field]: { $gte: value } }];
    case 'atMost':
      return [{ [filter.field]: { $lte: value } }];
    case 'atMostOrNone':
      // Stored days are plain YYYY-MM-DD, so text order is date order.
      return [{ $or: [{ [filter.field]: { $exists: false } }, { [filter.field]: { $lte: value } }] }];
    case 'allWords':
      return searchPhrasesOf(String(value)).map((phrase) => ({ [filter.field]: phrasePattern(phrase) }));
  }
}

/**
 * The one search query: each filter given adds its conditions, in SEARCH_FILTERS' order. The
 * searchTerm's words (a place's name of several words as one phrase) are each matched as escaped
 * literal text in the listing's search keys: no $text, which MongoDB has for neither Sinhala nor
 * Tamil and the embedded engine not at all.
 */
export function searchQueryOf(filters: ListingSearchFilters): ListingSearchQueryPlan {
  const priceField = priceFieldOf(filters);
  const conditions: QueryFilter<Listing>[] = [
    filters.status === PUBLIC_LISTING_STATUS ? publicListingsFilter() : { status: filters.status },
    ...Object.entries<SearchFilter>(SEARCH_FILTERS).flatMap(([name, filter]) => {
      const value = filters[name as SearchFilterParameter];
      if (value === undefined) return [];
      return conditionsOf(filter.field === 'rent' ? { ...filter, field: priceField } : filter, value);
    }),
    // Ordered by monthly rent, a house for sale (which has none) has no place among rents.
    ...(filters.sort === 'rent' && priceField === 'monthlyRent' ? [{ monthlyRent: { $exists: true } }] : []),
  ];
  const direction = filters.order === 'asc' ? 1 : -1;
  // By distance, the area's query orders (geo-query.ts); until then, newest first.
  const sortField = filters.sort === 'rent' ? priceField : 'createdAt';
  const sortDirection = filters.sort === 'distance' ? -1 : direction;
  return {
    filter: { $and: conditions },
    sort: { [sortField]: sortDirection, _id: sortDirection },
    skip: filters.startIndex,
    limit: filters.limit,
  };
}
