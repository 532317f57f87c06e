/**
 * The prompt that offers a visitor whose browser prefers Sinhala or Tamil the page in it. It is
 * shown in the offered language, never the page's: the English texts are its catalogue's keys.
 */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const LANGUAGE_PROMPT_TEXT = catalogue('LANGUAGE_PROMPT_TEXT', {
  label: 'Language',
  offer: 'View this page in English',
  dismiss: 'No, thanks',
} as const);
