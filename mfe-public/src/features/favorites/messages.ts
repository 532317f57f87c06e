/** The favourite button's texts (what the API answers is in @nivasa/contracts/messages). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const FAVORITE_BUTTON_TEXT = catalogue('FAVORITE_BUTTON_TEXT', {
  add: 'Add to favorites',
  remove: 'Remove from favorites',
} as const);
