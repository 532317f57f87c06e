/** The site's shared words (messages.ts) in Tamil: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { BAD_REQUEST_PAGE_TEXT, COUNT_TEXTS, MESSAGES, SITE_TEXT } from './messages';

export const SITE_TEXT_TA: Translation<typeof SITE_TEXT> = {
  name: 'Nivasa',
  title: 'Nivasa | இலங்கை முழுவதும் தங்குமிடங்களும் வீடுகளும்',
  description: 'Nivasa: இலங்கை முழுவதும் வாடகைக்கு அல்லது வாங்க அறைகள், அனெக்ஸ்கள், விடுதிகள் மற்றும் வீடுகள்.',
  contactEmail: 'hello@nivasa.lk',
};

export const BAD_REQUEST_PAGE_TEXT_TA: Translation<typeof BAD_REQUEST_PAGE_TEXT> = {
  code: '400',
  title: 'இந்த முகவரியைப் படிக்க முடியவில்லை',
  text: 'இணைப்பு உடைந்திருக்கலாம் அல்லது பாதியில் துண்டிக்கப்பட்டிருக்கலாம். அதைச் சரிபார்க்கவும், அல்லது முகப்புப் பக்கத்திலிருந்து மீண்டும் தொடங்கவும்.',
  home: 'முகப்புக்குத் திரும்பு',
};

/** Tamil counts only 1 as 'one' (ICU): the noun is singular then, plural otherwise. */
export const COUNT_TEXTS_TA: Translation<typeof COUNT_TEXTS> = {
  review: { one: '{count} மதிப்பாய்வு', other: '{count} மதிப்பாய்வுகள்' },
  bedroom: { one: '{count} படுக்கையறை', other: '{count} படுக்கையறைகள்' },
  bathroom: { one: '{count} குளியலறை', other: '{count} குளியலறைகள்' },
};

export const MESSAGES_TA: Translation<typeof MESSAGES> = {
  tokenMissing: 'முதலில் உள்நுழையவும்',
  tokenInvalid: 'உங்கள் உள்நுழைவு செல்லாது. மீண்டும் உள்நுழையவும்',
  unexpectedError: 'எதிர்பாராத பிழை ஏற்பட்டது!',
  somethingWentWrong: 'ஏதோ தவறு நடந்துவிட்டது!',
  failedToFetchListings: 'விளம்பரங்களைப் பெற முடியவில்லை',
  failedToFetchFeatured: 'சிறப்பு விளம்பரங்களைப் பெற முடியவில்லை',
  noFeatured: 'சிறப்பு விளம்பரங்கள் எதுவும் இப்போது இல்லை.',
  noListingsFound: 'விளம்பரங்கள் எதுவும் கிடைக்கவில்லை',
  clearFilters: 'வடிகட்டிகளை நீக்கு',
  linkCopied: 'இணைப்பு நகலெடுக்கப்பட்டது!',
  signInToContact: 'உரிமையாளரின் தொலைபேசி எண்ணையும் மின்னஞ்சலையும் பார்க்க உள்நுழையவும்.',
  loading: 'ஏற்றப்படுகிறது...',
  confirmYes: 'ஆம்',
  confirmNo: 'இல்லை',
  tryAgain: 'மீண்டும் முயற்சிக்கவும்',
  backToHome: 'முகப்புக்குத் திரும்பு',
  previousPage: 'முந்தைய',
  nextPage: 'அடுத்த',
  pageNumber: (page: number) => `பக்கம் ${page}`,
  moderatorsOnlyTitle: 'கட்டுப்பாட்டுப் பலகை மதிப்பீட்டாளர்களுக்கு மட்டுமே',
  moderatorsOnlyText: 'நீங்கள் உள்நுழைந்துள்ளீர்கள், ஆனால் கட்டுப்பாட்டுப் பலகையையும் அதன் பக்கங்களையும் மதிப்பீட்டாளர்கள் மட்டுமே திறக்க முடியும்.',
};
