import type { Translation } from '@nivasa/contracts/languages';
import type {
  FORGOT_PASSWORD_FORM_TEXT as FORGOT_PASSWORD_FORM,
  FORGOT_PASSWORD_PAGE_TEXT as FORGOT_PASSWORD_PAGE,
  RESET_PASSWORD_FORM_TEXT as RESET_PASSWORD_FORM,
  RESET_PASSWORD_PAGE_TEXT as RESET_PASSWORD_PAGE,
} from './messages';

export const FORGOT_PASSWORD_FORM_TEXT: Translation<typeof FORGOT_PASSWORD_FORM.en> = {
  email: 'ඊමේල්',
  emailRequired: 'ඔබේ ඊමේල් ලිපිනය ඇතුළත් කරන්න.',
  submit: 'යළි සැකසීමේ සබැඳිය යවන්න',
  failed: 'මුරපදය යළි සැකසීමේ ඊමේල් පණිවිඩය යැවිය නොහැකි විය. ඊමේල් ලිපිනය නිවැරදි දැයි බලන්න.',
};

export const RESET_PASSWORD_FORM_TEXT: Translation<typeof RESET_PASSWORD_FORM.en> = {
  newPassword: 'නව මුරපදය',
  newPasswordRequired: 'නව මුරපදයක් ඇතුළත් කරන්න.',
  confirmPassword: 'මුරපදය තහවුරු කරන්න',
  confirmPasswordRequired: 'නව මුරපදය නැවත ඇතුළත් කරන්න.',
  passwordsDoNotMatch: 'මුරපද දෙක නොගැළපේ.',
  submit: 'මුරපදය යළි සකසන්න',
  failed: 'මුරපදය යළි සැකසිය නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  signInWithNewPassword: 'නව මුරපදයෙන් පිවිසෙන්න',
};

export const FORGOT_PASSWORD_PAGE_TEXT: Translation<typeof FORGOT_PASSWORD_PAGE.en> = {
  title: 'මුරපදය අමතකද?',
  intro: 'ඔබේ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න. මුරපදය යළි සැකසීමට සබැඳියක් අපි එවන්නෙමු.',
  remembered: 'මතක් වුණාද?',
  signIn: 'පිවිසෙන්න',
};

export const RESET_PASSWORD_PAGE_TEXT: Translation<typeof RESET_PASSWORD_PAGE.en> = {
  title: 'ඔබේ මුරපදය යළි සකසන්න',
  intro: 'ඔබේ Nivasa ගිණුමට නව මුරපදයක් තෝරන්න.',
  linkExpired: 'සබැඳිය කල් ඉකුත් වුණාද?',
  sendNewLink: 'අලුත් එකක් යවන්න',
};
