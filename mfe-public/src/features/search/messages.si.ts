import type { Translation } from '@nivasa/contracts/languages';
import type {
  SEARCH_FILTER_FORM_TEXT as SEARCH_FILTER_FORM,
  SEARCH_FILTER_PANEL_TEXT as SEARCH_FILTER_PANEL,
  SEARCH_HEADING_TEXT as SEARCH_HEADING,
  SEARCH_RESULTS_TEXT as SEARCH_RESULTS,
  SEARCH_WORDS_TEXT as SEARCH_WORDS,
} from './messages';

export const SEARCH_HEADING_TEXT: Translation<typeof SEARCH_HEADING.en> = {
  anyType: 'ස්ථාන',
  matching: (term: string) => `“${term}” ට ගැළපෙන `,
  inPlace: (place: string) => `${place} ප්‍රදේශයේ `,
  nearPlace: (place: string) => `${place} අසල `,
  placesToStay: 'නවාතැන් ස්ථාන',
  heading: (what: string, matching: string, inPlace: string) => `${inPlace}${matching}${what}`,
  pageTitle: (heading: string) => `${heading} | Nivasa`,
};

export const SEARCH_WORDS_TEXT: Translation<typeof SEARCH_WORDS.en> = {
  firstWordsOnly: (count: number) => `සොයන්නේ මුල් වචන ${count} පමණි.`,
};

export const SEARCH_RESULTS_TEXT: Translation<typeof SEARCH_RESULTS.en> = {
  resultsLabel: 'සෙවුම් ප්‍රතිඵල',
  listLabel: 'හමු වූ දැන්වීම්',
  showMore: 'තවත් පෙන්වන්න',
};

export const SEARCH_FILTER_PANEL_TEXT: Translation<typeof SEARCH_FILTER_PANEL.en> = {
  filters: 'පෙරහන්',
  withCount: (label: string, count: number) => `${label}, ${count}ක් සකසා ඇත`,
  loadingFilters: 'පෙරහන් ලබා ගනිමින්…',
  showFilters: 'පෙරහන් පෙන්වන්න',
  hideFilters: 'පෙරහන් සඟවන්න',
  saveSearch: 'මෙම සෙවුම සුරකින්න',
};

export const SEARCH_FILTER_FORM_TEXT: Translation<typeof SEARCH_FILTER_FORM.en> = {
  label: 'සෙවුම් පෙරහන්',
  searchTerm: 'සොයන්න',
  searchTermPlaceholder: 'නම, ස්ථානය හෝ වචන',
  type: 'ස්ථාන වර්ගය',
  anyType: 'ඕනෑම වර්ගයක්',
  sort: 'පෙළගස්වන්න',
  sortOptions: {
    'createdAt-desc': 'නවතම',
    'createdAt-asc': 'පැරණිතම',
    'rent-asc': 'මිල අඩු සිට වැඩි',
    'rent-desc': 'මිල වැඩි සිට අඩු',
    'distance-asc': 'ළඟම ඒවා මුලින්',
  },
  district: 'දිස්ත්‍රික්කය',
  anyDistrict: 'ඕනෑම දිස්ත්‍රික්කයක්',
  town: 'නගරය',
  anyTown: 'ඕනෑම නගරයක්',
  districtFirst: 'පළමුව දිස්ත්‍රික්කයක් තෝරන්න',
  rentType: 'කුලී කාලය',
  rentTypePlaceholder: 'දිනකට, සතියකට හෝ මසකට',
  noRentBasis: 'විකිණීමට ඇති නිවසකට ඇත්තේ මිලකි, කුලියක් නොවේ.',
  minPrice: 'අවම මිල (රු.)',
  maxPrice: 'උපරිම මිල (රු.)',
  anyPrice: 'ඕනෑම',
  maxBelowMin: 'අවම මිලට වඩා අඩු නොවිය යුතුය.',
  facilities: 'තිබිය යුතු පහසුකම්',
  clear: 'ඉවත් කරන්න',
  apply: 'පෙරහන් යොදන්න',
};
