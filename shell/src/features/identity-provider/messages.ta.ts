import type { Translation } from '@nivasa/contracts/languages';
import type { IDENTITY_PROVIDER_ERRORS as ERRORS, IDENTITY_PROVIDER_TEXT as TEXT } from './messages';

export const IDENTITY_PROVIDER_TEXT: Translation<typeof TEXT.en> = {
  continueWithGoogle: 'கூகுள் மூலம் தொடர்க',
};

export const IDENTITY_PROVIDER_ERRORS: Translation<typeof ERRORS.en> = {
  cancelled: 'உள்நுழைவு ரத்து செய்யப்பட்டது.',
  blocked: 'உங்கள் உலாவி உள்நுழைவுச் சாளரத்தைத் தடுத்தது. இந்தத் தளத்துக்குப் பாப்-அப் சாளரங்களை அனுமதித்து மீண்டும் முயற்சிக்கவும்.',
  failed: 'அடையாள வழங்குநரால் உங்களை உள்நுழைய வைக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
};
