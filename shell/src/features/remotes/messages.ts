/** What a route shows when its remote cannot be loaded. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const REMOTE_UNAVAILABLE_TEXT = catalogue('REMOTE_UNAVAILABLE_TEXT', {
  title: 'This part of Nivasa is not available right now.',
  hint: 'The rest of the site still works. Please try again in a moment.',
} as const);
