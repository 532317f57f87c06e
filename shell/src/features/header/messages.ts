/** The header's texts (the links' page names are the site's, in ../../messages). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const HEADER_TEXT = catalogue('HEADER_TEXT', {
  menu: 'Menu',
  mainNavigation: 'Main',
} as const);

export const ACCOUNT_ENTRY_TEXT = catalogue('ACCOUNT_ENTRY_TEXT', {
  signIn: 'Sign In',
  myAccount: 'My account',
} as const);

export const SEARCH_FORM_TEXT = catalogue('SEARCH_FORM_TEXT', {
  label: 'Search listings',
  placeholder: 'Search places, towns…',
  submit: 'Search',
} as const);

export const LANGUAGE_SWITCHER_TEXT = catalogue('LANGUAGE_SWITCHER_TEXT', {
  label: 'Language',
} as const);

/** The header's way to the enquiry threads, and its unread count, read out after the name (the menu button shows it too on a phone). */
export const MESSAGES_ENTRY_TEXT = catalogue('MESSAGES_ENTRY_TEXT', {
  messages: 'Messages',
  unread: (count: string) => `${count} unread`,
} as const);
