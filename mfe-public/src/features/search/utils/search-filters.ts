import type { Listing } from '@nivasa/contracts/api';
import type { Translation } from '@nivasa/contracts/languages';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import type { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { GEO_PARAMETERS } from '@nivasa/contracts/search-query';
import { parseSearchFilters } from '@nivasa/contracts/search-url';
import { hasSearchableWordCount } from '@nivasa/contracts/search-words';
import type { PlaceNames } from '@nivasa/ui/place-names';
import { type Place, placeSearchParams } from '@nivasa/contracts/place-search';
import type { SEARCH_HEADING_TEXT } from '../messages';

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

/**
 * The words of a term a search takes, as typed: all of them, or the first ones up to
 * SEARCH_LIMITS.maxSearchWords different words (the API refuses a term with more).
 */
export function searchableTerm(term: string): string {
  const words = term.trim().split(/\s+/);
  let kept = words.length;
  while (kept > 1 && !hasSearchableWordCount(words.slice(0, kept).join(' '))) kept--;
  return words.slice(0, kept).join(' ');
}

/**
 * The search an address asks for. A term with more words than a search takes is searched by its
 * first words (`termCut`, so the page can say so) rather than left out as the parser would.
 */
export function searchOfAddress(params: URLSearchParams): { filters: SearchFilters; termCut: boolean } {
  const term = params.get('searchTerm');
  if (!term || hasSearchableWordCount(term)) return { filters: parseSearchFilters(params), termCut: false };
  const searched = new URLSearchParams(params);
  searched.set('searchTerm', searchableTerm(term));
  return { filters: parseSearchFilters(searched), termCut: true };
}

/** The words a heading is made of, in the page's language. */
export interface HeadingWords {
  text: Translation<typeof SEARCH_HEADING_TEXT.en>;
  types: Translation<typeof LISTING_TYPE_TEXT>;
  places: PlaceNames;
  /** The search's centre (near=…), named in the page's language once it is here. */
  centre?: string;
}

/** 'Annexes in Kandy', 'Places matching “pool”', 'Places to stay': what the page's title and heading say. */
export function searchHeading(filters: SearchFilters, { text, types, places, centre }: HeadingWords): string {
  const what = filters.type ? types[filters.type].categoryLabel : text.anyType;
  const term = filters.searchTerm ? text.matching(filters.searchTerm) : '';
  const where = filters.district && (filters.city ? places.town(filters.district, filters.city) : places.district(filters.district));
  const near = filters.near && centre ? text.nearPlace(centre) : '';
  if (!filters.type && !term && !where && !near) return text.placesToStay;
  return text.heading(what, term, near || (where ? text.inPlace(where) : ''));
}

/** `filters` read back as an address would hold them, with `changes` over them (undefined drops one). */
function rewritten(filters: SearchFilters, changes: Record<string, string | undefined>): SearchFilters {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...changes })) {
    if (value !== undefined) params.set(name, String(value));
  }
  return searchOfAddress(params).filters;
}

/** What the filter form asks for, still where the search was (the centre, the map's view or area: no field holds them). */
export function keptWhere(formFilters: SearchFilters, current: SearchFilters): SearchFilters {
  const where = Object.fromEntries(GEO_PARAMETERS.map((name) => [name, current[name]?.toString()]));
  return rewritten(formFilters, where);
}

/**
 * The search for a place chosen among the suggestions: the other filters kept, the place instead of
 * the words typed and of any other place (a campus also brings its order, nearest first).
 */
export function searchForPlace(filters: SearchFilters, place: Place): SearchFilters {
  const cleared = Object.fromEntries(['searchTerm', 'district', 'city', ...GEO_PARAMETERS].map((name) => [name, undefined]));
  const chosen = placeSearchParams(place);
  return rewritten(filters, { ...cleared, ...('sort' in chosen ? { order: undefined } : {}), ...chosen });
}
