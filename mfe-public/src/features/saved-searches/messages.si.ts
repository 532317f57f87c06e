import type { Translation } from '@nivasa/contracts/languages';
import type { SAVE_SEARCH_DIALOG_TEXT as SAVE_SEARCH_DIALOG } from './messages';

export const SAVE_SEARCH_DIALOG_TEXT: Translation<typeof SAVE_SEARCH_DIALOG.en> = {
  title: 'මෙම සෙවුම සුරකින්න',
  intro: 'ගැළපෙන අලුත් ස්ථාන ආ විට අපි ඔබට ඊමේල් කරන්නෙමු.',
  name: 'නම',
  frequency: 'අපි ඔබට කොපමණ වාරයක් ඊමේල් කළ යුතුද?',
  instant: 'වහාම',
  instantHint: 'අලුත් ගැළපීමක් ආ විනාඩි කිහිපයක් ඇතුළත',
  daily: 'දිනපතා පෙ.ව. 7:00ට',
  dailyHint: 'සෑම උදෑසනකම එක් ඊමේල් එකක්',
  save: 'සුරකින්න',
  cancel: 'අවලංගු කරන්න',
  mySearches: 'මගේ සුරැකි සෙවුම් බලන්න',
  close: 'වසන්න',
};
