import { BadRequestException } from '@nestjs/common';
import { type FieldError, LISTING_STATUSES, type ListingSearchQuery, type ListingStatus } from '@nivasa/contracts/api';
import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { DISTRICTS, type District, isDistrict, isTownOf } from '@nivasa/contracts/districts';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { isListingType, type ListingType } from '@nivasa/contracts/listing-types';
import { SEARCH_MESSAGES } from '@nivasa/contracts/messages';
import { isRentType, type RentType } from '@nivasa/contracts/rent-types';
import type { QueryFilter } from 'mongoose';
import type { FieldErrorBody } from '../common/field-error';
import { publicListingsFilter } from './public-listings.filter';
import type { Listing } from './schemas/listing.schema';

export const FACILITIES = ['parking', 'furnished', 'kitchen', 'aircondition', 'hotwater'] as const;
export type Facility = (typeof FACILITIES)[number];

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
  sort: 'rent' | 'createdAt';
  order: 'asc' | 'desc';
  startIndex: number;
  limit: number;
}

type Parameter = keyof ListingSearchQuery;

const PARAMETERS: ReadonlySet<string> = new Set<Parameter>([
  'searchTerm',
  'type',
  'rentType',
  'district',
  'city',
  ...FACILITIES,
  'featured',
  'minPrice',
  'maxPrice',
  'sort',
  'order',
  'startIndex',
  'limit',
  'status',
]);

const isParameter = (name: string): name is Parameter => PARAMETERS.has(name);
const isTown = (city: string) => DISTRICTS.some((district) => isTownOf(district, city));

/** Digits only (no sign, point, exponent or spaces), short enough to stay exact. */
function wholeNumber(text: string): number | undefined {
  return /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}

function booleanOf(text: string): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/**
 * Checks a search's query string against the parameters of ListingSearchQuery: each given at
 * most once, as plain text (so `type[$ne]=x` or a repeated parameter is refused, and no operator
 * object gets near the database), in its own form. An empty value counts as not given, as a
 * form's empty field. A boolean facility or `featured` set to false asks for nothing, as an
 * unticked box. `limit` above the largest page gets the largest page. `status` is an admin's
 * choice only: everyone else gets approved listings. All refusals come together, one per
 * parameter, as field errors.
 */
export function parseSearchQuery(query: Record<string, unknown>, caller: { isAdmin: boolean }): ListingSearchFilters {
  const errors: FieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ field, message });
  const given: Partial<Record<Parameter, string>> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!isParameter(name)) refuse(name, SEARCH_MESSAGES.unknownParameter(name));
    else if (Array.isArray(value)) refuse(name, SEARCH_MESSAGES.repeated(name));
    else if (typeof value !== 'string') refuse(name, SEARCH_MESSAGES.unknownParameter(`${name}[${Object.keys(value ?? {})[0] ?? ''}]`));
    else if (value !== '') given[name] = value;
  }

  const filters: ListingSearchFilters = {
    status: PUBLIC_LISTING_STATUS,
    facilities: [],
    featuredOnly: false,
    sort: 'createdAt',
    order: 'desc',
    startIndex: 0,
    limit: SEARCH_LIMITS.pageSize,
  };
  const { searchTerm, type, rentType, district, city, featured, minPrice, maxPrice, sort, order, startIndex, limit, status } = given;

  if (searchTerm !== undefined) {
    const term = searchTerm.trim();
    if (searchTerm.length > SEARCH_LIMITS.maxSearchTermLength) refuse('searchTerm', SEARCH_MESSAGES.searchTerm);
    else if (term !== '') filters.searchTerm = term;
  }
  if (type !== undefined) {
    if (isListingType(type)) filters.type = type;
    else refuse('type', SEARCH_MESSAGES.type);
  }
  if (rentType !== undefined) {
    if (isRentType(rentType)) filters.rentType = rentType;
    else refuse('rentType', SEARCH_MESSAGES.rentType);
  }
  if (district !== undefined) {
    if (isDistrict(district)) filters.district = district;
    else refuse('district', SEARCH_MESSAGES.district);
  }
  if (city !== undefined) {
    if (filters.district ? isTownOf(filters.district, city) : isTown(city)) filters.city = city;
    else refuse('city', SEARCH_MESSAGES.city);
  }
  for (const facility of FACILITIES) {
    const text = given[facility];
    if (text === undefined) continue;
    const wanted = booleanOf(text);
    if (wanted === undefined) refuse(facility, SEARCH_MESSAGES.boolean(facility));
    else if (wanted) filters.facilities.push(facility);
  }
  if (featured !== undefined) {
    const wanted = booleanOf(featured);
    if (wanted === undefined) refuse('featured', SEARCH_MESSAGES.boolean('featured'));
    else filters.featuredOnly = wanted;
  }
  for (const [name, text] of [
    ['minPrice', minPrice],
    ['maxPrice', maxPrice],
  ] as const) {
    if (text === undefined) continue;
    const price = wholeNumber(text);
    if (price === undefined) refuse(name, SEARCH_MESSAGES.number(name));
    else filters[name] = price;
  }
  if (sort !== undefined) {
    if (sort === 'rent' || sort === 'createdAt') filters.sort = sort;
    else refuse('sort', SEARCH_MESSAGES.sort);
  }
  if (order !== undefined) {
    if (order === 'asc' || order === 'desc') filters.order = order;
    else refuse('order', SEARCH_MESSAGES.order);
  }
  if (startIndex !== undefined) {
    const index = wholeNumber(startIndex);
    if (index === undefined || index > SEARCH_LIMITS.maxStartIndex) refuse('startIndex', SEARCH_MESSAGES.startIndex);
    else filters.startIndex = index;
  }
  if (limit !== undefined) {
    const size = wholeNumber(limit);
    if (size === undefined || size < 1) refuse('limit', SEARCH_MESSAGES.limit);
    else filters.limit = Math.min(size, SEARCH_LIMITS.maxPageSize);
  }
  if (status !== undefined) {
    const known = (LISTING_STATUSES as readonly string[]).includes(status);
    if (!known) refuse('status', SEARCH_MESSAGES.status);
    else if (caller.isAdmin) filters.status = status as ListingStatus;
  }

  if (errors.length > 0) {
    throw new BadRequestException({ message: errors.map((error) => error.message).join('; '), errors } satisfies FieldErrorBody);
  }
  return filters;
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
  const { status, searchTerm, type, rentType, district, city, facilities, featuredOnly, minPrice, maxPrice } = filters;
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
