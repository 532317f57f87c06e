/** View Listings' texts: the approved listings by type and their actions; Sinhala and Tamil in messages.si.ts and messages.ta.ts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });
export const APPROVED_LISTINGS_BOARD_TEXT = catalogue('APPROVED_LISTINGS_BOARD_TEXT', {
  loading: 'Loading approved listings…',
  none: 'No approved listings yet.',
  noneHint: 'Listings show here once you approve them.',
  pagesOf: (typeHeading: string) => `Pages of ${typeHeading}`,
} as const);

export const APPROVED_CARD_TEXT = catalogue('APPROVED_CARD_TEXT', {
  featured: 'Featured',
} as const);

export const DISAPPROVE_ACTION_TEXT = catalogue('DISAPPROVE_ACTION_TEXT', {
  disapprove: 'Disapprove',
  failed: (name: string) => `Could not disapprove “${name}”`,
} as const);

export const FEATURED_TOGGLE_TEXT = catalogue('FEATURED_TOGGLE_TEXT', {
  add: 'Add Featured',
  remove: 'Remove Featured',
  addFailed: (name: string) => `Could not add “${name}” to the featured places`,
  removeFailed: (name: string) => `Could not remove “${name}” from the featured places`,
} as const);
