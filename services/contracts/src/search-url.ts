/**
 * A search page's address and the API call it makes, in one place: the page reads its filters
 * with these, and the shell's server starts the same call with the page's HTML.
 */
import { LISTING_API_PATHS } from './api';
import { SEARCH_LIMITS } from './limits';
import { hasRentBasis } from './listing-types';
import type { SearchFilters } from './paths';
import { NOT_IN_ADDRESS, readSearchQuery, SEARCH_PARAMETERS } from './search-query';

export type Sort = Required<Pick<SearchFilters, 'sort' | 'order'>>;

/** The orders the page offers, Latest being the API's own when none is given; Nearest first only around a centre. */
export const SORT_OPTIONS = [
  { value: 'createdAt-desc', sort: 'createdAt', order: 'desc' },
  { value: 'createdAt-asc', sort: 'createdAt', order: 'asc' },
  { value: 'rent-asc', sort: 'rent', order: 'asc' },
  { value: 'rent-desc', sort: 'rent', order: 'desc' },
  { value: 'distance-asc', sort: 'distance', order: 'asc' },
] as const satisfies ({ value: string } & Sort)[];

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortValue = 'createdAt-desc';

export const sortValueOf = ({ sort = 'createdAt', order = 'desc' }: SearchFilters): SortValue =>
  SORT_OPTIONS.find((option) => option.sort === sort && option.order === order)?.value ?? DEFAULT_SORT;

/** An address's query parameters: URLSearchParams, in the browser and on the server. */
export interface AddressParams {
  get(name: string): string | null;
}

/** What an address may hold: the search's filters and order, in the search query's order. */
const ADDRESS_PARAMETERS = SEARCH_PARAMETERS.filter((name) => !(NOT_IN_ADDRESS as readonly string[]).includes(name));

/**
 * The filters of a search page's address, read by the API's own parser, leniently: what it
 * refuses (a mistyped type, a town of another district, a price with letters) is left out, and
 * anything it does not know (a tracking parameter a shared link picked up) is not read, so a
 * hand-edited or stale link still searches with what makes sense in it. The result is canonical
 * (the search query's order, defaults and unticked boxes left out), so searchPath of it is the
 * one address for that search. Every parameter is read the same way; only the rules across
 * parameters are written here.
 */
export function parseSearchFilters(params: AddressParams): SearchFilters {
  const given: Record<string, string> = {};
  for (const name of ADDRESS_PARAMETERS) {
    const value = params.get(name);
    if (value) given[name] = value;
  }
  // A term too long for the API is cut, not dropped.
  if (given.searchTerm) given.searchTerm = given.searchTerm.trim().slice(0, SEARCH_LIMITS.maxSearchTermLength);
  let result = readSearchQuery(given);
  for (let round = 0; !result.success && round < ADDRESS_PARAMETERS.length; round++) {
    for (const { field } of result.errors) delete given[field];
    result = readSearchQuery(given);
  }
  if (!result.success) return {};
  const { sort: _sort, order: _order, ...query } = result.query;

  const filters: Record<string, unknown> = {};
  for (const name of ADDRESS_PARAMETERS) {
    const value = query[name as keyof typeof query];
    // false is an unticked box: it asks for nothing.
    if (value !== undefined && value !== false) filters[name] = value;
  }
  // The page chooses a town within a district: a town alone is left out.
  if (!query.district) delete filters.city;
  // A house for sale has a price, not a rent basis: a rent type beside it would find nothing.
  if (query.type && !hasRentBasis(query.type)) delete filters.rentType;
  // Nearest first needs no order: a farthest first is not offered.
  const order = result.query.order ?? (result.query.sort === 'distance' ? 'asc' : 'desc');
  const sort = SORT_OPTIONS.find((option) => option.sort === result.query.sort && option.order === order);
  if (sort && sort.value !== DEFAULT_SORT) {
    filters.sort = sort.sort;
    filters.order = sort.order;
  }
  return filters as SearchFilters;
}

/** One page of a search as the API takes it: the filters, then where the page starts and its size. */
export function searchApiPath(filters: SearchFilters, startIndex: number): string {
  const query = [...Object.entries(filters), ['startIndex', startIndex], ['limit', SEARCH_LIMITS.pageSize]]
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(String(name))}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${LISTING_API_PATHS.search}?${query}`;
}
