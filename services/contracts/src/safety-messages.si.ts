/** The scam warning (safety-messages.ts) in Sinhala. */
import type { Translation } from './languages';
import type { SAFETY_TEXT } from './safety-messages';

export const SAFETY_TEXT_SI: Translation<typeof SAFETY_TEXT> = {
  advanceWarning: 'ස්ථානය දැක ගිවිසුමක් අත්සන් කරන තුරු කිසිවිටෙක අත්තිකාරම් නොගෙවන්න.',
  rentingSafely: 'ආරක්ෂිතව කුලියට ගන්න',
};
