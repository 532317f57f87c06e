import type { Translation } from '@nivasa/contracts/languages';
import type {
  SEARCH_FILTER_FORM_TEXT as SEARCH_FILTER_FORM,
  SEARCH_FILTER_PANEL_TEXT as SEARCH_FILTER_PANEL,
  SEARCH_HEADING_TEXT as SEARCH_HEADING,
  SEARCH_RESULTS_TEXT as SEARCH_RESULTS,
  SEARCH_WORDS_TEXT as SEARCH_WORDS,
} from './messages';

export const SEARCH_HEADING_TEXT: Translation<typeof SEARCH_HEADING.en> = {
  anyType: 'இடங்கள்',
  matching: (term: string) => `“${term}” உடன் பொருந்தும் `,
  inPlace: (place: string) => `${place} பகுதியில் `,
  nearPlace: (place: string) => `${place} அருகில் `,
  placesToStay: 'தங்கும் இடங்கள்',
  heading: (what: string, matching: string, inPlace: string) => `${inPlace}${matching}${what}`,
  pageTitle: (heading: string) => `${heading} | Nivasa`,
};

export const SEARCH_WORDS_TEXT: Translation<typeof SEARCH_WORDS.en> = {
  firstWordsOnly: (count: number) => `முதல் ${count} சொற்கள் மட்டுமே தேடப்படுகின்றன.`,
};

export const SEARCH_RESULTS_TEXT: Translation<typeof SEARCH_RESULTS.en> = {
  resultsLabel: 'தேடல் முடிவுகள்',
  listLabel: 'கிடைத்த விளம்பரங்கள்',
  showMore: 'மேலும் காட்டு',
};

export const SEARCH_FILTER_PANEL_TEXT: Translation<typeof SEARCH_FILTER_PANEL.en> = {
  filters: 'வடிகட்டிகள்',
  withCount: (label: string, count: number) => `${label}, ${count} அமைக்கப்பட்டுள்ளன`,
  loadingFilters: 'வடிகட்டிகள் ஏற்றப்படுகின்றன…',
  showFilters: 'வடிகட்டிகளைக் காட்டு',
  hideFilters: 'வடிகட்டிகளை மறை',
  saveSearch: 'இந்தத் தேடலைச் சேமி',
};

export const SEARCH_FILTER_FORM_TEXT: Translation<typeof SEARCH_FILTER_FORM.en> = {
  label: 'தேடல் வடிகட்டிகள்',
  searchTerm: 'தேடல்',
  searchTermPlaceholder: 'பெயர், இடம் அல்லது சொற்கள்',
  type: 'இடத்தின் வகை',
  anyType: 'எந்த வகையும்',
  sort: 'வரிசைப்படுத்து',
  sortOptions: {
    'createdAt-desc': 'புதியவை',
    'createdAt-asc': 'பழையவை',
    'rent-asc': 'விலை குறைவிலிருந்து அதிகம்',
    'rent-desc': 'விலை அதிகத்திலிருந்து குறைவு',
    'distance-asc': 'அருகிலுள்ளவை முதலில்',
  },
  district: 'மாவட்டம்',
  anyDistrict: 'எந்த மாவட்டமும்',
  town: 'நகரம்',
  anyTown: 'எந்த நகரமும்',
  districtFirst: 'முதலில் மாவட்டத்தைத் தேர்ந்தெடுங்கள்',
  rentType: 'வாடகைக் காலம்',
  rentTypePlaceholder: 'நாளுக்கு, வாரத்துக்கு அல்லது மாதத்துக்கு',
  noRentBasis: 'விற்பனைக்கான வீட்டுக்கு விலை உண்டு, வாடகை இல்லை.',
  minPrice: 'குறைந்த விலை (ரூ.)',
  maxPrice: 'அதிக விலை (ரூ.)',
  anyPrice: 'எதுவும்',
  maxBelowMin: 'குறைந்த விலைக்குக் குறையாமல் இருக்க வேண்டும்.',
  facilities: 'இருக்க வேண்டியவை',
  clear: 'அழி',
  apply: 'வடிகட்டிகளைப் பயன்படுத்து',
};
