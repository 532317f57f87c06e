/** The analytics page's texts (messages.ts) in Sinhala. */
import type { Translation } from '@nivasa/contracts/languages';
import type { ANALYTICS_OVERVIEW_TEXT as ANALYTICS_OVERVIEW, CHART_FIGURE_TEXT as CHART_FIGURE } from './messages';

export const ANALYTICS_OVERVIEW_TEXT: Translation<typeof ANALYTICS_OVERVIEW.en> = {
  loading: 'විශ්ලේෂණ පූරණය වෙමින්…',
  users: 'පරිශීලකයන්',
  noListings: 'තවම දැන්වීම් නැත.',
  noListingsHint: 'අයිතිකරුවන් ස්ථාන පළ කරන විට ප්‍රස්තාර පිරේ.',
  listings: 'දැන්වීම්',
  byStatus: 'තත්ත්වය අනුව දැන්වීම්',
  statusHeading: 'තත්ත්වය',
  perWeek: (weeks: number) => `සතියකට නව දැන්වීම්, පසුගිය සති ${weeks}`,
  weekHeading: 'සතිය ආරම්භ වන දිනය',
  newListings: 'නව දැන්වීම්',
  byType: 'වර්ගය අනුව දැන්වීම්',
  typeHeading: 'වර්ගය',
  byDistrict: 'දිස්ත්‍රික්කය අනුව දැන්වීම්',
  districtHeading: 'දිස්ත්‍රික්කය',
};

export const CHART_FIGURE_TEXT: Translation<typeof CHART_FIGURE.en> = {
  chartLabel: (title: string) => `${title}, ප්‍රස්තාරයක් ලෙස; සංඛ්‍යා පහතින් ඇත.`,
  showNumbers: 'සංඛ්‍යා පෙන්වන්න',
};
