import type { Translation } from '@nivasa/contracts/languages';
import type {
  CATEGORIES_TEXT as CATEGORIES,
  FEATURED_CAROUSEL_TEXT as FEATURED_CAROUSEL,
  FEATURED_PLACES_TEXT as FEATURED_PLACES,
  HERO_TEXT as HERO,
  OWNER_CALL_TO_ACTION_TEXT as OWNER_CALL_TO_ACTION,
  RECENT_LISTINGS_TEXT as RECENT_LISTINGS,
  SCROLL_DOWN_ARROW_TEXT as SCROLL_DOWN_ARROW,
} from './messages';

export const HERO_TEXT: Translation<typeof HERO.en> = {
  headline: 'ඔබට ගැළපෙන ඊළඟ නවාතැන සොයා ගන්න.',
  lead: 'ශ්‍රී ලංකාව පුරා කාමර, ඇනෙක්සි, හොස්ටල් සහ සම්පූර්ණ නිවාස, එක් රාත්‍රියකට, මසකට හෝ ස්ථිරවම. සෑම දැන්වීමක්ම පළ කිරීමට පෙර අපේ කණ්ඩායම පරීක්ෂා කරයි.',
  browse: 'ස්ථාන බලන්න',
};

export const CATEGORIES_TEXT: Translation<typeof CATEGORIES.en> = {
  title: 'අපේ ප්‍රවර්ග:',
};

export const FEATURED_PLACES_TEXT: Translation<typeof FEATURED_PLACES.en> = {
  title: 'විශේෂිත ස්ථාන',
  error: (message: string) => `දෝෂය: ${message}`,
};

export const FEATURED_CAROUSEL_TEXT: Translation<typeof FEATURED_CAROUSEL.en> = {
  label: 'විශේෂිත ස්ථාන',
  carousel: 'කැරසලය',
  slide: 'ස්ලයිඩය',
  slideLabel: (position: number, count: number) => `${count}න් ${position}`,
  previous: 'පෙර විශේෂිත ස්ථානය',
  next: 'ඊළඟ විශේෂිත ස්ථානය',
  showSlide: (position: number, count: number) => `විශේෂිත ස්ථාන ${count}න් ${position} වැන්න පෙන්වන්න`,
};

export const OWNER_CALL_TO_ACTION_TEXT: Translation<typeof OWNER_CALL_TO_ACTION.en> = {
  title: 'ඔබ දේපළ අයිතිකරුවෙක්ද?',
  text: 'ඔබේ දේපළ දැන්ම පළ කර, නවාතැන් සොයන දහස් ගණනකට ළඟා වන්න!',
  action: 'ඔබේ ස්ථානය එක් කරන්න',
};

export const RECENT_LISTINGS_TEXT: Translation<typeof RECENT_LISTINGS.en> = {
  showMore: 'තවත් බලන්න...',
};

export const SCROLL_DOWN_ARROW_TEXT: Translation<typeof SCROLL_DOWN_ARROW.en> = {
  label: 'පහළට යන්න',
};
