import type { Translation } from '@nivasa/contracts/languages';
import type { CLIENT_ERROR_TEXT as CLIENT_ERROR, SIGN_OUT_TEXT as SIGN_OUT } from './catalogues';

export const CLIENT_ERROR_TEXT: Translation<typeof CLIENT_ERROR.en> = {
  networkError: 'Nivasa-வை அணுக முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  unreadableResponse: 'Nivasa அனுப்பிய பதிலைப் படிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  uploadCanceled: 'பதிவேற்றம் ரத்து செய்யப்பட்டது.',
  failedWithStatus: (status: number) => `ஏதோ தவறு நடந்துவிட்டது (${status}). மீண்டும் முயற்சிக்கவும்.`,
};

export const SIGN_OUT_TEXT: Translation<typeof SIGN_OUT.en> = {
  failed: 'வெளியேற முடியவில்லை. மீண்டும் முயற்சிக்கவும், அல்லது உதவிக் குழுவைத் தொடர்புகொள்ளவும்.',
};
