/** Verifying a phone's texts (phone-messages.ts) in Sinhala. */
import type { Translation } from './languages';
import type { PHONE_MESSAGES } from './phone-messages';

export const PHONE_MESSAGES_SI: Translation<typeof PHONE_MESSAGES> = {
  codeSent: 'ඔබේ දුරකථනයට ඉලක්කම් 6ක කේතයක් එවුවා.',
  phoneVerified: 'ඔබේ දුරකථන අංකය තහවුරු කළා.',
  codeFormat: 'කෙටි පණිවිඩයේ ඇති ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න.',
  noPhone: 'කරුණාකර පළමුව ඔබේ පැතිකඩට දුරකථන අංකයක් එක් කරන්න.',
  notMobile: 'කේතය කෙටි පණිවිඩයකින් එන නිසා ජංගම දුරකථන අංකයක් අවශ්‍යයි. පළමුව ඔබේ අංකය ජංගම අංකයකට වෙනස් කරන්න.',
  alreadyVerified: 'මෙම දුරකථන අංකය දැනටමත් තහවුරු කර ඇත.',
  codeWrong: 'එම කේතය නිවැරදි නැත. කෙටි පණිවිඩය බලා නැවත උත්සාහ කරන්න.',
  codeExpired: 'මෙම කේතය කල් ඉකුත් වී ඇත, නැතහොත් එවා නැත. නව කේතයක් ඉල්ලන්න.',
  triesUsed: 'වැරදි කේත වැඩියි. නව කේතයක් ඉල්ලන්න.',
  sendLimited: 'කේත ඉල්ලීම් වැඩියි. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  smsUnavailable: 'කෙටි පණිවිඩය යැවිය නොහැකි වුණා. කරුණාකර ටික වේලාවකින් නැවත උත්සාහ කරන්න.',
  smsText: (code: string) => `ඔබේ Nivasa කේතය ${code}. මිනිත්තු 10ක් වලංගුයි. කිසිවෙකුට නොකියන්න.`,
};
