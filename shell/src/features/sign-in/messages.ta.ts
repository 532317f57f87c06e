import type { Translation } from '@nivasa/contracts/languages';
import type { SIGN_IN_FORM_TEXT as SIGN_IN_FORM, SIGN_IN_PAGE_TEXT as SIGN_IN_PAGE } from './messages';

export const SIGN_IN_FORM_TEXT: Translation<typeof SIGN_IN_FORM.en> = {
  email: 'மின்னஞ்சல்',
  password: 'கடவுச்சொல்',
  submit: 'உள்நுழைக',
};

export const SIGN_IN_PAGE_TEXT: Translation<typeof SIGN_IN_PAGE.en> = {
  title: 'உள்நுழைக',
  intro: 'மீண்டும் வருக. உங்கள் விளம்பரங்களையும் விருப்பங்களையும் நிர்வகிக்க உள்நுழையுங்கள்.',
  noAccount: 'கணக்கு இல்லையா?',
  signUp: 'பதிவு செய்க',
  forgotPassword: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  resetIt: 'இங்கே மீட்டமைக்கவும்',
};
