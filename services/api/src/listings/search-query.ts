import type { ListingStatus } from '@nivasa/contracts/api';
import type { District } from '@nivasa/contracts/districts';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { FACILITIES, type Facility, type ListingType } from '@nivasa/contracts/listing-types';
import type { RentType } from '@nivasa/contracts/rent-types';
import { readSearchQuery } from '@nivasa/contracts/search-query';
import type { QueryFilter } from 'mongoose';
import { validationFailed } from '../common/validation';
import { publicListingsFilter } from './public-listings.filter';
import type { Listing } from './schemas/listing.schema';

/** A search as ListingsRepository.search runs it: plain checked values, never the caller's objects. */
export interface ListingSearchFilters {
  status: ListingStatus;
  searchTerm?: string;
  type?: ListingType;
  rentType?: RentType;
  district?: District;
  city?: string;
  /** Facilities the listing must have. */
  facilities: Facility[];
  featuredOnly: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** Places free on or before this day (YYYY-MM-DD), with those free now. */
  availableBy?: string;
  sort: 'rent' | 'createdAt';
  order: 'asc' | 'desc';
  startIndex: number;
  limit: number;
}

/**
 * Reads a search's query string with the contracts' one search parser (which the search page
 * reads its address with too), refusing each bad parameter as a field error. `status` is an
 * admin's choice only: everyone else gets approved listings.
 */
export function parseSearchQuery(query: Record<string, unknown>, caller: { isAdmin: boolean }): ListingSearchFilters {
  const result = readSearchQuery(query);
  if (!result.success) throw validationFailed(result.errors);
  const { searchTerm, type, rentType, district, city, featured, minPrice, maxPrice, availableBy, sort, order, startIndex, limit, status } =
    result.query;
  return {
    status: caller.isAdmin && status ? status : PUBLIC_LISTING_STATUS,
    ...(searchTerm ? { searchTerm } : {}),
    ...(type ? { type } : {}),
    ...(rentType ? { rentType } : {}),
    ...(district ? { district } : {}),
    ...(city ? { city } : {}),
    facilities: FACILITIES.filter((facility) => result.query[facility] === true),
    featuredOnly: featured === true,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(availableBy ? { availableBy } : {}),
    sort: sort ?? 'createdAt',
    order: order ?? 'desc',
    startIndex: startIndex ?? 0,
    limit: limit ?? SEARCH_LIMITS.pageSize,
  };
}

/** Where searchTerm is looked for. */
const SEARCHED_FIELDS = ['name', 'description', 'address', 'city', 'district'] as const;

/**
 * The text as a pattern that matches only itself: every regular-expression character escaped,
 * and NUL written as its escape, since a BSON regular expression cannot hold the character.
 */
export function literalPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&').replace(/\0/g, '\\x00'), 'i');
}

/** A search as the database runs it: the filter, the order (ties broken by id), and the page. */
export interface ListingSearchQueryPlan {
  filter: { $and: QueryFilter<Listing>[] };
  sort: Record<string, 1 | -1>;
  skip: number;
  limit: number;
}

/**
 * The one search query: each optional filter adds its condition. On MongoDB proper, the
 * searchTerm part could use a text index ($text); the embedded engine has none, so the term is
 * matched as escaped literal text, case-insensitively, in each searched field.
 */
export function searchQueryOf(filters: ListingSearchFilters): ListingSearchQueryPlan {
  const { status, searchTerm, type, rentType, district, city, facilities, featuredOnly, minPrice, maxPrice, availableBy } = filters;
  const conditions: QueryFilter<Listing>[] = [
    status === PUBLIC_LISTING_STATUS ? publicListingsFilter() : { status },
    ...(type ? [{ type }] : []),
    ...(rentType ? [{ rentType }] : []),
    ...(district ? [{ district }] : []),
    ...(city ? [{ city }] : []),
    ...facilities.map((facility) => ({ [facility]: true })),
    ...(featuredOnly ? [{ featured: true }] : []),
    ...(minPrice !== undefined ? [{ rent: { $gte: minPrice } }] : []),
    ...(maxPrice !== undefined ? [{ rent: { $lte: maxPrice } }] : []),
    // A place with no date is free now; a date is a plain YYYY-MM-DD, so text order is date order.
    ...(availableBy ? [{ $or: [{ availableFrom: { $exists: false } }, { availableFrom: { $lte: availableBy } }] }] : []),
  ];
  if (searchTerm) {
    const pattern = literalPattern(searchTerm);
    conditions.push({ $or: SEARCHED_FIELDS.map((field) => ({ [field]: pattern })) });
  }
  const direction = filters.order === 'asc' ? 1 : -1;
  return {
    filter: { $and: conditions },
    sort: { [filters.sort]: direction, _id: direction },
    skip: filters.startIndex,
    limit: filters.limit,
  };
}
