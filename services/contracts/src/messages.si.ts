/**
 * The shared catalogues (messages.ts, the listing types' and rent bases' texts) in Sinhala: the
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

const rupees = (amount: number) => formatRupees(amount, 'si');

export const SITE_TEXT_SI: Translation<typeof SITE_TEXT> = {
  name: 'Nivasa',
  title: 'Nivasa | ශ්‍රී ලංකාව පුරා නවාතැන් සහ නිවාස',
  description: 'Nivasa: ශ්‍රී ලංකාව පුරා කුලියට හෝ මිලදී ගැනීමට කාමර, ඇනෙක්සි, හොස්ටල් සහ නිවාස.',
  contactEmail: 'hello@nivasa.lk',
};

export const BAD_REQUEST_PAGE_TEXT_SI: Translation<typeof BAD_REQUEST_PAGE_TEXT> = {
  code: '400',
  title: 'මෙම ලිපිනය කියවිය නොහැක',
  text: 'සබැඳිය කැඩී හෝ අඩක් කැපී තිබිය හැක. එය පරීක්ෂා කරන්න, නැතහොත් මුල් පිටුවෙන් නැවත අරඹන්න.',
  home: 'මුල් පිටුවට',
};

/** Sinhala counts 0 and 1 as 'one' (ICU), and says both forms alike: the noun before the number. */
export const COUNT_TEXTS_SI: Translation<typeof COUNT_TEXTS> = {
  review: { one: 'සමාලෝචන {count}', other: 'සමාලෝචන {count}' },
  bedroom: { one: 'නිදන කාමර {count}', other: 'නිදන කාමර {count}' },
  bathroom: { one: 'නාන කාමර {count}', other: 'නාන කාමර {count}' },
};

export const MESSAGES_SI: Translation<typeof MESSAGES> = {
  tokenMissing: 'කරුණාකර පළමුව පිවිසෙන්න',
  tokenInvalid: 'ඔබේ පිවිසුම වලංගු නැත. කරුණාකර නැවත පිවිසෙන්න',
  unexpectedError: 'අනපේක්ෂිත දෝෂයක් ඇති වුණා!',
  somethingWentWrong: 'යමක් වැරදුණා!',
  failedToFetchListings: 'දැන්වීම් ලබා ගැනීමට නොහැකි වුණා',
  failedToFetchFeatured: 'විශේෂිත දැන්වීම් ලබා ගැනීමට නොහැකි වුණා',
  noFeatured: 'දැනට විශේෂිත දැන්වීම් නැත.',
  noListingsFound: 'දැන්වීම් හමු නොවුණා',
  clearFilters: 'පෙරහන් ඉවත් කරන්න',
  linkCopied: 'සබැඳිය පිටපත් කළා!',
  signInToContact: 'අයිතිකරුගේ දුරකථන අංකය සහ විද්‍යුත් තැපෑල බැලීමට පිවිසෙන්න.',
  loading: 'පූරණය වෙමින්...',
  confirmYes: 'ඔව්',
  confirmNo: 'නැත',
  tryAgain: 'නැවත උත්සාහ කරන්න',
  backToHome: 'මුල් පිටුවට',
  previousPage: 'පෙර',
  nextPage: 'ඊළඟ',
  pageNumber: (page: number) => `${page} වන පිටුව`,
  moderatorsOnlyTitle: 'පාලක පුවරුව පරීක්ෂකවරුන් සඳහා පමණි',
  moderatorsOnlyText: 'ඔබ පිවිස ඇත, නමුත් පාලක පුවරුව සහ එහි පිටු විවෘත කළ හැක්කේ පරීක්ෂකවරුන්ට පමණි.',
};

export const AUTH_MESSAGES_SI: Translation<typeof AUTH_MESSAGES> = {
  signedUp: 'ගිණුම සෑදුණා. දැන් ඔබට පිවිසිය හැක.',
  signedIn: 'සාර්ථකව පිවිසුණා.',
  signedOut: 'ඔබ ඉවත් වුණා.',
  emailTaken: 'එම විද්‍යුත් තැපෑලට දැනටමත් ගිණුමක් ඇත.',
  usernameTaken: 'එම පරිශීලක නාමය දැනටමත් භාවිතයේ ඇත.',
  wrongCredentials: 'විද්‍යුත් තැපෑල හෝ මුරපදය වැරදියි.',
  crossSiteRefused: 'වෙනත් වෙබ් අඩවියකින් ආ ඉල්ලීම ප්‍රතික්ෂේප කළා.',
  tooManyAttempts: 'උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තුවක් රැඳී නැවත උත්සාහ කරන්න.',
  resetLinkSent: 'එම විද්‍යුත් තැපෑලට ගිණුමක් ඇත්නම්, මුරපදය යළි සැකසීමේ සබැඳියක් එවනු ලැබේ.',
  passwordReset: 'ඔබේ මුරපදය යළි සැකසුණා. දැන් ඔබට පිවිසිය හැක.',
  resetLinkInvalid: 'මෙම යළි සැකසීමේ සබැඳිය වලංගු නැත, නැතහොත් කල් ඉකුත් වී ඇත.',
  identityUnverifiable: 'හැඳුනුම් සේවාව හරහා ඔබේ පිවිසීම තහවුරු කළ නොහැකි වුණා.',
  identityEmailUnverified: 'ඔබේ විද්‍යුත් තැපෑල හැඳුනුම් සේවාවේ තහවුරු කර නැත.',
  identityAttemptExpired: 'මෙම පිවිසීමේ උත්සාහය කල් ඉකුත් වී ඇත. කරුණාකර නැවත උත්සාහ කරන්න.',
  identityUnavailable: 'හැඳුනුම් සේවාව හරහා පිවිසීම දැන් ලබා ගත නොහැක. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  userUpdated: 'ගිණුම සාර්ථකව යාවත්කාලීන කළා!',
  updateOthersRefused: 'ඔබට වෙනස් කළ හැක්කේ ඔබේම ගිණුම පමණි.',
  deleteOthersRefused: 'ඔබට මකා දැමිය හැක්කේ ඔබේම ගිණුම පමණි.',
  accountDeleted: 'ඔබේ ගිණුම මකා දැමුණා.',
  otherAccountDeleted: 'ගිණුම මකා දැමුණා.',
  userNotFound: 'පරිශීලකයා හමු නොවුණා.',
  adminsOnly: 'එය කළ හැක්කේ පරිපාලකයින්ට පමණි.',
  avatarNotYours: 'පැතිකඩ රූපය ඔබ උඩුගත කළ රූපයක් විය යුතුය.',
  imageMissing: 'උඩුගත කිරීමට රූපයක් තෝරන්න.',
  imageNotFound: 'රූපය හමු නොවුණා',
  notAnImage: 'උඩුගත කළ හැක්කේ රූප ගොනු පමණි.',
  imagePurposeInvalid: 'purpose විය යුත්තේ avatar හෝ listing ය.',
  uploadQuotaReached: 'ඔබේ උඩුගත කිරීමේ සීමාවට ළඟා වී ඇත. පළමුව ඡායාරූප කිහිපයක් මකන්න.',
  emailChangeSent: 'ඔබේ නව විද්‍යුත් තැපෑලට සබැඳියක් එව්වා. වෙනස අවසන් කිරීමට පැයක් ඇතුළත එය විවෘත කරන්න; එතෙක් ඔබේ විද්‍යුත් තැපෑල වෙනස් නොවේ.',
  emailChanged: 'ඔබේ විද්‍යුත් තැපැල් ලිපිනය වෙනස් කළා.',
  emailChangeLinkInvalid: 'මෙම විද්‍යුත් තැපැල් තහවුරු කිරීමේ සබැඳිය වලංගු නැත, නැතහොත් කල් ඉකුත් වී ඇත.',
  noPasswordYet:
    'ඔබේ ගිණුම Google හරහා පිවිසෙන අතර තවම මුරපදයක් නැත. පළමුව පිවිසීමේ පිටුවේ "මුරපදය අමතකද?" මඟින් මුරපදයක් සකසන්න (අපි ඔබට සබැඳියක් එවන්නෙමු); ඉන්පසු මෙහි ඔබේ විද්‍යුත් තැපෑල වෙනස් කළ හැක.',
  imageTooLarge: (megabytes: number) => `රූපය MB ${megabytes}ට වඩා කුඩා විය යුතුය.`,
};

export const API_ERROR_MESSAGES_SI: Translation<typeof API_ERROR_MESSAGES> = {
  internalError: 'සේවාදායකයේ අභ්‍යන්තර දෝෂයක්',
  databaseUnavailable: 'දත්ත ගබඩාව දැනට ලබා ගත නොහැක; කරුණාකර මඳ වේලාවකින් නැවත උත්සාහ කරන්න',
  duplicateRecord: 'එම වාර්තාව දැනටමත් ඇත',
  invalidInput: 'ඇතුළත් කළ දත්ත වලංගු නැත',
  malformedJson: 'ඉල්ලීමේ JSON දත්ත කියවිය නොහැක',
  bodyTooLarge: 'ඉල්ලීම ඉතා විශාලයි',
  bodyTooLargeLimit: (limit: string) => `ඉල්ලීම ඉතා විශාලයි (සීමාව ${limit})`,
  bodyTooManyFields: (limit: number) => `ඉල්ලීමේ ක්ෂේත්‍ර ඉතා වැඩියි (සීමාව ${limit})`,
  bodyTooDeep: (levels: number) => `ඉල්ලීමේ දත්ත ඉතා ගැඹුරට කූඩු කර ඇත (සීමාව මට්ටම් ${levels})`,
  headersTooLarge: 'ඉල්ලීමේ ලිපිනය හෝ ශීර්ෂ ඉතා විශාලයි.',
  malformedRequest: 'ඉල්ලීම කියවිය නොහැක.',
  routeNotFound: (method: string, path: string) => `මෙම ලිපිනය නැත: ${method} ${path}`,
  invalidListingId: 'දැන්වීමේ id එක වලංගු නැත',
  invalidUserId: 'පරිශීලක id එක වලංගු නැත',
  invalidReviewId: 'සමාලෝචනයේ id එක වලංගු නැත',
  invalidImageId: 'රූපයේ id එක වලංගු නැත',
};

export const RATE_LIMIT_MESSAGES_SI: Translation<typeof RATE_LIMIT_MESSAGES> = {
  tooManyWrites: 'ඔබ එය ඉතා නිතර කරයි. කරුණාකර මිනිත්තුවක් රැඳී නැවත උත්සාහ කරන්න.',
  tooManyUploads: 'ඔබ කෙටි කලකදී රූප බොහොමයක් උඩුගත කළා. කරුණාකර මිනිත්තු කිහිපයක් රැඳී නැවත උත්සාහ කරන්න.',
  tooManyContactLookups: 'ඔබ කෙටි කලකදී දැන්වීම්කරුවන් බොහෝ දෙනෙකු සෙව්වා. කරුණාකර පැයකින් නැවත උත්සාහ කරන්න.',
};

export const FIELD_MESSAGES_SI: Translation<typeof FIELD_MESSAGES> = {
  email: 'වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න.',
  username: 'පරිශීලක නාමය අක්ෂර 3 සිට 30 දක්වා විය යුතුය: අකුරු, ඉලක්කම්, තිත්, යටි ඉරි හෝ ඉරි.',
  password: 'මුරපදය අක්ෂර 8 සිට 128 දක්වා දිග විය යුතුය.',
  passwordRequired: 'ඔබේ මුරපදය ඇතුළත් කරන්න.',
  number: '077 123 4567 හෝ +94 77 123 4567 වැනි ශ්‍රී ලංකා දුරකථන අංකයක් ඇතුළත් කරන්න.',
  avatar: 'avatar විය යුත්තේ උඩුගත කළ රූපයක ලිපිනයක් (/api/images/...) හෝ හිස් අගයකි.',
  idToken: 'idToken විය යුත්තේ හැඳුනුම් සේවාවේ ID ටෝකනයයි.',
  passwordWeak: 'මෙම මුරපදය අනුමාන කිරීමට පහසුයි. එකිනෙකට සම්බන්ධ නැති වචන තුනක් හෝ හතරක් වැනි දිගු මුරපදයක් භාවිත කරන්න.',
  currentPasswordRequired: 'මුරපදය හෝ විද්‍යුත් තැපෑල වෙනස් කිරීමට ඔබේ වත්මන් මුරපදය ඇතුළත් කරන්න.',
  currentPasswordWrong: 'ඔබේ වත්මන් මුරපදය නිවැරදි නැත.',
  language: 'language විය යුත්තේ en, si හෝ ta ය.',
  passwordHint: 'අවම වශයෙන් අක්ෂර 8ක් සහ අනුමාන කිරීමට අපහසු: එකිනෙකට සම්බන්ධ නැති වචන තුනක් හෝ හතරක් හොඳයි.',
  notAllowed: (field: string) => `${field} ක්ෂේත්‍රය මෙහි තිබිය නොහැක`,
};

export const LISTING_MESSAGES_SI: Translation<typeof LISTING_MESSAGES> = {
  name: `මාතෘකාව අක්ෂර ${LISTING_LIMITS.nameMinLength} සිට ${LISTING_LIMITS.nameMaxLength} දක්වා විය යුතුය.`,
  description: `ස්ථානය අක්ෂර ${formatNumber(LISTING_LIMITS.descriptionMaxLength)}කට නොවැඩි ලෙස විස්තර කරන්න.`,
  rules: `කොන්දේසි අක්ෂර ${formatNumber(LISTING_LIMITS.rulesMaxLength)}කට නොවැඩි විය යුතුය.`,
  address: `ලිපිනය අක්ෂර ${LISTING_LIMITS.addressMaxLength}කට නොවැඩි ලෙස ඇතුළත් කරන්න.`,
  district: 'දිස්ත්‍රික්ක 25න් එකක් තෝරන්න.',
  city: 'දැන්වීමේ දිස්ත්‍රික්කයේ නගරයක් තෝරන්න.',
  type: 'ස්ථානයේ වර්ගය තෝරන්න.',
  rentType: 'කුලිය දිනකට, සතියකට හෝ මසකට දැයි තෝරන්න.',
  rentTypeForSale: 'විකිණීමට ඇති නිවසකට ඇත්තේ මිලකි, කුලී කාලයක් නොවේ.',
  rent: `කුලිය ${rupees(LISTING_LIMITS.rentMin)} සිට ${rupees(LISTING_LIMITS.rentMax)} දක්වා විය යුතුය.`,
  salePrice: `මිල ${rupees(LISTING_LIMITS.salePriceMin)} සිට ${rupees(LISTING_LIMITS.salePriceMax)} දක්වා විය යුතුය.`,
  bedrooms: `නිදන කාමර ${LISTING_LIMITS.roomCountMin} සිට ${LISTING_LIMITS.roomCountMax} දක්වා විය යුතුය.`,
  beds: `ඇඳන් ${LISTING_LIMITS.roomCountMin} සිට ${LISTING_LIMITS.roomCountMax} දක්වා විය යුතුය.`,
  bathrooms: `නාන කාමර ${LISTING_LIMITS.roomCountMin} සිට ${LISTING_LIMITS.roomCountMax} දක්වා විය යුතුය.`,
  area: `වර්ග ප්‍රමාණය වර්ග අඩි ${LISTING_LIMITS.areaMin} සිට ${formatNumber(LISTING_LIMITS.areaMax)} දක්වා විය යුතුය.`,
  facility: 'ඔව් හෝ නැත විය යුතුය.',
  images: `රූප 1 සිට ${LISTING_LIMITS.imagesMax} දක්වා එක් කරන්න.`,
  availableFrom: `ලබා ගත හැකි දිනය අද සිට දින ${LISTING_LIMITS.availableFromMaxDaysAhead}කට වඩා ඈත නොවිය යුතුය.`,
  availableFromLabel: 'ලබා ගත හැකි දිනය (අත්‍යවශ්‍ය නොවේ)',
  availableFromHint: 'ස්ථානය දැනටමත් නිදහස් නම් හිස්ව තබන්න.',
  imageNotYours: 'සෑම රූපයක්ම ඔබ දැන්වීමක් සඳහා උඩුගත කළ එකක් විය යුතුය.',
  reason: `හේතුව අක්ෂර ${LISTING_LIMITS.reasonMaxLength}කට නොවැඩි විය යුතුය.`,
  createTitle: 'දැන්වීමක් සාදන්න',
  editTitle: 'ඔබේ දැන්වීම සංස්කරණය කරන්න',
  requiredFields: 'කරුණාකර අවශ්‍ය සියලු ක්ෂේත්‍ර පුරවා අවම වශයෙන් එක් රූපයක් උඩුගත කරන්න',
  rentNotPositive: 'කුලිය ධන අගයක් විය යුතුය',
  tooManyImages: `එක් දැන්වීමකට උඩුගත කළ හැක්කේ රූප ${LISTING_LIMITS.imagesMax}ක් පමණි`,
  imageTooLarge: `සෑම රූපයක්ම MB ${LISTING_LIMITS.imageMaxBytes / (1024 * 1024)}ට වඩා කුඩා විය යුතුය`,
  imageUploadFailed: `රූපය උඩුගත කිරීම අසාර්ථකයි (එක් රූපයකට උපරිම MB ${LISTING_LIMITS.imageMaxBytes / (1024 * 1024)})`,
  notFound: 'දැන්වීම හමු නොවුණා.',
  notYours: 'ඔබට වෙනස් කළ හැක්කේ ඔබේම දැන්වීම් පමණි.',
  notYourListings: 'ඔබට බැලිය හැක්කේ ඔබේම දැන්වීම් පමණි.',
  created: 'ඔබේ දැන්වීම සමාලෝචනයට යැව්වා. පරීක්ෂකයෙකු අනුමත කළ පසු එය සැමට පෙනේ.',
  updated: 'ඔබේ දැන්වීම යාවත්කාලීන කළා.',
  updatedBackToReview: 'ඔබේ දැන්වීම යාවත්කාලීන කළා. එය නැවත සැමට පෙනීමට පෙර යළි සමාලෝචනයට යයි.',
  updatedChangesWaiting: 'ඔබේ වෙනස්කම් සුරැකුණා, ඒවා සමාලෝචනය එනතුරු රැඳී සිටී. පරීක්ෂකයෙකු අනුමත කරන තුරු දැන්වීම පෙර පරිදිම පෙනේ.',
  deleted: 'දැන්වීම මකා දැමුණා.',
  approved: 'දැන්වීම අනුමත කළා.',
  disapproved: 'දැන්වීම ප්‍රතික්ෂේප කළා.',
  featured: 'දැන්වීම විශේෂිත කළා.',
  unfeatured: 'දැන්වීම තවදුරටත් විශේෂිත නොවේ.',
  onlyApprovedFeatured: 'විශේෂිත කළ හැක්කේ අනුමත දැන්වීම් පමණි.',
  alreadyInState: 'දැන්වීම දැනටමත් එම තත්ත්වයේ ඇත.',
  changesApproved: 'වෙනස්කම් අනුමත කළා, දැන් ඒවා සැමට පෙනේ.',
  changesDisapproved: 'වෙනස්කම් ප්‍රතික්ෂේප කළා; අනුමත අනුවාදය දිගටම පෙනේ.',
  revisionStale: 'ඔබ දැන්වීම විවෘත කළ පසු එය සංස්කරණය කර ඇත. එහි නවතම අනුවාදය සමාලෝචනය කිරීමට පිටුව නැවත පූරණය කරන්න.',
  revisionRequired: 'ඔබ සමාලෝචනය කළ දැන්වීමේ අනුවාදය (revision) සඳහන් කරන්න.',
  editRaced: 'ඔබේ සංස්කරණය සුරකින අතරතුර දැන්වීම වෙනස් වුණා. කරුණාකර නැවත සුරකින්න.',
  noChangesWaiting: 'මෙම දැන්වීමේ සමාලෝචනය එනතුරු රැඳී සිටින වෙනස්කම් නැත.',
  revisionId: 'revision විය යුත්තේ දැන්වීමේ අනුවාදයක id එකයි.',
  perOwnerLimit: (max: number) => `ඔබට එකවර දැන්වීම් ${max}ක් පමණක් තිබිය හැක. තවත් එකක් එක් කිරීමට, තවදුරටත් අවශ්‍ය නැති එකක් මකන්න.`,
  noListings: 'ඔබට දැන්වීම් නැත.',
  errorShowingListings: 'දැන්වීම් පෙන්වීමේ දෝෂයක්',
  noPendingListings: 'අනුමැතිය එනතුරු රැඳී සිටින දැන්වීම් තවම නැත!',
  confirmDelete: 'මෙම දැන්වීම මකා දැමීමට ඔබට විශ්වාසද? මෙය ආපසු හැරවිය නොහැක.',
  confirmApprove: 'මෙම දැන්වීම අනුමත කිරීමට ඔබට විශ්වාසද?',
  confirmAdminDelete: 'මෙම දැන්වීම මකා දැමීමට ඔබට විශ්වාසද?',
  confirmDisapprove: 'මෙම දැන්වීම ප්‍රතික්ෂේප කිරීමට ඔබට විශ්වාසද?',
  statusApproved: 'අනුමතයි',
  statusPending: 'අනුමැතිය එනතුරු',
  statusDisapproved: 'අනුමත නොවුණා',
  changesWaiting: 'සමාලෝචනය එනතුරු වෙනස්කම් ඇත',
  changesNotApproved: 'වෙනස්කම් අනුමත නොවුණා',
  reasonLabel: 'හේතුව',
  changesToReview: 'සජීවී දැන්වීමක වෙනස්කම්',
  noChangedFields: 'සජීවී දැන්වීමට වඩා වෙනස් ක්ෂේත්‍රයක් නැත.',
  confirmApproveChanges: 'මෙම වෙනස්කම් අනුමත කිරීමට ඔබට විශ්වාසද?',
  confirmDisapproveChanges: 'මෙම වෙනස්කම් ප්‍රතික්ෂේප කිරීමට ඔබට විශ්වාසද? අනුමත අනුවාදය දිගටම පෙනේ.',
  approveChanges: 'වෙනස්කම් අනුමත කරන්න',
  disapproveChanges: 'වෙනස්කම් ප්‍රතික්ෂේප කරන්න',
  valueYes: 'ඔව්',
  valueNo: 'නැත',
  valueNone: '(නැත)',
  reasonForOwner: 'අයිතිකරුට හේතුව (අත්‍යවශ්‍ය නොවේ)',
};

export const SEARCH_MESSAGES_SI: Translation<typeof SEARCH_MESSAGES> = {
  unknownParameter: (name: string) => `නොදන්නා සෙවුම් පරාමිතියක්: ${name}.`,
  boolean: (name: string) => `${name} true හෝ false විය යුතුය.`,
  number: (name: string) => `${name} රුපියල් පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  sort: 'sort විය යුත්තේ rent හෝ createdAt ය.',
  order: 'order විය යුත්තේ asc හෝ desc ය.',
  startIndex: `startIndex 0 සිට ${formatNumber(SEARCH_LIMITS.maxStartIndex)} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  limit: `limit 1 සිට ${SEARCH_LIMITS.maxPageSize} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  searchTerm: `searchTerm අක්ෂර ${SEARCH_LIMITS.maxSearchTermLength}කට නොවැඩි විය යුතුය.`,
  searchWords: `searchTerm හි තිබිය හැක්කේ වචන ${SEARCH_LIMITS.maxSearchWords}ක් පමණි.`,
  type: 'type දැන්වීම් වර්ගයක් විය යුතුය.',
  rentType: 'rentType විය යුත්තේ daily, weekly හෝ monthly ය.',
  district: 'district දිස්ත්‍රික්ක 25න් එකක් විය යුතුය.',
  city: 'city තෝරාගත් දිස්ත්‍රික්කයේ නගරයක් විය යුතුය.',
  status: 'status විය යුත්තේ pending, approved හෝ disapproved ය.',
  repeated: (name: string) => `${name} දිය හැක්කේ එක් වරක් පමණි.`,
  availableBy: 'availableBy දිනයක් (YYYY-MM-DD) විය යුතුය.',
  availableByLabel: 'ලබා ගත හැකි දිනය',
};

export const REVIEW_MESSAGES_SI: Translation<typeof REVIEW_MESSAGES> = {
  rating: `ශ්‍රේණිගත කිරීම ${REVIEW_LIMITS.ratingMin} සිට ${REVIEW_LIMITS.ratingMax} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  comment: `අක්ෂර ${formatNumber(REVIEW_LIMITS.commentMaxLength)}කට නොවැඩි අදහසක් ලියන්න.`,
  page: `page 1 සිට ${formatNumber(REVIEW_LIMITS.maxPage)} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  limit: `limit 1 සිට ${REVIEW_LIMITS.pageSize} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  ownListing: 'ඔබට ඔබේම දැන්වීම් සමාලෝචනය කළ නොහැක',
  alreadyReviewed: 'ඔබ මෙය දැනටමත් සමාලෝචනය කර ඇත',
  onlyApproved: 'සමාලෝචනය කළ හැක්කේ අනුමත දැන්වීම් පමණි.',
  posted: 'ස්තූතියි! ඔබේ සමාලෝචනය පළ කළා.',
  deleted: 'සමාලෝචනය මකා දැමුණා.',
  notFound: 'සමාලෝචනය හමු නොවුණා.',
  notYours: 'ඔබට මකා දැමිය හැක්කේ ඔබේම සමාලෝචන පමණි.',
  noReviews: 'සමාලෝචන නැත',
  failedToFetch: 'සමාලෝචන ලබා ගැනීමට නොහැකි වුණා',
  signInPrompt: 'සමාලෝචනයක් ලිවීමට පිවිසෙන්න.',
};

export const FAVORITE_MESSAGES_SI: Translation<typeof FAVORITE_MESSAGES> = {
  added: 'ප්‍රියතම වලට එක් කළා',
  removed: 'ප්‍රියතම වලින් ඉවත් කළා',
  failedToAdd: 'ප්‍රියතම වලට එක් කිරීමට නොහැකි වුණා',
  failedToFetch: 'ප්‍රියතම ලබා ගැනීමට නොහැකි වුණා',
  failedToRemove: 'ප්‍රියතමය ඉවත් කිරීමට නොහැකි වුණා.',
  noFavorites: 'තවම ප්‍රියතම එක් කර නැත.',
  notYours: 'ඔබට වෙනස් කළ හැක්කේ ඔබේම ප්‍රියතම පමණි.',
  onlyApproved: 'ප්‍රියතම වලට එක් කළ හැක්කේ අනුමත දැන්වීම් පමණි.',
};

export const LISTING_FIELD_LABELS_SI: Translation<typeof LISTING_FIELD_LABELS> = {
  name: 'මාතෘකාව',
  description: 'විස්තරය',
  rules: 'කොන්දේසි',
  address: 'ලිපිනය',
  district: 'දිස්ත්‍රික්කය',
  city: 'නගරය',
  type: 'වර්ගය',
  rentType: 'කුලී කාලය',
  bedrooms: 'නිදන කාමර',
  bathrooms: 'නාන කාමර',
  beds: 'ඇඳන්',
  rent: 'කුලිය හෝ මිල',
  area: 'වර්ග ප්‍රමාණය (වර්ග අඩි)',
  parking: 'වාහන නැවැත්වීම',
  furnished: 'ගෘහ භාණ්ඩ සහිත',
  kitchen: 'මුළුතැන්ගෙය',
  hotwater: 'උණු වතුර',
  aircondition: 'වායුසමීකරණය',
  imageUrls: 'රූප',
  availableFrom: 'ලබා ගත හැකි දිනය',
};

export const LISTING_TYPE_TEXT_SI: Translation<typeof LISTING_TYPE_TEXT> = {
  singleroom: {
    label: 'තනි කාමරය',
    formLabel: 'තනි කාමරය',
    categoryLabel: 'තනි කාමර',
    sectionHeading: 'අලුතින් එක් වූ තනි කාමර',
    adminHeading: 'තනි කාමර',
  },
  sharedroom: {
    label: 'බෙදාගන්නා කාමරය',
    formLabel: 'බෙදාගන්නා කාමරය',
    categoryLabel: 'බෙදාගන්නා කාමර',
    sectionHeading: 'අලුතින් එක් වූ බෙදාගන්නා කාමර',
    adminHeading: 'බෙදාගන්නා කාමර',
  },
  apartment: {
    label: 'මහල් නිවාසය',
    formLabel: 'මහල් නිවාසය',
    categoryLabel: 'මහල් නිවාස',
    sectionHeading: 'අලුතින් එක් වූ මහල් නිවාස',
    adminHeading: 'මහල් නිවාස',
  },
  hostel: {
    label: 'හොස්ටලය',
    formLabel: 'හොස්ටලය',
    categoryLabel: 'හොස්ටල්',
    sectionHeading: 'අලුතින් එක් වූ හොස්ටල්',
    adminHeading: 'හොස්ටල්',
  },
  hotel: {
    label: 'හෝටලය',
    formLabel: 'හෝටලය',
    categoryLabel: 'හෝටල්',
    sectionHeading: 'අලුතින් එක් වූ හෝටල්',
    adminHeading: 'හෝටල්',
  },
  guesthouse: {
    label: 'ආගන්තුක නිවාසය',
    formLabel: 'ආගන්තුක නිවාසය',
    categoryLabel: 'ආගන්තුක නිවාස',
    sectionHeading: 'අලුතින් එක් වූ ආගන්තුක නිවාස',
    adminHeading: 'ආගන්තුක නිවාස',
  },
  annex: {
    label: 'ඇනෙක්සිය',
    formLabel: 'ඇනෙක්සිය',
    categoryLabel: 'ඇනෙක්සි',
    sectionHeading: 'අලුතින් එක් වූ ඇනෙක්සි',
    adminHeading: 'ඇනෙක්සි',
  },
  bungalow: {
    label: 'බංගලාව',
    formLabel: 'බංගලාව',
    categoryLabel: 'බංගලා',
    sectionHeading: 'අලුතින් එක් වූ බංගලා සහ විලා',
    adminHeading: 'බංගලා',
  },
  fullhouseholiday: {
    label: 'නිවාඩු නිවස',
    formLabel: 'නිවාඩු නිවස',
    categoryLabel: 'නිවාඩු නිවාස',
    sectionHeading: 'අලුතින් එක් වූ නිවාඩු නිවාස',
    adminHeading: 'නිවාඩු නිවාස',
  },
  fullhouserent: {
    label: 'කුලියට නිවස',
    formLabel: 'කුලියට නිවස',
    categoryLabel: 'කුලියට නිවාස',
    sectionHeading: 'අලුතින් එක් වූ කුලී නිවාස',
    adminHeading: 'කුලියට නිවාස',
  },
  fullhousesale: {
    label: 'විකිණීමට නිවස',
    formLabel: 'විකිණීමට නිවස',
    categoryLabel: 'විකිණීමට නිවාස',
    sectionHeading: 'අලුතින් එක් වූ විකිණීමට ඇති නිවාස',
    adminHeading: 'විකිණීමට නිවාස',
  },
};

export const FACILITY_TEXT_SI: Translation<typeof FACILITY_TEXT> = {
  parking: 'වාහන නැවැත්වීම',
  furnished: 'ගෘහ භාණ්ඩ සහිත',
  kitchen: 'මුළුතැන්ගෙය',
  hotwater: 'උණු වතුර',
  aircondition: 'වායුසමීකරණය',
};

export const RENT_TYPE_TEXT_SI: Translation<typeof RENT_TYPE_TEXT> = {
  daily: 'දිනකට',
  weekly: 'සතියකට',
  monthly: 'මසකට',
};
