/** The saved searches' texts (saved-search-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import { formatNumber } from './format';
import type { Translation } from './languages';
import { SAVED_SEARCH_LIMITS } from './limits';
import type { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_TEXT } from './saved-search-messages';

export const SAVED_SEARCH_MESSAGES_SI: Translation<typeof SAVED_SEARCH_MESSAGES> = {
  query: `සෙවුම එහි ලිපිනයේ query string එක ලෙස, අක්ෂර ${formatNumber(SAVED_SEARCH_LIMITS.queryMaxLength)}කට නොවැඩිව දෙන්න.`,
  queryEmpty: 'සෙවුමක් සුරැකීමට පෙර අවම වශයෙන් එක් පෙරහනක් තෝරන්න.',
  frequency: 'frequency instant හෝ daily විය යුතුය.',
  name: `නමක් අක්ෂර 1 සිට ${SAVED_SEARCH_LIMITS.nameMaxLength} දක්වා විය යුතුය.`,
  paused: 'paused true හෝ false විය යුතුය.',
  noChange: 'අලුත් නමක්, frequency හෝ paused දෙන්න.',
  saved: 'සෙවුම සුරැකුණා. එයට ගැළපෙන අලුත් ස්ථාන ගැන අපි ඔබට දන්වන්නෙමු.',
  updated: 'සුරැකි සෙවුම යාවත්කාලීන කළා.',
  deleted: 'සුරැකි සෙවුම මකා දැමුණා.',
  notFound: 'සුරැකි සෙවුම හමු නොවුණා.',
  limitReached: `ඔබට සුරැකි සෙවුම් ${SAVED_SEARCH_LIMITS.perUser}ක් පමණක් තබා ගත හැක. තවත් එකක් සුරැකීමට එකක් මකා දමන්න.`,
  unsubscribed: 'මෙම සුරැකි සෙවුම සඳහා ඔබට තවදුරටත් දැනුම්දීම් නොලැබේ. මගේ සෙවුම් තුළ ඒවා නැවත ආරම්භ කළ හැක.',
  unsubscribeLinkInvalid: 'මෙම දායකත්වය ඉවත් කිරීමේ සබැඳිය වලංගු නැත. මගේ සෙවුම් තුළ ඔබේ දැනුම්දීම් කළමනාකරණය කරන්න.',
};

export const SAVED_SEARCH_NAME_TEXT_SI: Translation<typeof SAVED_SEARCH_NAME_TEXT> = {
  anyType: 'ස්ථාන',
  matching: (term: string) => `“${term}” ට ගැළපෙන `,
  inPlace: (place: string) => `${place} ප්‍රදේශයේ `,
  nearPlace: (place: string) => `${place} අසල `,
  nearPoint: 'සිතියමේ ලක්ෂ්‍යයක් අසල ',
  inArea: 'සිතියමේ ප්‍රදේශයක ',
  under: (price: string) => `${price}ට අඩු `,
  over: (price: string) => `${price}ට වැඩි `,
  between: (min: string, max: string) => `${min} සිට ${max} දක්වා `,
  name: (what: string, matching: string, where: string, price: string) => `${where}${price}${matching}${what}`,
};
