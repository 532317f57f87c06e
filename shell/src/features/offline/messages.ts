/** The texts of a lost signal: the note on a saved copy, and the offline page (written at build time, in each language). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const SAVED_COPY_TEXT = catalogue('SAVED_COPY_TEXT', {
  note: 'No connection: this is a copy saved on this device, possibly out of date.',
} as const);

export const OFFLINE_PAGE_TEXT = catalogue('OFFLINE_PAGE_TEXT', {
  title: 'You are offline',
  text: 'This page has not been saved on this device. Pages you have opened before and your favourites still open without a connection.',
  tryAgain: 'Try again',
  home: 'Home',
  favourites: 'My favourites',
} as const);
