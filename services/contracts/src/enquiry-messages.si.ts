/** The enquiries' texts (enquiry-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import type { ENQUIRY_MESSAGES, ENQUIRY_REPORT_REASON_LABELS } from './enquiry-messages';
import { formatNumber } from './format';
import type { Translation } from './languages';
import { ENQUIRY_LIMITS } from './limits';

export const ENQUIRY_MESSAGES_SI: Translation<typeof ENQUIRY_MESSAGES> = {
  message: `අක්ෂර ${ENQUIRY_LIMITS.messageMinLength} සිට ${formatNumber(ENQUIRY_LIMITS.messageMaxLength)} දක්වා පණිවිඩයක් ලියන්න.`,
  sent: 'ඔබේ පණිවිඩය යැව්වා.',
  ownListing: 'ඔබට ඔබේම දැන්වීමක් ගැන විමසීමක් යැවිය නොහැක.',
  listingNotPublic: 'මෙම දැන්වීම තවදුරටත් පිරිනමන්නේ නැති නිසා නව විමසීම් ලබා ගත නොහැක.',
  threadNotFound: 'සංවාදය හමු නොවුණා.',
  tooManyThreads: 'ඔබ අද සංවාද බොහොමයක් ආරම්භ කළා. කරුණාකර හෙට නැවත උත්සාහ කරන්න.',
  blocked: 'මෙම සංවාදය අවහිර කර ඇති නිසා තවත් පණිවිඩ යැවිය නොහැක.',
  blockedDone: 'ඔබ මෙම සංවාදයේ මෙම පුද්ගලයා අවහිර කළා. දෙදෙනාටම මෙහි තවත් පණිවිඩ යැවිය නොහැක.',
  alreadyBlocked: 'මෙම සංවාදය දැනටමත් අවහිර කර ඇත.',
  reportReason: 'මෙම සංවාදය වාර්තා කරන හේතුව තෝරන්න.',
  reportDetails: `විස්තර අක්ෂර ${formatNumber(ENQUIRY_LIMITS.reportDetailsMaxLength)}කට නොවැඩි විය යුතුය.`,
  reported: 'ස්තූතියි. අපේ පරීක්ෂකයන් මෙම සංවාදය කියවනු ඇත.',
  alreadyReported: 'ඔබ දැනටමත් මෙම සංවාදය වාර්තා කර ඇත.',
  phoneShared: 'ඔබේ දුරකථන අංකය දැන් මෙම සංවාදයේ පෙන්වයි.',
  onlyOwnerSharesPhone: 'මෙහි දුරකථන අංකය බෙදාගත හැක්කේ දැන්වීමේ අයිතිකරුට පමණි.',
  noPhoneToShare: 'පළමුව ඔබේ ගිණුමට දුරකථන අංකයක් එක් කරන්න.',
  before: 'before යනු මෙම සංවාදයේ පණිවිඩයක id එක විය යුතුය.',
  reportedPage: `page යනු 1 සිට ${formatNumber(ENQUIRY_LIMITS.reportedMaxPage)} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  deletedUser: 'මකා දැමූ පරිශීලකයා',
};

export const ENQUIRY_REPORT_REASON_LABELS_SI: Translation<typeof ENQUIRY_REPORT_REASON_LABELS> = {
  'asked-for-advance': 'බැලීමට පෙර මුදල් ඉල්ලුවා',
  scam: 'වංචාවක් හෝ ව්‍යාජ දැන්වීමක්',
  abusive: 'අශිෂ්ට, අපහාසාත්මක හෝ තර්ජනාත්මක',
  spam: 'අනවශ්‍ය පණිවිඩ හෝ වෙළඳ දැන්වීම්',
  other: 'වෙනත් දෙයක්',
};
