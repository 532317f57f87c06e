import type { Translation } from '@nivasa/contracts/languages';
import type {
  FORGOT_PASSWORD_FORM_TEXT as FORGOT_PASSWORD_FORM,
  FORGOT_PASSWORD_PAGE_TEXT as FORGOT_PASSWORD_PAGE,
  RESET_PASSWORD_FORM_TEXT as RESET_PASSWORD_FORM,
  RESET_PASSWORD_PAGE_TEXT as RESET_PASSWORD_PAGE,
} from './messages';

export const FORGOT_PASSWORD_FORM_TEXT: Translation<typeof FORGOT_PASSWORD_FORM.en> = {
  email: 'மின்னஞ்சல்',
  emailRequired: 'உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  submit: 'மீட்டமைப்பு இணைப்பை அனுப்பு',
  failed: 'கடவுச்சொல் மீட்டமைப்பு மின்னஞ்சலை அனுப்ப முடியவில்லை. மின்னஞ்சல் முகவரி சரியானதா எனப் பாருங்கள்.',
};

export const RESET_PASSWORD_FORM_TEXT: Translation<typeof RESET_PASSWORD_FORM.en> = {
  newPassword: 'புதிய கடவுச்சொல்',
  newPasswordRequired: 'புதிய கடவுச்சொல்லை உள்ளிடவும்.',
  confirmPassword: 'கடவுச்சொல்லை உறுதிப்படுத்துக',
  confirmPasswordRequired: 'புதிய கடவுச்சொல்லை மீண்டும் உள்ளிடவும்.',
  passwordsDoNotMatch: 'கடவுச்சொற்கள் பொருந்தவில்லை.',
  submit: 'கடவுச்சொல்லை மீட்டமை',
  failed: 'கடவுச்சொல்லை மீட்டமைக்க முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.',
  signInWithNewPassword: 'புதிய கடவுச்சொல்லுடன் உள்நுழைக',
};

export const FORGOT_PASSWORD_PAGE_TEXT: Translation<typeof FORGOT_PASSWORD_PAGE.en> = {
  title: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  intro: 'உங்கள் கணக்கின் மின்னஞ்சலை உள்ளிடுங்கள்; கடவுச்சொல்லை மீட்டமைக்க ஓர் இணைப்பை அனுப்புவோம்.',
  remembered: 'நினைவுக்கு வந்ததா?',
  signIn: 'உள்நுழைக',
};

export const RESET_PASSWORD_PAGE_TEXT: Translation<typeof RESET_PASSWORD_PAGE.en> = {
  title: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
  intro: 'உங்கள் Nivasa கணக்குக்குப் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.',
  linkExpired: 'இணைப்பு காலாவதியாகிவிட்டதா?',
  sendNewLink: 'புதிய இணைப்பை அனுப்புக',
};
