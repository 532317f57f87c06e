import type { Translation } from '@nivasa/contracts/languages';
import type {
  MY_SEARCHES_LIST_TEXT as MY_SEARCHES_LIST,
  MY_SEARCHES_PAGE_TEXT as MY_SEARCHES_PAGE,
  UNSUBSCRIBE_ALERTS_PAGE_TEXT as UNSUBSCRIBE_ALERTS_PAGE,
  SAVED_SEARCH_ITEM_TEXT as SAVED_SEARCH_ITEM,
  UNSUBSCRIBE_ALERTS_TEXT as UNSUBSCRIBE_ALERTS,
} from './messages';

export const MY_SEARCHES_LIST_TEXT: Translation<typeof MY_SEARCHES_LIST.en> = {
  listLabel: 'ඔබේ සුරැකි සෙවුම්',
  loading: 'ඔබේ සුරැකි සෙවුම් ලබා ගනිමින්...',
  failedToLoad: 'ඔබේ සුරැකි සෙවුම් ලබා ගැනීමට නොහැකි වුණා.',
  empty: 'ඔබට තවම සුරැකි සෙවුම් නැත.',
  emptyHint: 'ස්ථාන සොයා, අලුත් ඒවා ගැන දැනගැනීමට "මෙම සෙවුම සුරකින්න" ඔබන්න.',
  findPlaces: 'ස්ථාන සොයන්න',
  count: (count: number, limit: number) => `සුරැකි සෙවුම් ${limit}න් ${count}ක්`,
};

export const SAVED_SEARCH_ITEM_TEXT: Translation<typeof SAVED_SEARCH_ITEM.en> = {
  instant: 'වහාම',
  daily: 'දිනපතා පෙ.ව. 7:00ට',
  frequency: 'ඊමේල් කරන්න',
  paused: 'නවතා ඇත',
  active: 'දැනුම්දීම් සක්‍රියයි',
  lastAlert: 'අවසන් දැනුම්දීම',
  never: 'කිසිදා නැත',
  open: 'විවෘත කරන්න',
  openLabel: (name: string) => `${name} සෙවුම විවෘත කරන්න`,
  rename: 'නම වෙනස් කරන්න',
  renameLabel: (name: string) => `${name} හි නම වෙනස් කරන්න`,
  newName: 'අලුත් නම',
  save: 'සුරකින්න',
  cancel: 'අවලංගු කරන්න',
  pause: 'නවත්වන්න',
  pauseLabel: (name: string) => `${name} සඳහා දැනුම්දීම් නවත්වන්න`,
  resume: 'නැවත අරඹන්න',
  resumeLabel: (name: string) => `${name} සඳහා දැනුම්දීම් නැවත අරඹන්න`,
  delete: 'මකන්න',
  deleteLabel: (name: string) => `${name} මකන්න`,
  deleteTitle: 'මෙම සුරැකි සෙවුම මකන්නද?',
  deleteWarning: (name: string) => `"${name}" සහ එහි දැනුම්දීම් නවතිනු ඇත. මෙය ආපසු හැරවිය නොහැක.`,
  deleteConfirm: 'මකන්න',
};

export const UNSUBSCRIBE_ALERTS_TEXT: Translation<typeof UNSUBSCRIBE_ALERTS.en> = {
  intro: 'මෙම සුරැකි සෙවුම සඳහා ඔබට තවත් ඊමේල් නොලැබේ. මගේ සුරැකි සෙවුම් තුළින් ඒවා නැවත සක්‍රිය කළ හැක.',
  stop: 'මෙම දැනුම්දීම් නවත්වන්න',
  stopping: 'නවත්වමින්...',
  done: 'හරි. මෙම සෙවුම සඳහා ඔබට තවත් දැනුම්දීම් නොලැබේ.',
  noToken: 'මෙම සබැඳිය සම්පූර්ණ නැත. ඊමේල් එකෙන් එය නැවත විවෘත කරන්න.',
  mySearches: 'මගේ සුරැකි සෙවුම් වෙත යන්න',
};

export const MY_SEARCHES_PAGE_TEXT: Translation<typeof MY_SEARCHES_PAGE.en> = {
  documentTitle: 'මගේ සුරැකි සෙවුම් | Nivasa',
  title: 'මගේ සුරැකි සෙවුම්',
};

export const UNSUBSCRIBE_ALERTS_PAGE_TEXT: Translation<typeof UNSUBSCRIBE_ALERTS_PAGE.en> = {
  documentTitle: 'දැනුම්දීම් නැවැත්වීම | Nivasa',
  title: 'සුරැකි සෙවුමක දැනුම්දීම් නවත්වන්න',
};
