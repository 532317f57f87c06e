import type { Translation } from '@nivasa/contracts/languages';
import type { SESSION_UNAVAILABLE_TEXT as SESSION_UNAVAILABLE } from './messages';

export const SESSION_UNAVAILABLE_TEXT: Translation<typeof SESSION_UNAVAILABLE.en> = {
  title: 'ඔබ පිවිසී ඇත්දැයි Nivasa හට පරීක්ෂා කළ නොහැකි විය.',
};
