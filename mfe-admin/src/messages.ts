/** The admin remote's page texts, and those its features share (the site's shared ones are @nivasa/ui's catalogues); Sinhala and Tamil in messages.si.ts and messages.ta.ts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

/** A load that failed, with the reason. */
export const LOAD_ERROR_TEXT = catalogue('LOAD_ERROR_TEXT', {
  message: (reason: string) => `Error: ${reason}`,
} as const);

/** The figure the dashboard's start and the analytics page both show. */
export const TOTAL_LISTINGS_TEXT = catalogue('TOTAL_LISTINGS_TEXT', {
  label: 'Total Number of Listings',
} as const);

/** A failed moderation action: what was tried, and why it failed. */
export const ACTION_FAILURE_TEXT = catalogue('ACTION_FAILURE_TEXT', {
  message: (what: string, reason: string) => `${what}: ${reason}`,
  close: 'Close',
} as const);

export const DASHBOARD_HOME_PAGE_TEXT = catalogue('DASHBOARD_HOME_PAGE_TEXT', {
  /** Greets an admin whose name is not known yet. */
  fallbackName: 'admin',
  featured: 'Featured',
} as const);

export const DASHBOARD_APPROVE_PAGE_TEXT = catalogue('DASHBOARD_APPROVE_PAGE_TEXT', {
  intro: 'New listings and changes to live listings wait here until you approve them (they go public) or delete them.',
} as const);

export const DASHBOARD_VIEW_LISTINGS_PAGE_TEXT = catalogue('DASHBOARD_VIEW_LISTINGS_PAGE_TEXT', {
  intro: 'Approved listings by type. Disapprove one to take it off the site, or feature it on the home page.',
} as const);

export const DASHBOARD_ANALYTICS_PAGE_TEXT = catalogue('DASHBOARD_ANALYTICS_PAGE_TEXT', {
  intro: 'How many listings Nivasa holds, of which kinds and where, and how many people use it.',
} as const);

export const DASHBOARD_AUDIT_PAGE_TEXT = catalogue('DASHBOARD_AUDIT_PAGE_TEXT', {
  intro: 'Every approval, disapproval, featuring and deletion, newest first.',
} as const);
