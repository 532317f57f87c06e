/** The guards' texts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const SESSION_UNAVAILABLE_TEXT = catalogue('SESSION_UNAVAILABLE_TEXT', {
  title: 'Nivasa could not check that you are signed in.',
} as const);
