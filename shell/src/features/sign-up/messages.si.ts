import type { Translation } from '@nivasa/contracts/languages';
import type { SIGN_UP_FORM_TEXT as SIGN_UP_FORM, SIGN_UP_PAGE_TEXT as SIGN_UP_PAGE } from './messages';

export const SIGN_UP_FORM_TEXT: Translation<typeof SIGN_UP_FORM.en> = {
  email: 'ඊමේල්',
  username: 'පරිශීලක නාමය',
  password: 'මුරපදය',
  phoneNumber: 'දුරකථන අංකය',
  phoneNumberExample: '077 123 4567',
  submit: 'ලියාපදිංචි වන්න',
};

export const SIGN_UP_PAGE_TEXT: Translation<typeof SIGN_UP_PAGE.en> = {
  title: 'ලියාපදිංචි වන්න',
  intro: 'ඔබේ ස්ථානය පළ කිරීමට, ප්‍රියතම සුරැකීමට සහ අයිතිකරුවන් සම්බන්ධ කර ගැනීමට ගිණුමක් සාදන්න.',
  agreementStart: 'ලියාපදිංචි වීමෙන් ඔබ අපගේ',
  terms: 'නියමයන්ට',
  agreementJoin: 'සහ',
  privacyPolicy: 'රහස්‍යතා ප්‍රතිපත්තියට',
  agreementEnd: ' එකඟ වේ.',
  haveAccount: 'ගිණුමක් තිබේද?',
  signIn: 'පිවිසෙන්න',
};
