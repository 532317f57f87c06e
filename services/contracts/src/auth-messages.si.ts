/** The account's and sign-in's texts (auth-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { AUTH_MESSAGES, FIELD_MESSAGES, RATE_LIMIT_MESSAGES } from './auth-messages';

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
  uploadNotFound: 'උඩුගත කිරීම හමු නොවුණා, නැතහොත් කල් ඉකුත් වී ඇත. කරුණාකර රූපය නැවත තෝරන්න.',
  uploadOffsetMismatch: 'උඩුගත කිරීමේ මෙම කොටස සේවාදායකයේ ඇති දෙයට පසුව නොඑයි. නැවත අරඹන තැන විමසා, ඉතිරිය යවන්න.',
  uploadsPendingLimit: 'ඔබට අවසන් නොකළ උඩුගත කිරීම් බොහොමයක් ඇත. සමහරක් අවසන් කර හෝ අවලංගු කර නැවත උත්සාහ කරන්න.',
  imageTooLarge: (megabytes: number) => `රූපය MB ${megabytes}ට වඩා කුඩා විය යුතුය.`,
};

export const RATE_LIMIT_MESSAGES_SI: Translation<typeof RATE_LIMIT_MESSAGES> = {
  tooManyWrites: 'ඔබ එය ඉතා නිතර කරයි. කරුණාකර මිනිත්තුවක් රැඳී නැවත උත්සාහ කරන්න.',
  tooManyUploads: 'ඔබ කෙටි කලකදී රූප බොහොමයක් උඩුගත කළා. කරුණාකර මිනිත්තු කිහිපයක් රැඳී නැවත උත්සාහ කරන්න.',
  tooManyContactLookups: 'ඔබ අද බොහෝ අයිතිකරුවන්ගේ දුරකථන අංක බලා ඇත. කරුණාකර හෙට නැවත උත්සාහ කරන්න.',
  uploadsInFlight: 'ඔබේ රූප දෙකක් තවම උඩුගත වෙමින් පවතී. කරුණාකර ඒවා අවසන් වූ පසු නැවත උත්සාහ කරන්න.',
  tooManyReports: 'ඔබ අද දැන්වීම් බොහොමයක් වාර්තා කළා. කරුණාකර හෙට නැවත උත්සාහ කරන්න.',
};

export const FIELD_MESSAGES_SI: Translation<typeof FIELD_MESSAGES> = {
  email: 'වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න.',
  username: 'පරිශීලක නාමය අක්ෂර 3 සිට 30 දක්වා විය යුතුය: අකුරු, ඉලක්කම්, තිත්, යටි ඉරි හෝ ඉරි.',
  password: 'මුරපදය අක්ෂර 8 සිට 128 දක්වා දිග විය යුතුය.',
  passwordRequired: 'ඔබේ මුරපදය ඇතුළත් කරන්න.',
  number: '077 123 4567 වැනි ශ්‍රී ලංකා දුරකථන අංකයක්, නැතහොත් +44 20 7946 0958 වැනි රටේ කේතය සහිත විදෙස් අංකයක් ඇතුළත් කරන්න.',
  avatar: 'avatar විය යුත්තේ උඩුගත කළ රූපයක ලිපිනයක් (/api/images/...) හෝ හිස් අගයකි.',
  idToken: 'idToken විය යුත්තේ හැඳුනුම් සේවාවේ ID ටෝකනයයි.',
  passwordWeak: 'මෙම මුරපදය අනුමාන කිරීමට පහසුයි. එකිනෙකට සම්බන්ධ නැති වචන තුනක් හෝ හතරක් වැනි දිගු මුරපදයක් භාවිත කරන්න.',
  currentPasswordRequired: 'මුරපදය හෝ විද්‍යුත් තැපෑල වෙනස් කිරීමට ඔබේ වත්මන් මුරපදය ඇතුළත් කරන්න.',
  currentPasswordWrong: 'ඔබේ වත්මන් මුරපදය නිවැරදි නැත.',
  language: 'language විය යුත්තේ en, si හෝ ta ය.',
  passwordHint: 'අවම වශයෙන් අක්ෂර 8ක් සහ අනුමාන කිරීමට අපහසු: එකිනෙකට සම්බන්ධ නැති වචන තුනක් හෝ හතරක් හොඳයි.',
  notAllowed: (field: string) => `${field} ක්ෂේත්‍රය මෙහි තිබිය නොහැක`,
};
