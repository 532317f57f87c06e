/**
 * The shared catalogues (messages.ts, the listing types' and rent bases' texts) in Tamil: the
 * same keys and placeholders as the English.
 */
import { formatNumber } from './format';
import type { Translation } from './languages';
import type { FACILITY_TEXT, LISTING_TYPE_TEXT } from './listing-types';
import { formatRupees } from './price';
import { LISTING_LIMITS, REVIEW_LIMITS, SEARCH_LIMITS } from './limits';
import type { API_ERROR_MESSAGES } from './api-error-messages';
import type { AUTH_MESSAGES, FIELD_MESSAGES, RATE_LIMIT_MESSAGES } from './auth-messages';
import type { FAVORITE_MESSAGES, REVIEW_MESSAGES } from './engagement-messages';
import type { LISTING_FIELD_LABELS, LISTING_MESSAGES, SEARCH_MESSAGES } from './listing-messages';
import type { BAD_REQUEST_PAGE_TEXT, COUNT_TEXTS, MESSAGES, SITE_TEXT } from './messages';
import type { RENT_TYPE_TEXT } from './rent-types';

const rupees = (amount: number) => formatRupees(amount, 'ta');

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

export const AUTH_MESSAGES_TA: Translation<typeof AUTH_MESSAGES> = {
  signedUp: 'கணக்கு உருவாக்கப்பட்டது. இப்போது நீங்கள் உள்நுழையலாம்.',
  signedIn: 'வெற்றிகரமாக உள்நுழைந்தீர்கள்.',
  signedOut: 'வெளியேறினீர்கள்.',
  emailTaken: 'அந்த மின்னஞ்சலுக்கு ஏற்கனவே ஒரு கணக்கு உள்ளது.',
  usernameTaken: 'அந்தப் பயனர்பெயர் ஏற்கனவே பயன்பாட்டில் உள்ளது.',
  wrongCredentials: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.',
  crossSiteRefused: 'வேறு இணையதளத்திலிருந்து வந்த கோரிக்கை நிராகரிக்கப்பட்டது.',
  tooManyAttempts: 'அதிகமான முயற்சிகள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  resetLinkSent: 'அந்த மின்னஞ்சலுக்கு ஒரு கணக்கு இருந்தால், கடவுச்சொல்லை மீட்டமைக்கும் இணைப்பு அனுப்பப்படும்.',
  passwordReset: 'உங்கள் கடவுச்சொல் மீட்டமைக்கப்பட்டது. இப்போது நீங்கள் உள்நுழையலாம்.',
  resetLinkInvalid: 'இந்த மீட்டமைப்பு இணைப்பு செல்லாது அல்லது காலாவதியாகிவிட்டது.',
  identityUnverifiable: 'அடையாளச் சேவை மூலம் உங்கள் உள்நுழைவை உறுதிப்படுத்த முடியவில்லை.',
  identityEmailUnverified: 'உங்கள் மின்னஞ்சல் முகவரி அடையாளச் சேவையில் உறுதிப்படுத்தப்படவில்லை.',
  identityAttemptExpired: 'இந்த உள்நுழைவு முயற்சி காலாவதியாகிவிட்டது. மீண்டும் முயற்சிக்கவும்.',
  identityUnavailable: 'அடையாளச் சேவை மூலம் உள்நுழைவு இப்போது கிடைக்கவில்லை. பின்னர் மீண்டும் முயற்சிக்கவும்.',
  userUpdated: 'கணக்கு வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  updateOthersRefused: 'உங்கள் சொந்தக் கணக்கை மட்டுமே மாற்ற முடியும்.',
  deleteOthersRefused: 'உங்கள் சொந்தக் கணக்கை மட்டுமே நீக்க முடியும்.',
  accountDeleted: 'உங்கள் கணக்கு நீக்கப்பட்டது.',
  otherAccountDeleted: 'கணக்கு நீக்கப்பட்டது.',
  userNotFound: 'பயனர் கிடைக்கவில்லை.',
  adminsOnly: 'அதை நிர்வாகிகள் மட்டுமே செய்ய முடியும்.',
  avatarNotYours: 'சுயவிவரப் படம் நீங்கள் பதிவேற்றிய படமாக இருக்க வேண்டும்.',
  imageMissing: 'பதிவேற்ற ஒரு படத்தைத் தேர்ந்தெடுக்கவும்.',
  imageNotFound: 'படம் கிடைக்கவில்லை',
  notAnImage: 'படக் கோப்புகளை மட்டுமே பதிவேற்ற முடியும்.',
  imagePurposeInvalid: 'purpose என்பது avatar அல்லது listing ஆக இருக்க வேண்டும்.',
  uploadQuotaReached: 'உங்கள் பதிவேற்ற வரம்பை அடைந்துவிட்டீர்கள். முதலில் சில படங்களை நீக்கவும்.',
  emailChangeSent:
    'உங்கள் புதிய மின்னஞ்சல் முகவரிக்கு ஓர் இணைப்பை அனுப்பியுள்ளோம். மாற்றத்தை முடிக்க ஒரு மணி நேரத்துக்குள் அதைத் திறக்கவும்; அதுவரை உங்கள் மின்னஞ்சல் மாறாது.',
  emailChanged: 'உங்கள் மின்னஞ்சல் முகவரி மாற்றப்பட்டது.',
  emailChangeLinkInvalid: 'இந்த மின்னஞ்சல் உறுதிப்படுத்தும் இணைப்பு செல்லாது அல்லது காலாவதியாகிவிட்டது.',
  noPasswordYet:
    'உங்கள் கணக்கு Google மூலம் உள்நுழைகிறது, இன்னும் கடவுச்சொல் இல்லை. முதலில் உள்நுழைவுப் பக்கத்தில் "கடவுச்சொல் மறந்துவிட்டதா?" மூலம் ஒன்றை அமைக்கவும் (உங்களுக்கு இணைப்பை அனுப்புவோம்); பின்னர் இங்கே உங்கள் மின்னஞ்சலை மாற்றலாம்.',
  imageTooLarge: (megabytes: number) => `படம் ${megabytes} MB-க்குக் குறைவாக இருக்க வேண்டும்.`,
};

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
};

export const RATE_LIMIT_MESSAGES_TA: Translation<typeof RATE_LIMIT_MESSAGES> = {
  tooManyWrites: 'இதை மிக அடிக்கடி செய்கிறீர்கள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  tooManyUploads: 'குறுகிய நேரத்தில் பல படங்களைப் பதிவேற்றியுள்ளீர்கள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  tooManyContactLookups: 'குறுகிய நேரத்தில் பல விளம்பரதாரர்களைத் தேடியுள்ளீர்கள். ஒரு மணி நேரத்தில் மீண்டும் முயற்சிக்கவும்.',
};

export const FIELD_MESSAGES_TA: Translation<typeof FIELD_MESSAGES> = {
  email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  username: 'பயனர்பெயர் 3 முதல் 30 எழுத்துகள் இருக்க வேண்டும்: எழுத்துகள், இலக்கங்கள், புள்ளிகள், அடிக்கோடுகள் அல்லது சிறுகோடுகள்.',
  password: 'கடவுச்சொல் 8 முதல் 128 எழுத்துகள் நீளமாக இருக்க வேண்டும்.',
  passwordRequired: 'உங்கள் கடவுச்சொல்லை உள்ளிடவும்.',
  number: '077 123 4567 அல்லது +94 77 123 4567 போன்ற இலங்கைத் தொலைபேசி எண்ணை உள்ளிடவும்.',
  avatar: 'avatar என்பது பதிவேற்றிய படத்தின் முகவரியாக (/api/images/...) அல்லது வெறுமையாக இருக்க வேண்டும்.',
  idToken: 'idToken என்பது அடையாளச் சேவையின் ID டோக்கனாக இருக்க வேண்டும்.',
  passwordWeak: 'இந்தக் கடவுச்சொல்லை எளிதில் ஊகிக்கலாம். தொடர்பில்லாத மூன்று அல்லது நான்கு சொற்கள் போன்ற நீளமான ஒன்றைப் பயன்படுத்தவும்.',
  currentPasswordRequired: 'கடவுச்சொல் அல்லது மின்னஞ்சலை மாற்ற உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.',
  currentPasswordWrong: 'உங்கள் தற்போதைய கடவுச்சொல் சரியில்லை.',
  language: 'language என்பது en, si அல்லது ta ஆக இருக்க வேண்டும்.',
  passwordHint: 'குறைந்தது 8 எழுத்துகள், ஊகிக்கக் கடினமானது: தொடர்பில்லாத மூன்று அல்லது நான்கு சொற்கள் நன்று.',
  notAllowed: (field: string) => `${field} என்ற புலம் இங்கே இருக்கக் கூடாது`,
};

export const LISTING_MESSAGES_TA: Translation<typeof LISTING_MESSAGES> = {
  name: `தலைப்பு ${LISTING_LIMITS.nameMinLength} முதல் ${LISTING_LIMITS.nameMaxLength} எழுத்துகள் இருக்க வேண்டும்.`,
  description: `இடத்தை அதிகபட்சம் ${formatNumber(LISTING_LIMITS.descriptionMaxLength)} எழுத்துகளில் விவரிக்கவும்.`,
  rules: `நிபந்தனைகள் அதிகபட்சம் ${formatNumber(LISTING_LIMITS.rulesMaxLength)} எழுத்துகள் இருக்கலாம்.`,
  address: `முகவரியை அதிகபட்சம் ${LISTING_LIMITS.addressMaxLength} எழுத்துகளில் உள்ளிடவும்.`,
  district: '25 மாவட்டங்களில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  city: 'விளம்பரத்தின் மாவட்டத்திலுள்ள ஒரு நகரத்தைத் தேர்ந்தெடுக்கவும்.',
  type: 'இடத்தின் வகையைத் தேர்ந்தெடுக்கவும்.',
  rentType: 'வாடகை நாளுக்கா, வாரத்துக்கா, மாதத்துக்கா எனத் தேர்ந்தெடுக்கவும்.',
  rentTypeForSale: 'விற்பனைக்கு வீட்டுக்கு விலை உண்டு, வாடகைக் காலம் இல்லை.',
  rent: `வாடகை ${rupees(LISTING_LIMITS.rentMin)} முதல் ${rupees(LISTING_LIMITS.rentMax)} வரை இருக்க வேண்டும்.`,
  salePrice: `விலை ${rupees(LISTING_LIMITS.salePriceMin)} முதல் ${rupees(LISTING_LIMITS.salePriceMax)} வரை இருக்க வேண்டும்.`,
  bedrooms: `படுக்கையறைகள் ${LISTING_LIMITS.roomCountMin} முதல் ${LISTING_LIMITS.roomCountMax} வரை இருக்க வேண்டும்.`,
  beds: `கட்டில்கள் ${LISTING_LIMITS.roomCountMin} முதல் ${LISTING_LIMITS.roomCountMax} வரை இருக்க வேண்டும்.`,
  bathrooms: `குளியலறைகள் ${LISTING_LIMITS.roomCountMin} முதல் ${LISTING_LIMITS.roomCountMax} வரை இருக்க வேண்டும்.`,
  area: `பரப்பளவு ${LISTING_LIMITS.areaMin} முதல் ${formatNumber(LISTING_LIMITS.areaMax)} சதுர அடி வரை இருக்க வேண்டும்.`,
  facility: 'ஆம் அல்லது இல்லை என இருக்க வேண்டும்.',
  images: `1 முதல் ${LISTING_LIMITS.imagesMax} படங்களைச் சேர்க்கவும்.`,
  availableFrom: `கிடைக்கும் தேதி இன்றிலிருந்து ${LISTING_LIMITS.availableFromMaxDaysAhead} நாட்களுக்குள் இருக்க வேண்டும்.`,
  availableFromLabel: 'கிடைக்கும் தேதி (விருப்பத்தேர்வு)',
  availableFromHint: 'இடம் இப்போதே கிடைத்தால் வெறுமையாக விடவும்.',
  imageNotYours: 'ஒவ்வொரு படமும் நீங்கள் ஒரு விளம்பரத்துக்காகப் பதிவேற்றியதாக இருக்க வேண்டும்.',
  reason: `காரணம் அதிகபட்சம் ${LISTING_LIMITS.reasonMaxLength} எழுத்துகள் இருக்கலாம்.`,
  createTitle: 'விளம்பரம் ஒன்றை உருவாக்கவும்',
  editTitle: 'உங்கள் விளம்பரத்தைத் திருத்தவும்',
  requiredFields: 'தேவையான எல்லாப் புலங்களையும் நிரப்பி, குறைந்தது ஒரு படத்தைப் பதிவேற்றவும்',
  rentNotPositive: 'வாடகை நேர்மறை எண்ணாக இருக்க வேண்டும்',
  tooManyImages: `ஒரு விளம்பரத்துக்கு ${LISTING_LIMITS.imagesMax} படங்கள் வரை மட்டுமே பதிவேற்ற முடியும்`,
  imageTooLarge: `ஒவ்வொரு படமும் ${LISTING_LIMITS.imageMaxBytes / (1024 * 1024)} MB-க்குக் குறைவாக இருக்க வேண்டும்`,
  imageUploadFailed: `படத்தைப் பதிவேற்ற முடியவில்லை (ஒரு படத்துக்கு அதிகபட்சம் ${LISTING_LIMITS.imageMaxBytes / (1024 * 1024)} MB)`,
  notFound: 'விளம்பரம் கிடைக்கவில்லை.',
  notYours: 'உங்கள் சொந்த விளம்பரங்களை மட்டுமே மாற்ற முடியும்.',
  notYourListings: 'உங்கள் சொந்த விளம்பரங்களை மட்டுமே பார்க்க முடியும்.',
  created: 'உங்கள் விளம்பரம் மதிப்பாய்வுக்கு அனுப்பப்பட்டது. மதிப்பீட்டாளர் அங்கீகரித்ததும் அது அனைவருக்கும் தெரியும்.',
  updated: 'உங்கள் விளம்பரம் புதுப்பிக்கப்பட்டது.',
  updatedBackToReview: 'உங்கள் விளம்பரம் புதுப்பிக்கப்பட்டது. மீண்டும் அனைவருக்கும் தெரிவதற்கு முன் அது மதிப்பாய்வுக்குச் செல்லும்.',
  updatedChangesWaiting: 'உங்கள் மாற்றங்கள் சேமிக்கப்பட்டு மதிப்பாய்வுக்குக் காத்திருக்கின்றன. மதிப்பீட்டாளர் அங்கீகரிக்கும் வரை விளம்பரம் முன்பு போலவே தெரியும்.',
  deleted: 'விளம்பரம் நீக்கப்பட்டது.',
  approved: 'விளம்பரம் அங்கீகரிக்கப்பட்டது.',
  disapproved: 'விளம்பரம் நிராகரிக்கப்பட்டது.',
  featured: 'விளம்பரம் சிறப்பு விளம்பரமாக்கப்பட்டது.',
  unfeatured: 'விளம்பரம் இனி சிறப்பு விளம்பரம் அல்ல.',
  onlyApprovedFeatured: 'அங்கீகரிக்கப்பட்ட விளம்பரங்களை மட்டுமே சிறப்பு விளம்பரமாக்க முடியும்.',
  alreadyInState: 'விளம்பரம் ஏற்கனவே அந்த நிலையில் உள்ளது.',
  changesApproved: 'மாற்றங்கள் அங்கீகரிக்கப்பட்டன, இப்போது அனைவருக்கும் தெரியும்.',
  changesDisapproved: 'மாற்றங்கள் நிராகரிக்கப்பட்டன; அங்கீகரிக்கப்பட்ட பதிப்பே தொடர்ந்து தெரியும்.',
  revisionStale: 'நீங்கள் திறந்த பின் விளம்பரம் திருத்தப்பட்டுள்ளது. அதன் புதிய பதிப்பை மதிப்பாய்வு செய்யப் பக்கத்தை மீண்டும் ஏற்றவும்.',
  revisionRequired: 'நீங்கள் மதிப்பாய்வு செய்த விளம்பரப் பதிப்பைக் (revision) குறிப்பிடவும்.',
  editRaced: 'உங்கள் திருத்தம் சேமிக்கப்படும்போது விளம்பரம் மாறியது. மீண்டும் சேமிக்கவும்.',
  noChangesWaiting: 'இந்த விளம்பரத்தில் மதிப்பாய்வுக்குக் காத்திருக்கும் மாற்றங்கள் இல்லை.',
  revisionId: 'revision என்பது விளம்பரத்தின் ஒரு பதிப்பின் id ஆக இருக்க வேண்டும்.',
  perOwnerLimit: (max: number) => `ஒரே நேரத்தில் அதிகபட்சம் ${max} விளம்பரங்கள் வைத்திருக்கலாம். புதியதைச் சேர்க்க, தேவையில்லாத ஒன்றை நீக்கவும்.`,
  noListings: 'உங்களிடம் விளம்பரங்கள் இல்லை.',
  errorShowingListings: 'விளம்பரங்களைக் காட்டுவதில் பிழை',
  noPendingListings: 'அங்கீகாரத்துக்குக் காத்திருக்கும் விளம்பரங்கள் இன்னும் இல்லை!',
  confirmDelete: 'இந்த விளம்பரத்தை நீக்க விரும்புகிறீர்களா? இதைத் திரும்பப் பெற முடியாது.',
  confirmApprove: 'இந்த விளம்பரத்தை அங்கீகரிக்க விரும்புகிறீர்களா?',
  confirmAdminDelete: 'இந்த விளம்பரத்தை நீக்க விரும்புகிறீர்களா?',
  confirmDisapprove: 'இந்த விளம்பரத்தை நிராகரிக்க விரும்புகிறீர்களா?',
  statusApproved: 'அங்கீகரிக்கப்பட்டது',
  statusPending: 'அங்கீகாரத்துக்குக் காத்திருக்கிறது',
  statusDisapproved: 'அங்கீகரிக்கப்படவில்லை',
  changesWaiting: 'மாற்றங்கள் மதிப்பாய்வுக்குக் காத்திருக்கின்றன',
  changesNotApproved: 'மாற்றங்கள் அங்கீகரிக்கப்படவில்லை',
  reasonLabel: 'காரணம்',
  changesToReview: 'நேரலை விளம்பரத்தின் மாற்றங்கள்',
  noChangedFields: 'நேரலை விளம்பரத்திலிருந்து எந்தப் புலமும் வேறுபடவில்லை.',
  confirmApproveChanges: 'இந்த மாற்றங்களை அங்கீகரிக்க விரும்புகிறீர்களா?',
  confirmDisapproveChanges: 'இந்த மாற்றங்களை நிராகரிக்க விரும்புகிறீர்களா? அங்கீகரிக்கப்பட்ட பதிப்பே தொடர்ந்து தெரியும்.',
  approveChanges: 'மாற்றங்களை அங்கீகரி',
  disapproveChanges: 'மாற்றங்களை நிராகரி',
  valueYes: 'ஆம்',
  valueNo: 'இல்லை',
  valueNone: '(இல்லை)',
  reasonForOwner: 'உரிமையாளருக்கான காரணம் (விருப்பத்தேர்வு)',
};

export const SEARCH_MESSAGES_TA: Translation<typeof SEARCH_MESSAGES> = {
  unknownParameter: (name: string) => `தெரியாத தேடல் அளவுரு: ${name}.`,
  boolean: (name: string) => `${name} true அல்லது false ஆக இருக்க வேண்டும்.`,
  number: (name: string) => `${name} ரூபாயில் முழு எண்ணாக இருக்க வேண்டும்.`,
  sort: 'sort என்பது rent அல்லது createdAt ஆக இருக்க வேண்டும்.',
  order: 'order என்பது asc அல்லது desc ஆக இருக்க வேண்டும்.',
  startIndex: `startIndex 0 முதல் ${formatNumber(SEARCH_LIMITS.maxStartIndex)} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  limit: `limit 1 முதல் ${SEARCH_LIMITS.maxPageSize} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  searchTerm: `searchTerm அதிகபட்சம் ${SEARCH_LIMITS.maxSearchTermLength} எழுத்துகள் இருக்கலாம்.`,
  searchWords: `searchTerm இல் அதிகபட்சம் ${SEARCH_LIMITS.maxSearchWords} சொற்கள் இருக்கலாம்.`,
  type: 'type என்பது விளம்பர வகைகளில் ஒன்றாக இருக்க வேண்டும்.',
  rentType: 'rentType என்பது daily, weekly அல்லது monthly ஆக இருக்க வேண்டும்.',
  district: 'district என்பது 25 மாவட்டங்களில் ஒன்றாக இருக்க வேண்டும்.',
  city: 'city என்பது தேர்ந்தெடுத்த மாவட்டத்தின் நகரமாக இருக்க வேண்டும்.',
  status: 'status என்பது pending, approved அல்லது disapproved ஆக இருக்க வேண்டும்.',
  repeated: (name: string) => `${name} ஒரு முறை மட்டுமே கொடுக்கலாம்.`,
  availableBy: 'availableBy ஒரு தேதியாக (YYYY-MM-DD) இருக்க வேண்டும்.',
  availableByLabel: 'கிடைக்கும் தேதி',
};

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

export const LISTING_FIELD_LABELS_TA: Translation<typeof LISTING_FIELD_LABELS> = {
  name: 'தலைப்பு',
  description: 'விவரம்',
  rules: 'நிபந்தனைகள்',
  address: 'முகவரி',
  district: 'மாவட்டம்',
  city: 'நகரம்',
  type: 'வகை',
  rentType: 'வாடகைக் காலம்',
  bedrooms: 'படுக்கையறைகள்',
  bathrooms: 'குளியலறைகள்',
  beds: 'கட்டில்கள்',
  rent: 'வாடகை அல்லது விலை',
  area: 'பரப்பளவு (சதுர அடி)',
  parking: 'வாகனத் தரிப்பிடம்',
  furnished: 'தளபாடங்களுடன்',
  kitchen: 'சமையலறை',
  hotwater: 'சுடுநீர்',
  aircondition: 'குளிரூட்டி',
  imageUrls: 'படங்கள்',
  availableFrom: 'கிடைக்கும் தேதி',
};

export const LISTING_TYPE_TEXT_TA: Translation<typeof LISTING_TYPE_TEXT> = {
  singleroom: {
    label: 'தனி அறை',
    formLabel: 'தனி அறை',
    categoryLabel: 'தனி அறைகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட தனி அறைகள்',
    adminHeading: 'தனி அறைகள்',
  },
  sharedroom: {
    label: 'பகிர்வு அறை',
    formLabel: 'பகிர்வு அறை',
    categoryLabel: 'பகிர்வு அறைகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட பகிர்வு அறைகள்',
    adminHeading: 'பகிர்வு அறைகள்',
  },
  apartment: {
    label: 'அடுக்குமாடி வீடு',
    formLabel: 'அடுக்குமாடி வீடு',
    categoryLabel: 'அடுக்குமாடி வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட அடுக்குமாடி வீடுகள்',
    adminHeading: 'அடுக்குமாடி வீடுகள்',
  },
  hostel: {
    label: 'விடுதி',
    formLabel: 'விடுதி',
    categoryLabel: 'விடுதிகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விடுதிகள்',
    adminHeading: 'விடுதிகள்',
  },
  hotel: {
    label: 'ஹோட்டல்',
    formLabel: 'ஹோட்டல்',
    categoryLabel: 'ஹோட்டல்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட ஹோட்டல்கள்',
    adminHeading: 'ஹோட்டல்கள்',
  },
  guesthouse: {
    label: 'விருந்தினர் இல்லம்',
    formLabel: 'விருந்தினர் இல்லம்',
    categoryLabel: 'விருந்தினர் இல்லங்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விருந்தினர் இல்லங்கள்',
    adminHeading: 'விருந்தினர் இல்லங்கள்',
  },
  annex: {
    label: 'அனெக்ஸ்',
    formLabel: 'அனெக்ஸ்',
    categoryLabel: 'அனெக்ஸ்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட அனெக்ஸ்கள்',
    adminHeading: 'அனெக்ஸ்கள்',
  },
  bungalow: {
    label: 'பங்களா',
    formLabel: 'பங்களா',
    categoryLabel: 'பங்களாக்கள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட பங்களாக்களும் வில்லாக்களும்',
    adminHeading: 'பங்களாக்கள்',
  },
  fullhouseholiday: {
    label: 'விடுமுறை வீடு',
    formLabel: 'விடுமுறை வீடு',
    categoryLabel: 'விடுமுறை வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விடுமுறை வீடுகள்',
    adminHeading: 'விடுமுறை வீடுகள்',
  },
  fullhouserent: {
    label: 'வாடகைக்கு வீடு',
    formLabel: 'வாடகைக்கு வீடு',
    categoryLabel: 'வாடகைக்கு வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட வாடகை வீடுகள்',
    adminHeading: 'வாடகைக்கு வீடுகள்',
  },
  fullhousesale: {
    label: 'விற்பனைக்கு வீடு',
    formLabel: 'விற்பனைக்கு வீடு',
    categoryLabel: 'விற்பனைக்கு வீடுகள்',
    sectionHeading: 'புதிதாகச் சேர்க்கப்பட்ட விற்பனை வீடுகள்',
    adminHeading: 'விற்பனைக்கு வீடுகள்',
  },
};

export const FACILITY_TEXT_TA: Translation<typeof FACILITY_TEXT> = {
  parking: 'வாகனத் தரிப்பிடம்',
  furnished: 'தளபாடங்களுடன்',
  kitchen: 'சமையலறை',
  hotwater: 'சுடுநீர்',
  aircondition: 'குளிரூட்டி',
};

export const RENT_TYPE_TEXT_TA: Translation<typeof RENT_TYPE_TEXT> = {
  daily: 'நாளுக்கு',
  weekly: 'வாரத்துக்கு',
  monthly: 'மாதத்துக்கு',
};
