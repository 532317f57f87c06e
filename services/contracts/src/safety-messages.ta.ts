/** The scam warning (safety-messages.ts) in Tamil. */
import type { Translation } from './languages';
import type { SAFETY_TEXT } from './safety-messages';

export const SAFETY_TEXT_TA: Translation<typeof SAFETY_TEXT> = {
  advanceWarning: 'இடத்தைப் பார்த்து ஒப்பந்தத்தில் கையெழுத்திடும் வரை ஒருபோதும் முற்பணம் செலுத்த வேண்டாம்.',
  rentingSafely: 'பாதுகாப்பாக வாடகைக்கு எடுங்கள்',
};
