/** The reviews' and favourites' texts (engagement-messages.ts) in Tamil: the same keys and placeholders as the English. */
import { formatNumber } from './format';
import type { Translation } from './languages';
import { LISTING_LIMITS, REVIEW_LIMITS } from './limits';
import type { FAVORITE_MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, REVIEW_MESSAGES } from './engagement-messages';

export const REVIEW_MESSAGES_TA: Translation<typeof REVIEW_MESSAGES> = {
  rating: `மதிப்பீடு ${REVIEW_LIMITS.ratingMin} முதல் ${REVIEW_LIMITS.ratingMax} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  comment: `அதிகபட்சம் ${formatNumber(REVIEW_LIMITS.commentMaxLength)} எழுத்துகளில் கருத்தை எழுதவும்.`,
  page: `page 1 முதல் ${formatNumber(REVIEW_LIMITS.maxPage)} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  limit: `limit 1 முதல் ${REVIEW_LIMITS.pageSize} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  ownListing: 'உங்கள் சொந்த விளம்பரங்களை மதிப்பாய்வு செய்ய முடியாது',
  alreadyReviewed: 'இதை ஏற்கனவே மதிப்பாய்வு செய்துள்ளீர்கள்',
  onlyApproved: 'அங்கீகரிக்கப்பட்ட விளம்பரங்களை மட்டுமே மதிப்பாய்வு செய்ய முடியும்.',
  posted: 'நன்றி! உங்கள் மதிப்பாய்வு வெளியிடப்பட்டது.',
  deleted: 'மதிப்பாய்வு நீக்கப்பட்டது.',
  notFound: 'மதிப்பாய்வு கிடைக்கவில்லை.',
  notYours: 'உங்கள் சொந்த மதிப்பாய்வுகளை மட்டுமே நீக்க முடியும்.',
  noReviews: 'மதிப்பாய்வுகள் இல்லை',
  failedToFetch: 'மதிப்பாய்வுகளைப் பெற முடியவில்லை',
  signInPrompt: 'மதிப்பாய்வு எழுத உள்நுழையவும்.',
};

export const FAVORITE_MESSAGES_TA: Translation<typeof FAVORITE_MESSAGES> = {
  added: 'விருப்பங்களில் சேர்க்கப்பட்டது',
  removed: 'விருப்பங்களிலிருந்து நீக்கப்பட்டது',
  failedToAdd: 'விருப்பங்களில் சேர்க்க முடியவில்லை',
  failedToFetch: 'விருப்பங்களைப் பெற முடியவில்லை',
  failedToRemove: 'விருப்பத்தை நீக்க முடியவில்லை.',
  noFavorites: 'இன்னும் விருப்பங்கள் எதுவும் சேர்க்கப்படவில்லை.',
  notYours: 'உங்கள் சொந்த விருப்பங்களை மட்டுமே மாற்ற முடியும்.',
  onlyApproved: 'அங்கீகரிக்கப்பட்ட விளம்பரங்களை மட்டுமே விருப்பங்களில் சேர்க்க முடியும்.',
};

export const REPORT_MESSAGES_TA: Translation<typeof REPORT_MESSAGES> = {
  reason: 'இந்த விளம்பரத்தைப் புகாரளிக்கும் காரணத்தைத் தேர்ந்தெடுக்கவும்.',
  details: `விவரங்கள் ${formatNumber(1_000)} எழுத்துகளுக்கு மேல் இருக்கக்கூடாது.`,
  action: 'action dismiss, take-down அல்லது block-owner ஆக இருக்க வேண்டும்.',
  moderatorReason: `காரணம் ${formatNumber(LISTING_LIMITS.reasonMaxLength)} எழுத்துகளுக்கு மேல் இருக்கக்கூடாது.`,
  reported: 'நன்றி. எங்கள் மதிப்பீட்டாளர்கள் இந்த விளம்பரத்தைப் பார்வையிடுவார்கள்.',
  alreadyReported: 'இந்த விளம்பரத்தை நீங்கள் ஏற்கனவே புகாரளித்துள்ளீர்கள்.',
  ownListing: 'உங்கள் சொந்த விளம்பரத்தைப் புகாரளிக்க முடியாது.',
  noOpenReports: 'இந்த விளம்பரத்துக்குத் திறந்த புகார்கள் இல்லை.',
  dismissed: 'புகார்கள் நிராகரிக்கப்பட்டன.',
  takenDown: 'விளம்பரம் அகற்றப்பட்டது.',
  ownerBlocked: 'உரிமையாளர் தடுக்கப்பட்டார்; அவரது விளம்பரங்கள் மறைக்கப்பட்டன.',
  userBlocked: 'பயனர் தடுக்கப்பட்டார்.',
  userUnblocked: 'பயனரின் தடை நீக்கப்பட்டது.',
  adminNotBlockable: 'நிர்வாகிகளைத் தடுக்க முடியாது.',
  accountBlocked: 'இந்தக் கணக்கு தடுக்கப்பட்டுள்ளது. இது தவறு என்று நினைத்தால் எங்களுக்கு எழுதுங்கள்.',
};

export const REPORT_REASON_LABELS_TA: Translation<typeof REPORT_REASON_LABELS> = {
  'asked-for-advance': 'முன்பணம் கேட்டார்',
  'not-available': 'கிடைக்கவில்லை அல்லது ஏற்கனவே வாடகைக்கு விடப்பட்டது',
  'wrong-details': 'தவறான விலை அல்லது விவரங்கள்',
  'fake-photos': 'போலியான அல்லது திருடப்பட்ட படங்கள்',
  offensive: 'அநாகரிகமானது',
  other: 'மற்றவை',
};
