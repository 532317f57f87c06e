/** The search's texts, one catalogue per component. */
import { translations } from '@nivasa/contracts/catalogue';
import type { SortValue } from '@nivasa/contracts/search-url';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const SEARCH_HEADING_TEXT = catalogue('SEARCH_HEADING_TEXT', {
  anyType: 'Places',
  matching: (term: string) => ` matching “${term}”`,
  inPlace: (place: string) => ` in ${place}`,
  /** Around a place of the gazetteer (a campus): 'Places near University of Moratuwa'. */
  nearPlace: (place: string) => ` near ${place}`,
  placesToStay: 'Places to stay',
  /** 'Annexes matching “pool” in Kandy': each language puts the parts in its own order. */
  heading: (what: string, matching: string, inPlace: string) => `${what}${matching}${inPlace}`,
  /** The tab's title. */
  pageTitle: (heading: string) => `${heading} | Nivasa`,
} as const);

/** Said under the search field, and above the results, when a term has more words than a search takes. */
export const SEARCH_WORDS_TEXT = catalogue('SEARCH_WORDS_TEXT', {
  firstWordsOnly: (count: number) => `Only the first ${count} words are searched.`,
} as const);

export const SEARCH_RESULTS_TEXT = catalogue('SEARCH_RESULTS_TEXT', {
  resultsLabel: 'Search results',
  listLabel: 'Listings found',
  showMore: 'Show More',
} as const);

export const SEARCH_FILTER_PANEL_TEXT = catalogue('SEARCH_FILTER_PANEL_TEXT', {
  filters: 'Filters',
  withCount: (label: string, count: number) => `${label}, ${count} set`,
  loadingFilters: 'Loading filters…',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  saveSearch: 'Save this search',
} as const);

export const SEARCH_FILTER_FORM_TEXT = catalogue('SEARCH_FILTER_FORM_TEXT', {
  label: 'Search filters',
  searchTerm: 'Search',
  searchTermPlaceholder: 'Name, place or words',
  type: 'Type of place',
  anyType: 'Any type',
  sort: 'Sort by',
  sortOptions: {
    'createdAt-desc': 'Latest',
    'createdAt-asc': 'Oldest',
    'rent-asc': 'Price low to high',
    'rent-desc': 'Price high to low',
    'distance-asc': 'Nearest first',
  } satisfies Record<SortValue, string>,
  district: 'District',
  anyDistrict: 'Any district',
  town: 'Town',
  anyTown: 'Any town',
  districtFirst: 'Choose a district first',
  rentType: 'Rent basis',
  rentTypePlaceholder: 'Daily, weekly or monthly',
  noRentBasis: 'Houses for sale have a price, not a rent.',
  minPrice: 'Min price (Rs.)',
  maxPrice: 'Max price (Rs.)',
  anyPrice: 'Any',
  maxBelowMin: 'Must be at least the min price.',
  facilities: 'Must have',
  clear: 'Clear',
  apply: 'Apply filters',
} as const);
