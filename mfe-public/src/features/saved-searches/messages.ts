/**
 * The Save this search dialog's texts, loaded with the dialog (the button that opens it is the
 * search bar's). The API's answers (saved, the limit) come in the page's language from the API.
 */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const SAVE_SEARCH_DIALOG_TEXT = catalogue('SAVE_SEARCH_DIALOG_TEXT', {
  title: 'Save this search',
  intro: 'We will email you when new places match it.',
  name: 'Name',
  frequency: 'How often should we email you?',
  instant: 'Instantly',
  instantHint: 'Within minutes of a new match',
  daily: 'Daily at 7:00',
  dailyHint: 'One email each morning',
  save: 'Save',
  cancel: 'Cancel',
  mySearches: 'See my saved searches',
  close: 'Close',
} as const);
