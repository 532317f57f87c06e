/** The home page's texts, one catalogue per section. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const HERO_TEXT = catalogue('HERO_TEXT', {
  headline: 'Find your next perfect place to stay.',
  lead: 'Rooms, annexes, hostels and whole houses across Sri Lanka, for a night, a month or for good. Every listing is checked by our team before it goes live.',
  browse: 'Browse places',
} as const);

export const CATEGORIES_TEXT = catalogue('CATEGORIES_TEXT', {
  title: 'Our Categories:',
} as const);

export const FEATURED_PLACES_TEXT = catalogue('FEATURED_PLACES_TEXT', {
  title: 'Featured Places',
  error: (message: string) => `Error: ${message}`,
} as const);

export const FEATURED_CAROUSEL_TEXT = catalogue('FEATURED_CAROUSEL_TEXT', {
  label: 'Featured places',
  carousel: 'carousel',
  slide: 'slide',
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  previous: 'Previous featured place',
  next: 'Next featured place',
  showSlide: (position: number, count: number) => `Show featured place ${position} of ${count}`,
} as const);

export const OWNER_CALL_TO_ACTION_TEXT = catalogue('OWNER_CALL_TO_ACTION_TEXT', {
  title: 'Are you a property owner?',
  text: 'Post your property now and reach thousands of potential guests!',
  action: 'Add your place',
} as const);

export const RECENT_LISTINGS_TEXT = catalogue('RECENT_LISTINGS_TEXT', {
  showMore: 'Show more...',
} as const);

export const SCROLL_DOWN_ARROW_TEXT = catalogue('SCROLL_DOWN_ARROW_TEXT', {
  label: 'Scroll down',
} as const);
