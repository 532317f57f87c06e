/** The enquiries' texts (enquiry-messages.ts) in Tamil: the same keys and placeholders as the English. */
import type { ENQUIRY_MESSAGES, ENQUIRY_REPORT_REASON_LABELS } from './enquiry-messages';
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
  blocked: 'இந்த உரையாடல் தடுக்கப்பட்டுள்ளதால் மேலும் செய்திகளை அனுப்ப முடியாது.',
  blockedDone: 'இந்த உரையாடலில் இவரை நீங்கள் தடுத்துள்ளீர்கள். இருவரும் இங்கே மேலும் செய்திகளை அனுப்ப முடியாது.',
  alreadyBlocked: 'இந்த உரையாடல் ஏற்கனவே தடுக்கப்பட்டுள்ளது.',
  reportReason: 'இந்த உரையாடலைப் புகாரளிக்கும் காரணத்தைத் தேர்ந்தெடுக்கவும்.',
  reportDetails: `விவரங்கள் ${formatNumber(ENQUIRY_LIMITS.reportDetailsMaxLength)} எழுத்துகளுக்கு மேல் இருக்கக்கூடாது.`,
  reported: 'நன்றி. எங்கள் மதிப்பீட்டாளர்கள் இந்த உரையாடலைப் படிப்பார்கள்.',
  alreadyReported: 'இந்த உரையாடலை ஏற்கனவே புகாரளித்துள்ளீர்கள்.',
  phoneShared: 'உங்கள் தொலைபேசி எண் இப்போது இந்த உரையாடலில் காட்டப்படுகிறது.',
  onlyOwnerSharesPhone: 'விளம்பர உரிமையாளர் மட்டுமே இங்கே தொலைபேசி எண்ணைப் பகிரலாம்.',
  noPhoneToShare: 'முதலில் உங்கள் கணக்கில் ஒரு தொலைபேசி எண்ணைச் சேர்க்கவும்.',
  before: 'before என்பது இந்த உரையாடலில் உள்ள ஒரு செய்தியின் id ஆக இருக்க வேண்டும்.',
  reportedPage: `page என்பது 1 முதல் ${formatNumber(ENQUIRY_LIMITS.reportedMaxPage)} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  deletedUser: 'நீக்கப்பட்ட பயனர்',
};

export const ENQUIRY_REPORT_REASON_LABELS_TA: Translation<typeof ENQUIRY_REPORT_REASON_LABELS> = {
  'asked-for-advance': 'பார்வையிடும் முன் பணம் கேட்டார்',
  scam: 'மோசடி அல்லது போலி விளம்பரம்',
  abusive: 'முரட்டுத்தனமான, அவமதிக்கும் அல்லது அச்சுறுத்தும்',
  spam: 'தேவையற்ற செய்திகள் அல்லது விளம்பரம்',
  other: 'வேறு ஏதாவது',
};
