/** The enquiries' texts (enquiry-messages.ts) in Tamil: the same keys and placeholders as the English. */
import type { ENQUIRY_MESSAGES } from './enquiry-messages';
import { formatNumber } from './format';
import type { Translation } from './languages';
import { ENQUIRY_LIMITS } from './limits';

export const ENQUIRY_MESSAGES_TA: Translation<typeof ENQUIRY_MESSAGES> = {
  message: `${ENQUIRY_LIMITS.messageMinLength} முதல் ${formatNumber(ENQUIRY_LIMITS.messageMaxLength)} எழுத்துகள் வரை ஒரு செய்தியை எழுதவும்.`,
  sent: 'உங்கள் செய்தி அனுப்பப்பட்டது.',
  ownListing: 'உங்கள் சொந்த விளம்பரம் பற்றி விசாரணை அனுப்ப முடியாது.',
  listingNotPublic: 'இந்த விளம்பரம் இனி வழங்கப்படவில்லை; எனவே புதிய விசாரணைகளை ஏற்க முடியாது.',
  threadNotFound: 'உரையாடல் கிடைக்கவில்லை.',
  tooManyThreads: 'இன்று நீங்கள் பல உரையாடல்களைத் தொடங்கியுள்ளீர்கள். நாளை மீண்டும் முயற்சிக்கவும்.',
};
