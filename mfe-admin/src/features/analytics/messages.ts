/** The analytics page's texts; Sinhala and Tamil in messages.si.ts and messages.ta.ts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });
export const ANALYTICS_OVERVIEW_TEXT = catalogue('ANALYTICS_OVERVIEW_TEXT', {
  loading: 'Loading analytics…',
  users: 'Users',
  noListings: 'No listings yet.',
  noListingsHint: 'The charts fill in as owners post places.',
  listings: 'Listings',
  byStatus: 'Listings by status',
  statusHeading: 'Status',
  perWeek: (weeks: number) => `New listings per week, last ${weeks} weeks`,
  weekHeading: 'Week starting',
  newListings: 'New listings',
  byType: 'Listings by type',
  typeHeading: 'Type',
  byDistrict: 'Listings by district',
  districtHeading: 'District',
} as const);

export const CHART_FIGURE_TEXT = catalogue('CHART_FIGURE_TEXT', {
  chartLabel: (title: string) => `${title}, as a chart; the numbers follow.`,
  showNumbers: 'Show the numbers',
} as const);
