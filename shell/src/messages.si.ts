import type { Translation } from '@nivasa/contracts/languages';
import type {
  AUTH_CARD_TEXT as AUTH_CARD,
  COOKIE_BANNER_TEXT as COOKIE_BANNER,
  FOOTER_TEXT as FOOTER,
  NOT_FOUND_PAGE_TEXT as NOT_FOUND_PAGE,
  SITE_LINKS_TEXT as SITE_LINKS,
  UNAVAILABLE_NOTICE_TEXT as UNAVAILABLE_NOTICE,
  SAVED_COPY_TEXT as SAVED_COPY,
} from './messages';

export const NOT_FOUND_PAGE_TEXT: Translation<typeof NOT_FOUND_PAGE.en> = {
  code: '404',
  title: 'පිටුව හමු නොවීය',
  text: 'ඔබ සොයන පිටුව අපට හමු නොවීය. එය වෙනත් තැනකට ගෙන ගොස් තිබිය හැක, නැතහොත් සබැඳිය වැරදි විය හැක.',
  home: 'මුල් පිටුවට යන්න',
};

export const COOKIE_BANNER_TEXT: Translation<typeof COOKIE_BANNER.en> = {
  label: 'කුකී අවසරය',
  notice: 'ඔබව පිවිසී සිටින ලෙස තබා ගැනීමටත් ඔබේ තේරීම් මතක තබා ගැනීමටත් Nivasa කුකී භාවිත කරයි. වැඩි විස්තර සඳහා අපගේ',
  privacyPolicy: 'රහස්‍යතා ප්‍රතිපත්තිය',
  noticeEnd: ' කියවන්න.',
  decline: 'ප්‍රතික්ෂේප කරන්න',
  accept: 'පිළිගන්න',
};

export const SITE_LINKS_TEXT: Translation<typeof SITE_LINKS.en> = {
  home: 'මුල් පිටුව',
  about: 'අප ගැන',
  addYourPlace: 'ඔබේ ස්ථානය එක් කරන්න',
  terms: 'නියමයන්',
  privacy: 'රහස්‍යතාව',
  rentingSafely: 'ආරක්ෂිතව කුලියට ගන්න',
  register: 'ලියාපදිංචි වන්න',
  dashboard: 'පාලක පුවරුව',
};

export const FOOTER_TEXT: Translation<typeof FOOTER.en> = {
  brand: 'Nivasa',
  tagline: 'ශ්‍රී ලංකාව පුරා කුලියට හෝ මිලදී ගැනීමට කාමර, ඇනෙක්සි, හොස්ටල් සහ නිවාස.',
  address: '42, ගාලු පාර, කොළඹ 03, ශ්‍රී ලංකාව',
  phone: '+94 11 234 5678',
  phoneHref: 'tel:+94112345678',
  quickLinks: 'ඉක්මන් සබැඳි',
  socialLinks: 'සමාජ මාධ්‍ය සබැඳි',
  followUs: 'අප සමඟ එක්වන්න',
  facebook: 'ෆේස්බුක්',
  instagram: 'ඉන්ස්ටග්‍රෑම්',
  youtube: 'යූටියුබ්',
  linkedIn: 'ලින්ක්ඩ්ඉන්',
  bottomLine: (year: number) => `© ${year} Nivasa. මිල ගණන් ශ්‍රී ලංකා රුපියල්වලින් (රු.).`,
};

export const UNAVAILABLE_NOTICE_TEXT: Translation<typeof UNAVAILABLE_NOTICE.en> = {
  retry: 'නැවත උත්සාහ කරන්න',
};

export const AUTH_CARD_TEXT: Translation<typeof AUTH_CARD.en> = {
  or: 'හෝ',
};

export const SAVED_COPY_TEXT: Translation<typeof SAVED_COPY.en> = {
  note: 'සම්බන්ධතාවක් නැත: මේ මෙම උපාංගයේ සුරැකි පිටපතකි, එය යාවත්කාලීන නොවිය හැක.',
};
