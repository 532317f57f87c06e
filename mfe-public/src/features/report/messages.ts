/** The "Report this listing" button and form. The reasons' names are the contracts' (REPORT_REASON_CATALOGUE). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const REPORT_LISTING_TEXT = catalogue('REPORT_LISTING_TEXT', {
  open: 'Report this listing',
  title: 'Report this listing',
  reason: 'What is wrong?',
  details: 'Details (optional)',
  detailsHint: 'What happened? Dates, amounts and how they asked help our moderators.',
  send: 'Send report',
  cancel: 'Cancel',
  loadingForm: 'Loading the form...',
  failed: 'Could not send the report. Try again.',
} as const);
