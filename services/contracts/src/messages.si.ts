/** The site's shared words (messages.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { BAD_REQUEST_PAGE_TEXT, COUNT_TEXTS, MESSAGES, SITE_TEXT } from './messages';

export const SITE_TEXT_SI: Translation<typeof SITE_TEXT> = {
  name: 'Nivasa',
  title: 'Nivasa | ශ්‍රී ලංකාව පුරා නවාතැන් සහ නිවාස',
  description: 'Nivasa: ශ්‍රී ලංකාව පුරා කුලියට හෝ මිලදී ගැනීමට කාමර, ඇනෙක්සි, හොස්ටල් සහ නිවාස.',
  contactEmail: 'hello@nivasa.lk',
};

export const BAD_REQUEST_PAGE_TEXT_SI: Translation<typeof BAD_REQUEST_PAGE_TEXT> = {
  code: '400',
  title: 'මෙම ලිපිනය කියවිය නොහැක',
  text: 'සබැඳිය කැඩී හෝ අඩක් කැපී තිබිය හැක. එය පරීක්ෂා කරන්න, නැතහොත් මුල් පිටුවෙන් නැවත අරඹන්න.',
  home: 'මුල් පිටුවට',
};

/** Sinhala counts 0 and 1 as 'one' (ICU), and says both forms alike: the noun before the number. */
export const COUNT_TEXTS_SI: Translation<typeof COUNT_TEXTS> = {
  review: { one: 'සමාලෝචන {count}', other: 'සමාලෝචන {count}' },
  bedroom: { one: 'නිදන කාමර {count}', other: 'නිදන කාමර {count}' },
  bathroom: { one: 'නාන කාමර {count}', other: 'නාන කාමර {count}' },
};

export const MESSAGES_SI: Translation<typeof MESSAGES> = {
  tokenMissing: 'කරුණාකර පළමුව පිවිසෙන්න',
  tokenInvalid: 'ඔබේ පිවිසුම වලංගු නැත. කරුණාකර නැවත පිවිසෙන්න',
  unexpectedError: 'අනපේක්ෂිත දෝෂයක් ඇති වුණා!',
  somethingWentWrong: 'යමක් වැරදුණා!',
  failedToFetchListings: 'දැන්වීම් ලබා ගැනීමට නොහැකි වුණා',
  failedToFetchFeatured: 'විශේෂිත දැන්වීම් ලබා ගැනීමට නොහැකි වුණා',
  noFeatured: 'දැනට විශේෂිත දැන්වීම් නැත.',
  noListingsFound: 'දැන්වීම් හමු නොවුණා',
  clearFilters: 'පෙරහන් ඉවත් කරන්න',
  linkCopied: 'සබැඳිය පිටපත් කළා!',
  signInToContact: 'අයිතිකරුගේ දුරකථන අංකය සහ විද්‍යුත් තැපෑල බැලීමට පිවිසෙන්න.',
  loading: 'පූරණය වෙමින්...',
  confirmYes: 'ඔව්',
  confirmNo: 'නැත',
  tryAgain: 'නැවත උත්සාහ කරන්න',
  backToHome: 'මුල් පිටුවට',
  previousPage: 'පෙර',
  nextPage: 'ඊළඟ',
  pageNumber: (page: number) => `${page} වන පිටුව`,
  moderatorsOnlyTitle: 'පාලක පුවරුව පරීක්ෂකවරුන් සඳහා පමණි',
  moderatorsOnlyText: 'ඔබ පිවිස ඇත, නමුත් පාලක පුවරුව සහ එහි පිටු විවෘත කළ හැක්කේ පරීක්ෂකවරුන්ට පමණි.',
};
