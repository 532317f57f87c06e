/** The shell's own page texts (the shared ones are in @nivasa/contracts/messages), in English; messages.si.ts and messages.ta.ts translate them. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const NOT_FOUND_PAGE_TEXT = catalogue('NOT_FOUND_PAGE_TEXT', {
  code: '404',
  title: 'Page not found',
  text: "We couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
  home: 'Back to home',
} as const);

/** The notice reads: notice, the Privacy Policy link, noticeEnd. */
export const COOKIE_BANNER_TEXT = catalogue('COOKIE_BANNER_TEXT', {
  label: 'Cookie consent',
  notice: 'Nivasa uses cookies to keep you signed in and to remember your choices. Read our',
  privacyPolicy: 'Privacy Policy',
  noticeEnd: '.',
  decline: 'Decline',
  accept: 'Accept',
} as const);

/** The names of the site's pages in the header's and the footer's links. */
export const SITE_LINKS_TEXT = catalogue('SITE_LINKS_TEXT', {
  home: 'Home',
  about: 'About',
  addYourPlace: 'Add your place',
  terms: 'Terms',
  privacy: 'Privacy',
  rentingSafely: 'Renting safely',
  register: 'Register',
  dashboard: 'Dashboard',
} as const);

export const FOOTER_TEXT = catalogue('FOOTER_TEXT', {
  brand: 'Nivasa',
  tagline: 'Rooms, annexes, hostels and houses to rent or buy across Sri Lanka.',
  address: '42 Galle Road, Colombo 03, Sri Lanka',
  phone: '+94 11 234 5678',
  phoneHref: 'tel:+94112345678',
  quickLinks: 'Quick links',
  socialLinks: 'Social links',
  followUs: 'Follow us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedIn: 'LinkedIn',
  bottomLine: (year: number) => `© ${year} Nivasa. Prices are in Sri Lankan rupees (Rs.).`,
} as const);

/** What a route shows when something it needs cannot be reached. */
export const UNAVAILABLE_NOTICE_TEXT = catalogue('UNAVAILABLE_NOTICE_TEXT', {
  retry: 'Retry',
} as const);

/** The frame of the sign-in, sign-up and password pages. */
export const AUTH_CARD_TEXT = catalogue('AUTH_CARD_TEXT', {
  or: 'or',
} as const);

/** Above a page the service worker sent from a copy saved on the device (a lost signal). */
export const SAVED_COPY_TEXT = catalogue('SAVED_COPY_TEXT', {
  note: 'No connection: this is a copy saved on this device, possibly out of date.',
} as const);
