/** The API's own refusals (api-error-messages.ts) in Tamil: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { API_ERROR_MESSAGES } from './api-error-messages';

export const API_ERROR_MESSAGES_TA: Translation<typeof API_ERROR_MESSAGES> = {
  internalError: 'சேவையகத்தில் உள் பிழை',
  databaseUnavailable: 'தரவுத்தளம் இப்போது கிடைக்கவில்லை; சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்',
  duplicateRecord: 'அந்தப் பதிவு ஏற்கனவே உள்ளது',
  invalidInput: 'உள்ளீடு செல்லாது',
  malformedJson: 'கோரிக்கையின் JSON தரவைப் படிக்க முடியவில்லை',
  bodyTooLarge: 'கோரிக்கை மிகப் பெரியது',
  bodyTooLargeLimit: (limit: string) => `கோரிக்கை மிகப் பெரியது (வரம்பு ${limit})`,
  bodyTooManyFields: (limit: number) => `கோரிக்கையில் புலங்கள் மிக அதிகம் (வரம்பு ${limit})`,
  bodyTooDeep: (levels: number) => `கோரிக்கைத் தரவு மிக ஆழமாக அடுக்கப்பட்டுள்ளது (வரம்பு ${levels} நிலைகள்)`,
  headersTooLarge: 'கோரிக்கையின் முகவரி அல்லது தலைப்புகள் மிகப் பெரியவை.',
  malformedRequest: 'கோரிக்கையைப் படிக்க முடியவில்லை.',
  routeNotFound: (method: string, path: string) => `இந்த முகவரி இல்லை: ${method} ${path}`,
  invalidListingId: 'விளம்பர id செல்லாது',
  invalidUserId: 'பயனர் id செல்லாது',
  invalidReviewId: 'மதிப்பாய்வு id செல்லாது',
  invalidImageId: 'பட id செல்லாது',
  invalidSavedSearchId: 'சேமித்த தேடலின் id செல்லாது',
  invalidThreadId: 'உரையாடல் id செல்லாது',
};
