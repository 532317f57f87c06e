import type { Translation } from '@nivasa/contracts/languages';
import type { OFFLINE_PAGE_TEXT as OFFLINE_PAGE } from './messages';

export const OFFLINE_PAGE_TEXT: Translation<typeof OFFLINE_PAGE.en> = {
  title: 'ඔබ අන්තර්ජාලයට සම්බන්ධ වී නැත',
  text: 'මෙම පිටුව මෙම උපාංගයේ සුරැකී නැත. ඔබ කලින් විවෘත කළ පිටු සහ ඔබේ ප්‍රියතම, සම්බන්ධතාවක් නැතිව වුවද විවෘත වේ.',
  tryAgain: 'නැවත උත්සාහ කරන්න',
  home: 'මුල් පිටුව',
  favourites: 'මගේ ප්‍රියතම',
};
