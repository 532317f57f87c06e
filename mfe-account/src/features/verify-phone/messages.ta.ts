import type { Translation } from '@nivasa/contracts/languages';
import type { VERIFY_PHONE_TEXT as VERIFY_PHONE } from './messages';

export const VERIFY_PHONE_TEXT: Translation<typeof VERIFY_PHONE.en> = {
  title: 'உங்கள் தொலைபேசியை உறுதிப்படுத்துங்கள்',
  verified: 'தொலைபேசி உறுதிப்படுத்தப்பட்டது',
  verifiedHint: 'உங்கள் விளம்பரங்களில் “தொலைபேசி உறுதிப்படுத்தப்பட்டது” எனக் காட்டப்படும். எண்ணை மாற்றினால், புதிய எண்ணை உறுதிப்படுத்தும் வரை அது நீக்கப்படும்.',
  intro: (number: string) =>
    `${number} எண்ணுக்கு 6 இலக்கக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்புவோம். தொலைபேசியை உறுதிப்படுத்திய உரிமையாளர்களின் விளம்பரங்களில் “தொலைபேசி உறுதிப்படுத்தப்பட்டது” எனக் காட்டப்படும்.`,
  sendCode: 'குறியீட்டை அனுப்பு',
  codeLabel: 'குறுஞ்செய்தியில் உள்ள குறியீடு',
  codeHint: 'குறியீடு 10 நிமிடங்கள் செல்லுபடியாகும்.',
  verify: 'உறுதிப்படுத்து',
  resendIn: (seconds: number) => `${seconds} வினாடிகளில் புதிய குறியீட்டை அனுப்பலாம்`,
  resend: 'புதிய குறியீட்டை அனுப்பு',
};
