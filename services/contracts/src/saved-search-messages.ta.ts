/** The saved searches' texts (saved-search-messages.ts) in Tamil: the same keys and placeholders as the English. */
import { formatNumber } from './format';
import type { Translation } from './languages';
import { SAVED_SEARCH_LIMITS } from './limits';
import type { SAVED_SEARCH_MESSAGES } from './saved-search-messages';

export const SAVED_SEARCH_MESSAGES_TA: Translation<typeof SAVED_SEARCH_MESSAGES> = {
  query: `தேடலை அதன் முகவரியின் query string ஆக, ${formatNumber(SAVED_SEARCH_LIMITS.queryMaxLength)} எழுத்துகளுக்குள் தாருங்கள்.`,
  queryEmpty: 'தேடலைச் சேமிக்கும் முன் குறைந்தது ஒரு வடிகட்டியைத் தேர்ந்தெடுங்கள்.',
  frequency: 'frequency instant அல்லது daily ஆக இருக்க வேண்டும்.',
  name: `பெயர் 1 முதல் ${SAVED_SEARCH_LIMITS.nameMaxLength} எழுத்துகள் வரை இருக்க வேண்டும்.`,
  paused: 'paused true அல்லது false ஆக இருக்க வேண்டும்.',
  noChange: 'புதிய பெயர், frequency அல்லது paused ஒன்றைத் தாருங்கள்.',
  saved: 'தேடல் சேமிக்கப்பட்டது. அதற்குப் பொருந்தும் புதிய இடங்களைப் பற்றி உங்களுக்குத் தெரிவிப்போம்.',
  updated: 'சேமித்த தேடல் புதுப்பிக்கப்பட்டது.',
  deleted: 'சேமித்த தேடல் நீக்கப்பட்டது.',
  notFound: 'சேமித்த தேடல் கிடைக்கவில்லை.',
  limitReached: `அதிகபட்சம் ${SAVED_SEARCH_LIMITS.perUser} தேடல்களைச் சேமிக்கலாம். இன்னொன்றைச் சேமிக்க ஒன்றை நீக்குங்கள்.`,
  unsubscribed: 'இந்தச் சேமித்த தேடலுக்கு இனி உங்களுக்கு அறிவிப்புகள் வராது. என் தேடல்கள் பக்கத்தில் அவற்றை மீண்டும் தொடங்கலாம்.',
  unsubscribeLinkInvalid: 'இந்த விலகல் இணைப்பு செல்லாது. என் தேடல்கள் பக்கத்தில் உங்கள் அறிவிப்புகளை நிர்வகிக்கவும்.',
};
