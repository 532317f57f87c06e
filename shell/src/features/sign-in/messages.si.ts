import type { Translation } from '@nivasa/contracts/languages';
import type { SIGN_IN_FORM_TEXT as SIGN_IN_FORM, SIGN_IN_PAGE_TEXT as SIGN_IN_PAGE } from './messages';

export const SIGN_IN_FORM_TEXT: Translation<typeof SIGN_IN_FORM.en> = {
  email: 'ඊමේල්',
  password: 'මුරපදය',
  submit: 'පිවිසෙන්න',
};

export const SIGN_IN_PAGE_TEXT: Translation<typeof SIGN_IN_PAGE.en> = {
  title: 'පිවිසෙන්න',
  intro: 'නැවත සාදරයෙන් පිළිගනිමු. ඔබේ දැන්වීම් සහ ප්‍රියතම කළමනාකරණය කිරීමට පිවිසෙන්න.',
  noAccount: 'ගිණුමක් නැද්ද?',
  signUp: 'ලියාපදිංචි වන්න',
  forgotPassword: 'මුරපදය අමතකද?',
  resetIt: 'මෙතැනින් යළි සකසන්න',
};
