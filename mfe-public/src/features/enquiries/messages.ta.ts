import type { Translation } from '@nivasa/contracts/languages';
import type { ENQUIRY_COMPOSER_TEXT as ENQUIRY_COMPOSER, WRITE_TO_OWNER_TEXT as WRITE_TO_OWNER } from './messages';

export const WRITE_TO_OWNER_TEXT: Translation<typeof WRITE_TO_OWNER.en> = {
  open: 'உரிமையாளருக்கு எழுதுங்கள்',
  signIn: 'உரிமையாளருக்கு எழுத உள்நுழைக',
  loadingForm: 'படிவம் ஏற்றப்படுகிறது...',
};

export const ENQUIRY_COMPOSER_TEXT: Translation<typeof ENQUIRY_COMPOSER.en> = {
  title: 'உரிமையாளருக்கு எழுதுங்கள்',
  quickStarts: 'விரைவுத் தொடக்கங்கள்',
  available: 'இது இன்னும் கிடைக்குமா?',
  visit: 'எப்போது பார்க்க வரலாம்?',
  students: 'இது மாணவர்களுக்கு ஏற்றதா?',
  message: 'உங்கள் செய்தி',
  count: (used: string, most: string) => `${used} / ${most}`,
  tooShort: 'முதலில் ஒரு செய்தியை எழுதுங்கள்.',
  tooLong: (most: string) => `${most} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  privacy: 'உரிமையாளருக்கு உங்கள் பெயர் தெரியும், மின்னஞ்சல் முகவரி தெரியாது.',
  send: 'அனுப்பு',
  cancel: 'ரத்துசெய்',
  failed: 'உங்கள் செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  sent: 'உங்கள் செய்தி அனுப்பப்பட்டது.',
  openThread: 'உரையாடலைப் பாருங்கள்',
};
