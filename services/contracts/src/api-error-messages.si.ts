/** The API's own refusals (api-error-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { API_ERROR_MESSAGES } from './api-error-messages';

export const API_ERROR_MESSAGES_SI: Translation<typeof API_ERROR_MESSAGES> = {
  internalError: 'සේවාදායකයේ අභ්‍යන්තර දෝෂයක්',
  databaseUnavailable: 'දත්ත ගබඩාව දැනට ලබා ගත නොහැක; කරුණාකර මඳ වේලාවකින් නැවත උත්සාහ කරන්න',
  duplicateRecord: 'එම වාර්තාව දැනටමත් ඇත',
  invalidInput: 'ඇතුළත් කළ දත්ත වලංගු නැත',
  malformedJson: 'ඉල්ලීමේ JSON දත්ත කියවිය නොහැක',
  bodyTooLarge: 'ඉල්ලීම ඉතා විශාලයි',
  bodyTooLargeLimit: (limit: string) => `ඉල්ලීම ඉතා විශාලයි (සීමාව ${limit})`,
  bodyTooManyFields: (limit: number) => `ඉල්ලීමේ ක්ෂේත්‍ර ඉතා වැඩියි (සීමාව ${limit})`,
  bodyTooDeep: (levels: number) => `ඉල්ලීමේ දත්ත ඉතා ගැඹුරට කූඩු කර ඇත (සීමාව මට්ටම් ${levels})`,
  headersTooLarge: 'ඉල්ලීමේ ලිපිනය හෝ ශීර්ෂ ඉතා විශාලයි.',
  malformedRequest: 'ඉල්ලීම කියවිය නොහැක.',
  routeNotFound: (method: string, path: string) => `මෙම ලිපිනය නැත: ${method} ${path}`,
  invalidListingId: 'දැන්වීමේ id එක වලංගු නැත',
  invalidUserId: 'පරිශීලක id එක වලංගු නැත',
  invalidReviewId: 'සමාලෝචනයේ id එක වලංගු නැත',
  invalidImageId: 'රූපයේ id එක වලංගු නැත',
  invalidSavedSearchId: 'සුරැකි සෙවුමේ id එක වලංගු නැත',
  invalidThreadId: 'සංවාදයේ id එක වලංගු නැත',
};
