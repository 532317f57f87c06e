/** The analytics page's texts (messages.ts) in Tamil. */
import type { Translation } from '@nivasa/contracts/languages';
import type { ANALYTICS_OVERVIEW_TEXT as ANALYTICS_OVERVIEW, CHART_FIGURE_TEXT as CHART_FIGURE } from './messages';

export const ANALYTICS_OVERVIEW_TEXT: Translation<typeof ANALYTICS_OVERVIEW.en> = {
  loading: 'பகுப்பாய்வுகள் ஏற்றப்படுகின்றன…',
  users: 'பயனர்கள்',
  noListings: 'இன்னும் விளம்பரங்கள் இல்லை.',
  noListingsHint: 'உரிமையாளர்கள் இடங்களைப் பதிவிடும்போது வரைபடங்கள் நிரம்பும்.',
  listings: 'விளம்பரங்கள்',
  byStatus: 'நிலை வாரியாக விளம்பரங்கள்',
  statusHeading: 'நிலை',
  perWeek: (weeks: number) => `வாரத்துக்குப் புதிய விளம்பரங்கள், கடந்த ${weeks} வாரங்கள்`,
  weekHeading: 'வாரம் தொடங்கும் நாள்',
  newListings: 'புதிய விளம்பரங்கள்',
  byType: 'வகை வாரியாக விளம்பரங்கள்',
  typeHeading: 'வகை',
  byDistrict: 'மாவட்ட வாரியாக விளம்பரங்கள்',
  districtHeading: 'மாவட்டம்',
};

export const CHART_FIGURE_TEXT: Translation<typeof CHART_FIGURE.en> = {
  chartLabel: (title: string) => `${title}, வரைபடமாக; எண்கள் கீழே உள்ளன.`,
  showNumbers: 'எண்களைக் காட்டு',
};
