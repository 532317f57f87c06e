/** The enquiries' texts (enquiry-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import type { ENQUIRY_MESSAGES } from './enquiry-messages';
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
};
