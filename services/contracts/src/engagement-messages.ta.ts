/** The reviews' and favourites' texts (engagement-messages.ts) in Tamil: the same keys and placeholders as the English. */
import { formatNumber } from './format';
import type { Translation } from './languages';
import { REVIEW_LIMITS } from './limits';
import type { FAVORITE_MESSAGES, REVIEW_MESSAGES } from './engagement-messages';

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
