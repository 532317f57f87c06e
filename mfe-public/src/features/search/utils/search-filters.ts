import type { Listing } from '@nivasa/contracts/api';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { FACILITIES, FACILITY_TEXT, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { SEARCH_HEADING_TEXT } from '../messages';

export const FACILITY_FILTERS = FACILITIES.map((name) => ({ name, label: FACILITY_TEXT[name] }));

/** How many filters narrow the search (the order is not one), for the phone's Filters button. */
export function activeFilterCount(filters: SearchFilters): number {
  return Object.entries(filters).filter(([name, value]) => name !== 'sort' && name !== 'order' && value !== undefined).length;
}

/**
 * Show More: where the next page starts, or undefined once a load came back short of a full page
 * (there is nothing more to ask for).
 */
export function nextStartIndex(lastPage: readonly Listing[], pages: readonly (readonly Listing[])[]): number | undefined {
  if (lastPage.length < SEARCH_LIMITS.pageSize) return undefined;
  return pages.reduce((count, page) => count + page.length, 0);
}

/** 'Annexes in Kandy', '“pool” in Galle', 'Places to stay': what the page's title and heading say. */
export function searchHeading(filters: SearchFilters): string {
  const what = filters.type ? LISTING_TYPE_TEXT[filters.type].categoryLabel : SEARCH_HEADING_TEXT.anyType;
  const term = filters.searchTerm ? SEARCH_HEADING_TEXT.matching(filters.searchTerm) : '';
  const where = filters.city ?? filters.district;
  if (!filters.type && !term && !where) return SEARCH_HEADING_TEXT.placesToStay;
  return `${what}${term}${where ? SEARCH_HEADING_TEXT.inPlace(where) : ''}`;
}
