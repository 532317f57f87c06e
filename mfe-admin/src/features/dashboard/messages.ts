/** The dashboard's frame, start page and sections; Sinhala and Tamil in messages.si.ts and messages.ta.ts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });
export const DASHBOARD_LAYOUT_TEXT = catalogue('DASHBOARD_LAYOUT_TEXT', {
  title: 'Dashboard',
} as const);

/** Each section's name (the side menu's, and its page's heading) and what it is for. */
export const DASHBOARD_SECTIONS_TEXT = catalogue('DASHBOARD_SECTIONS_TEXT', {
  approve: {
    label: 'Approve Pending Listings',
    description: 'Review new listings and approve them for search, or delete them.',
  },
  viewListings: {
    label: 'View Listings',
    description: 'Browse approved listings by type, disapprove them, and choose featured places.',
  },
  analytics: {
    label: 'Check Analytics',
    description: 'Listings by status, type, district and week, and the number of users.',
  },
  reports: {
    label: 'Reported listings',
    description: 'Listings users reported: dismiss the reports, take a listing down, or block its owner.',
  },
  audit: {
    label: 'Moderation log',
    description: 'Who approved, disapproved, featured or deleted which listing, and why.',
  },
} as const);

export const WELCOME_PANEL_TEXT = catalogue('WELCOME_PANEL_TEXT', {
  greeting: (username: string) => `Welcome back, ${username}`,
  intro: 'Keep Nivasa trustworthy: every listing waits for an admin before visitors can find it.',
  sections: 'Sections',
} as const);

export const SUMMARY_FIGURES_TEXT = catalogue('SUMMARY_FIGURES_TEXT', {
  label: 'Summary',
  loading: 'Loading',
  figureFailed: 'Could not load this figure',
} as const);
