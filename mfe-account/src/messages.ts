/** The account remote's page texts, and those its features share (the site's shared ones are in @nivasa/ui/catalogues). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const AVATAR_TEXT = catalogue('AVATAR_TEXT', {
  alt: (username: string) => `${username}'s avatar`,
} as const);

export const MY_ACCOUNT_PAGE_TEXT = catalogue('MY_ACCOUNT_PAGE_TEXT', {
  title: 'My account',
} as const);

export const EDIT_DETAILS_PAGE_TEXT = catalogue('EDIT_DETAILS_PAGE_TEXT', {
  title: 'Edit details',
  back: '← My account',
  detailsLabel: 'Your details',
} as const);

export const MY_FAVORITES_PAGE_TEXT = catalogue('MY_FAVORITES_PAGE_TEXT', {
  documentTitle: 'My favorites | Nivasa',
  title: 'My favorites',
} as const);

export const MY_LISTINGS_PAGE_TEXT = catalogue('MY_LISTINGS_PAGE_TEXT', {
  title: 'My listings',
} as const);

export const CREATE_LISTING_PAGE_TEXT = catalogue('CREATE_LISTING_PAGE_TEXT', {
  submit: 'Create listing',
} as const);

export const UPDATE_LISTING_PAGE_TEXT = catalogue('UPDATE_LISTING_PAGE_TEXT', {
  submit: 'Update listing',
  back: '← My listings',
} as const);
