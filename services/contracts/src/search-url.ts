/**
 * A search page's address and the API call it makes, in one place: the page reads its filters
 * with these, and the shell's server starts the same call with the page's HTML.
 */
import { LISTING_API_PATHS } from './api';
import { isDistrict, isTownOf } from './districts';
import { SEARCH_LIMITS } from './limits';
import { type Facility, hasRentBasis, isListingType } from './listing-types';
import type { SearchFilters } from './paths';
import { isRentType } from './rent-types';

/** The facilities a search can ask for, in the order of the search API's parameters: air conditioning before hot water. */
export const FACILITY_FILTER_NAMES = ['parking', 'furnished', 'kitchen', 'aircondition', 'hotwater'] as const satisfies readonly (Facility &
  keyof SearchFilters)[];

export type Sort = Required<Pick<SearchFilters, 'sort' | 'order'>>;

/** The four orders the page offers, Latest being the API's own when none is given. */
export const SORT_OPTIONS = [
  { value: 'createdAt-desc', label: 'Latest', sort: 'createdAt', order: 'desc' },
  { value: 'createdAt-asc', label: 'Oldest', sort: 'createdAt', order: 'asc' },
  { value: 'rent-asc', label: 'Price low to high', sort: 'rent', order: 'asc' },
  { value: 'rent-desc', label: 'Price high to low', sort: 'rent', order: 'desc' },
] as const satisfies ({ value: string; label: string } & Sort)[];

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortValue = 'createdAt-desc';

export const sortValueOf = ({ sort = 'createdAt', order = 'desc' }: SearchFilters): SortValue =>
  SORT_OPTIONS.find((option) => option.sort === sort && option.order === order)?.value ?? DEFAULT_SORT;

/** An address's query parameters: URLSearchParams, in the browser and on the server. */
export interface AddressParams {
  get(name: string): string | null;
}

/** Whole rupees as the API takes them: digits only, short enough to stay exact. */
const wholeRupees = (text: string | null) => (text !== null && /^\d{1,12}$/.test(text) ? Number(text) : undefined);

/**
 * The filters of a search page's address, through an allow-list: each known parameter in its own
 * form, anything else (a mistyped type, a town of another district, a price with letters, a
 * tracking parameter a shared link picked up) left out, so a hand-edited or stale link still
 * searches with what makes sense in it. The result is canonical (fixed order, defaults left
 * out), so searchPath of it is the one address for that search.
 */
export function parseSearchFilters(params: AddressParams): SearchFilters {
  const filters: SearchFilters = {};
  const searchTerm = params.get('searchTerm')?.trim().slice(0, SEARCH_LIMITS.maxSearchTermLength).trim();
  if (searchTerm) filters.searchTerm = searchTerm;

  const type = params.get('type');
  if (isListingType(type)) filters.type = type;

  for (const name of FACILITY_FILTER_NAMES) {
    if (params.get(name) === 'true') filters[name] = true;
  }

  const district = params.get('district');
  if (isDistrict(district)) {
    filters.district = district;
    const city = params.get('city');
    if (isTownOf(district, city)) filters.city = city as string;
  }

  // A house for sale has a price, not a rent basis: a rent type beside it would find nothing.
  const rentType = params.get('rentType');
  if (isRentType(rentType) && !(filters.type && !hasRentBasis(filters.type))) filters.rentType = rentType;

  const minPrice = wholeRupees(params.get('minPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = wholeRupees(params.get('maxPrice'));
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;

  const sort = SORT_OPTIONS.find((option) => option.sort === params.get('sort') && option.order === (params.get('order') ?? 'desc'));
  if (sort && sort.value !== DEFAULT_SORT) {
    filters.sort = sort.sort;
    filters.order = sort.order;
  }
  return filters;
}

/** One page of a search as the API takes it: the filters, then where the page starts and its size. */
export function searchApiPath(filters: SearchFilters, startIndex: number): string {
  const query = [...Object.entries(filters), ['startIndex', startIndex], ['limit', SEARCH_LIMITS.pageSize]]
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(String(name))}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${LISTING_API_PATHS.search}?${query}`;
}
