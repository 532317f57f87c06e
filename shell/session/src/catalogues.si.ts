import type { Translation } from '@nivasa/contracts/languages';
import type { CLIENT_ERROR_TEXT as CLIENT_ERROR, SIGN_OUT_TEXT as SIGN_OUT } from './catalogues';

export const CLIENT_ERROR_TEXT: Translation<typeof CLIENT_ERROR.en> = {
  networkError: 'Nivasa වෙත සම්බන්ධ විය නොහැකි විය. ඔබේ අන්තර්ජාල සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  unreadableResponse: 'Nivasa එවූ පිළිතුර කියවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  uploadCanceled: 'උඩුගත කිරීම අවලංගු කරන ලදී.',
  failedWithStatus: (status: number) => `යමක් වැරදුණා (${status}). කරුණාකර නැවත උත්සාහ කරන්න.`,
};

export const SIGN_OUT_TEXT: Translation<typeof SIGN_OUT.en> = {
  failed: 'ඉවත් වීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න, නැතහොත් සහාය කණ්ඩායම අමතන්න.',
};
