import type { Translation } from '@nivasa/contracts/languages';
import type { ENQUIRY_COMPOSER_TEXT as ENQUIRY_COMPOSER, WRITE_TO_OWNER_TEXT as WRITE_TO_OWNER } from './messages';

export const WRITE_TO_OWNER_TEXT: Translation<typeof WRITE_TO_OWNER.en> = {
  open: 'අයිතිකරුට ලියන්න',
  signIn: 'අයිතිකරුට ලිවීමට පිවිසෙන්න',
  loadingForm: 'පෝරමය පූරණය වෙමින්...',
};

export const ENQUIRY_COMPOSER_TEXT: Translation<typeof ENQUIRY_COMPOSER.en> = {
  title: 'අයිතිකරුට ලියන්න',
  quickStarts: 'ඉක්මන් ආරම්භ',
  available: 'තවමත් ලබා ගත හැකිද?',
  visit: 'බලන්න එන්න පුළුවන් කවදාද?',
  students: 'සිසුන්ට සුදුසුද?',
  message: 'ඔබේ පණිවිඩය',
  count: (used: string, most: string) => `${used} / ${most}`,
  tooShort: 'පළමුව පණිවිඩයක් ලියන්න.',
  tooLong: (most: string) => `අක්ෂර ${most} ට සීමා කරන්න.`,
  privacy: 'අයිතිකරුට ඔබේ නම පෙනේ, ඊමේල් ලිපිනය නොපෙනේ.',
  send: 'යවන්න',
  cancel: 'අවලංගු කරන්න',
  failed: 'ඔබේ පණිවිඩය යැවිය නොහැකි විය. නැවත උත්සාහ කරන්න.',
  sent: 'ඔබේ පණිවිඩය යැව්වා.',
  openThread: 'සංවාදය බලන්න',
};
