import type { Translation } from '@nivasa/contracts/languages';
import type { CONFIRM_EMAIL_PAGE_TEXT as CONFIRM_EMAIL_PAGE } from './messages';

export const CONFIRM_EMAIL_PAGE_TEXT: Translation<typeof CONFIRM_EMAIL_PAGE.en> = {
  title: 'ඔබේ නව ඊමේල් ලිපිනය තහවුරු කරන්න',
  intro: 'ඔබට ලැබුණු ඊමේල් පණිවිඩයේ සබැඳිය ඔබේ Nivasa ගිණුමේ ඊමේල් ලිපිනය වෙනස් කරයි.',
  confirming: 'ඔබේ නව ඊමේල් ලිපිනය තහවුරු කරමින්…',
  failed: 'ඔබේ නව ඊමේල් ලිපිනය තහවුරු කළ නොහැකි විය. කරුණාකර පසුව සබැඳිය නැවත උත්සාහ කරන්න.',
  emailIsNow: 'ඔබේ ගිණුමේ ඊමේල් ලිපිනය දැන්',
  emailIsNowEnd: ' වේ.',
  goToMyAccount: 'මගේ ගිණුමට යන්න',
  signInWithNewEmail: 'නව ඊමේල් ලිපිනයෙන් පිවිසෙන්න',
  needNewLink: 'නව සබැඳියක් අවශ්‍යද?',
  editDetails: 'විස්තර සංස්කරණය',
  needNewLinkEnd: ' පිටුවෙන් ඔබේ ඊමේල් ලිපිනය නැවත වෙනස් කරන්න.',
};
