import type { Translation } from '@nivasa/contracts/languages';
import type { SIGN_UP_FORM_TEXT as SIGN_UP_FORM, SIGN_UP_PAGE_TEXT as SIGN_UP_PAGE } from './messages';

export const SIGN_UP_FORM_TEXT: Translation<typeof SIGN_UP_FORM.en> = {
  email: 'மின்னஞ்சல்',
  username: 'பயனர் பெயர்',
  password: 'கடவுச்சொல்',
  phoneNumber: 'தொலைபேசி எண்',
  phoneNumberExample: '077 123 4567',
  submit: 'பதிவு செய்க',
};

export const SIGN_UP_PAGE_TEXT: Translation<typeof SIGN_UP_PAGE.en> = {
  title: 'பதிவு செய்க',
  intro: 'உங்கள் இடத்தை விளம்பரப்படுத்த, விருப்பங்களைச் சேமிக்க, உரிமையாளர்களைத் தொடர்புகொள்ள ஒரு கணக்கைத் தொடங்குங்கள்.',
  agreementStart: 'பதிவு செய்வதன் மூலம் எங்கள்',
  terms: 'விதிமுறைகள்',
  agreementJoin: 'மற்றும்',
  privacyPolicy: 'தனியுரிமைக் கொள்கை',
  agreementEnd: ' ஆகியவற்றை ஏற்கிறீர்கள்.',
  haveAccount: 'ஏற்கெனவே கணக்கு உள்ளதா?',
  signIn: 'உள்நுழைக',
};
