/** The offline page's texts: the shell's build writes the page in each language (tools/src/build-plugins/offline-page.ts); no page code reads them. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const OFFLINE_PAGE_TEXT = catalogue('OFFLINE_PAGE_TEXT', {
  title: 'You are offline',
  text: 'This page has not been saved on this device. Pages you have opened before and your favourites still open without a connection.',
  tryAgain: 'Try again',
  home: 'Home',
  favourites: 'My favourites',
} as const);
