import type { Language, Translation } from '@nivasa/contracts/languages';
import { LISTING_FIELD_LABELS } from '@nivasa/contracts/listing-messages';
import { LISTING_FIELD_LABELS_SI } from '@nivasa/contracts/listing-messages.si';
import { LISTING_FIELD_LABELS_TA } from '@nivasa/contracts/listing-messages.ta';

/** The words every mail shares: the greeting, the button's fallback, the signature, a duration. */
export const MAIL_LAYOUT_TEXT = {
  hello: (username: string) => `Hello ${username},`,
  pasteAddress: 'Or paste this address into your browser:',
  signature: 'Nivasa — rooms, annexes and houses across Sri Lanka',
  /** 'an hour' for 60 minutes, else 'N minutes'. */
  validFor: (minutes: number) => (minutes === 60 ? 'an hour' : `${minutes} minutes`),
} as const;

const MAIL_LAYOUT_TEXT_SI: Translation<typeof MAIL_LAYOUT_TEXT> = {
  hello: (username: string) => `ආයුබෝවන් ${username},`,
  pasteAddress: 'නැතහොත් මෙම ලිපිනය ඔබේ බ්‍රව්සරයට අලවන්න:',
  signature: 'Nivasa — ශ්‍රී ලංකාව පුරා කාමර, ඇනෙක්සි සහ නිවාස',
  validFor: (minutes: number) => (minutes === 60 ? 'පැයක්' : `මිනිත්තු ${minutes}ක්`),
};

const MAIL_LAYOUT_TEXT_TA: Translation<typeof MAIL_LAYOUT_TEXT> = {
  hello: (username: string) => `வணக்கம் ${username},`,
  pasteAddress: 'அல்லது இந்த முகவரியை உங்கள் உலாவியில் ஒட்டவும்:',
  signature: 'Nivasa — இலங்கை முழுவதும் அறைகள், அனெக்ஸ்கள் மற்றும் வீடுகள்',
  validFor: (minutes: number) => (minutes === 60 ? 'ஒரு மணி நேரம்' : `${minutes} நிமிடங்கள்`),
};

/** The password-reset mail. `within` is a duration from MAIL_LAYOUT_TEXT.validFor. */
export const PASSWORD_RESET_MAIL_TEXT = {
  subject: 'Reset your Nivasa password',
  lead: (within: string) =>
    `Someone (we hope it was you) asked to reset the password of your Nivasa account. Open this link within ${within} to choose a new one:`,
  action: 'Reset my password',
  note: 'The link works once. If you did not ask for a new password, ignore this mail: your password stays as it is.',
} as const;

const PASSWORD_RESET_MAIL_TEXT_SI: Translation<typeof PASSWORD_RESET_MAIL_TEXT> = {
  subject: 'ඔබේ Nivasa මුරපදය යළි සකසන්න',
  lead: (within: string) =>
    `කවුරුන් හෝ (ඔබ යැයි අපි බලාපොරොත්තු වෙමු) ඔබේ Nivasa ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලුවා. නව මුරපදයක් තෝරා ගැනීමට ${within} ඇතුළත මෙම සබැඳිය විවෘත කරන්න:`,
  action: 'මගේ මුරපදය යළි සකසන්න',
  note: 'සබැඳිය එක් වරක් පමණක් ක්‍රියා කරයි. ඔබ නව මුරපදයක් ඉල්ලුවේ නැත්නම් මෙම ලිපිය නොසලකා හරින්න: ඔබේ මුරපදය වෙනස් නොවේ.',
};

const PASSWORD_RESET_MAIL_TEXT_TA: Translation<typeof PASSWORD_RESET_MAIL_TEXT> = {
  subject: 'உங்கள் Nivasa கடவுச்சொல்லை மீட்டமைக்கவும்',
  lead: (within: string) =>
    `யாரோ (நீங்கள்தான் என நம்புகிறோம்) உங்கள் Nivasa கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கேட்டுள்ளார். புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க ${within}க்குள் இந்த இணைப்பைத் திறக்கவும்:`,
  action: 'என் கடவுச்சொல்லை மீட்டமை',
  note: 'இணைப்பு ஒரு முறை மட்டுமே செயல்படும். நீங்கள் புதிய கடவுச்சொல்லைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
};

export const MAIL_LAYOUT_TEXTS: Readonly<Record<Language, Translation<typeof MAIL_LAYOUT_TEXT>>> = {
  en: MAIL_LAYOUT_TEXT,
  si: MAIL_LAYOUT_TEXT_SI,
  ta: MAIL_LAYOUT_TEXT_TA,
};

export const PASSWORD_RESET_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof PASSWORD_RESET_MAIL_TEXT>>> = {
  en: PASSWORD_RESET_MAIL_TEXT,
  si: PASSWORD_RESET_MAIL_TEXT_SI,
  ta: PASSWORD_RESET_MAIL_TEXT_TA,
};

/** The email-change mails: the confirmation to the new address, the notice to the old one. */
export const EMAIL_CHANGE_MAIL_TEXT = {
  confirmSubject: 'Confirm your new Nivasa email address',
  confirmLead: (within: string) => `You asked to use this address for your Nivasa account. Open this link within ${within} to confirm it:`,
  confirmAction: 'Confirm my new email',
  confirmNote: 'The link works once. Until it is opened your account keeps its old address. If you did not ask for this, ignore this mail.',
  noticeSubject: 'Your Nivasa email address is being changed',
  noticeLead: (newEmail: string) =>
    `Someone signed in to your Nivasa account asked to change its email address from this one to ${newEmail}. The change happens when the link we sent to ${newEmail} is opened.`,
  noticeIfYou: 'If this was you, there is nothing to do here.',
  noticeIfNotYou: 'If it was not you, reset your password now: that stops the change and signs everyone else out of your account.',
  noticeAction: 'Reset my password',
  noticeNote: 'You get this mail because the change was asked for on your account.',
} as const;

const EMAIL_CHANGE_MAIL_TEXT_SI: Translation<typeof EMAIL_CHANGE_MAIL_TEXT> = {
  confirmSubject: 'ඔබේ නව Nivasa විද්‍යුත් තැපැල් ලිපිනය තහවුරු කරන්න',
  confirmLead: (within: string) => `ඔබේ Nivasa ගිණුම සඳහා මෙම ලිපිනය භාවිත කිරීමට ඔබ ඉල්ලුවා. එය තහවුරු කිරීමට ${within} ඇතුළත මෙම සබැඳිය විවෘත කරන්න:`,
  confirmAction: 'මගේ නව විද්‍යුත් තැපෑල තහවුරු කරන්න',
  confirmNote: 'සබැඳිය එක් වරක් පමණක් ක්‍රියා කරයි. එය විවෘත කරන තුරු ඔබේ ගිණුමේ පැරණි ලිපිනය එලෙසම පවතී. ඔබ මෙය ඉල්ලුවේ නැත්නම් මෙම ලිපිය නොසලකා හරින්න.',
  noticeSubject: 'ඔබේ Nivasa විද්‍යුත් තැපැල් ලිපිනය වෙනස් කෙරෙමින් පවතී',
  noticeLead: (newEmail: string) =>
    `ඔබේ Nivasa ගිණුමට පිවිසි කෙනෙකු එහි විද්‍යුත් තැපැල් ලිපිනය මෙයින් ${newEmail} වෙත වෙනස් කිරීමට ඉල්ලුවා. අප ${newEmail} වෙත එවූ සබැඳිය විවෘත කළ විට වෙනස සිදු වේ.`,
  noticeIfYou: 'මෙය ඔබ නම්, මෙහි කළ යුතු දෙයක් නැත.',
  noticeIfNotYou: 'මෙය ඔබ නොවේ නම්, දැන්ම ඔබේ මුරපදය යළි සකසන්න: එවිට වෙනස නවතින අතර අනෙක් සියල්ලන් ඔබේ ගිණුමෙන් ඉවත් වේ.',
  noticeAction: 'මගේ මුරපදය යළි සකසන්න',
  noticeNote: 'ඔබේ ගිණුමේ මෙම වෙනස ඉල්ලූ නිසා ඔබට මෙම ලිපිය ලැබේ.',
};

const EMAIL_CHANGE_MAIL_TEXT_TA: Translation<typeof EMAIL_CHANGE_MAIL_TEXT> = {
  confirmSubject: 'உங்கள் புதிய Nivasa மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்',
  confirmLead: (within: string) =>
    `உங்கள் Nivasa கணக்குக்கு இந்த முகவரியைப் பயன்படுத்தக் கேட்டீர்கள். அதை உறுதிப்படுத்த ${within}க்குள் இந்த இணைப்பைத் திறக்கவும்:`,
  confirmAction: 'என் புதிய மின்னஞ்சலை உறுதிப்படுத்து',
  confirmNote:
    'இணைப்பு ஒரு முறை மட்டுமே செயல்படும். அது திறக்கப்படும் வரை உங்கள் கணக்கில் பழைய முகவரியே இருக்கும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
  noticeSubject: 'உங்கள் Nivasa மின்னஞ்சல் முகவரி மாற்றப்படுகிறது',
  noticeLead: (newEmail: string) =>
    `உங்கள் Nivasa கணக்கில் உள்நுழைந்த ஒருவர் அதன் மின்னஞ்சல் முகவரியை இதிலிருந்து ${newEmail} ஆக மாற்றக் கேட்டுள்ளார். ${newEmail} முகவரிக்கு நாங்கள் அனுப்பிய இணைப்பு திறக்கப்படும்போது மாற்றம் நடக்கும்.`,
  noticeIfYou: 'இது நீங்கள்தான் என்றால், இங்கே செய்ய வேண்டியது எதுவுமில்லை.',
  noticeIfNotYou:
    'இது நீங்கள் இல்லை என்றால், இப்போதே உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்: அது மாற்றத்தை நிறுத்தி, மற்ற அனைவரையும் உங்கள் கணக்கிலிருந்து வெளியேற்றும்.',
  noticeAction: 'என் கடவுச்சொல்லை மீட்டமை',
  noticeNote: 'உங்கள் கணக்கில் இந்த மாற்றம் கேட்கப்பட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
};

export const EMAIL_CHANGE_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof EMAIL_CHANGE_MAIL_TEXT>>> = {
  en: EMAIL_CHANGE_MAIL_TEXT,
  si: EMAIL_CHANGE_MAIL_TEXT_SI,
  ta: EMAIL_CHANGE_MAIL_TEXT_TA,
};

/** A moderator's decision on a listing, or on its owner's changes: one entry per decision. */
export const LISTING_MODERATION_MAIL_TEXT = {
  reason: (reason: string) => `The moderator's note: ${reason}`,
  approve: {
    subject: (name: string) => `Your listing "${name}" is approved`,
    lead: (name: string) => `Good news: a moderator approved your listing "${name}". It now shows on Nivasa for everyone to find.`,
    action: 'See your listing',
    note: 'If you edit the listing, your changes are reviewed before they show; until then it shows as approved.',
  },
  approveChanges: {
    subject: (name: string) => `Your changes to "${name}" are approved`,
    lead: (name: string) => `A moderator approved your changes to "${name}". The listing now shows them.`,
    action: 'See your listing',
    note: 'Your listing kept its place, its featured spot and its reviews.',
  },
  disapproveChanges: {
    subject: (name: string) => `Your changes to "${name}" were not approved`,
    lead: (name: string) => `A moderator did not approve your changes to "${name}". The listing still shows as it was before them.`,
    action: 'Edit your listing',
    note: 'You can change the listing again and send the changes for review. You can see their status in My listings.',
  },
  disapprove: {
    subject: (name: string) => `Your listing "${name}" was not approved`,
    lead: (name: string) => `A moderator did not approve your listing "${name}", so it does not show publicly.`,
    action: 'Edit your listing',
    note: 'Once you have changed it, the listing goes back to review. You can see its status in My listings.',
  },
} as const;

const LISTING_MODERATION_MAIL_TEXT_SI: Translation<typeof LISTING_MODERATION_MAIL_TEXT> = {
  reason: (reason: string) => `පරීක්ෂකගේ සටහන: ${reason}`,
  approve: {
    subject: (name: string) => `ඔබේ දැන්වීම "${name}" අනුමත කළා`,
    lead: (name: string) => `සුබ පුවතක්: පරීක්ෂකයෙකු ඔබේ දැන්වීම "${name}" අනුමත කළා. දැන් එය Nivasa හි සැමට සොයා ගත හැකි ලෙස පෙනේ.`,
    action: 'ඔබේ දැන්වීම බලන්න',
    note: 'ඔබ දැන්වීම සංස්කරණය කළහොත්, ඔබේ වෙනස්කම් පෙනීමට පෙර සමාලෝචනය කෙරේ; එතෙක් එය අනුමත පරිදිම පෙනේ.',
  },
  approveChanges: {
    subject: (name: string) => `"${name}" හි ඔබේ වෙනස්කම් අනුමත කළා`,
    lead: (name: string) => `පරීක්ෂකයෙකු "${name}" හි ඔබේ වෙනස්කම් අනුමත කළා. දැන් දැන්වීමේ ඒවා පෙනේ.`,
    action: 'ඔබේ දැන්වීම බලන්න',
    note: 'ඔබේ දැන්වීමේ ස්ථානය, විශේෂිත තැන සහ සමාලෝචන එලෙසම පවතී.',
  },
  disapproveChanges: {
    subject: (name: string) => `"${name}" හි ඔබේ වෙනස්කම් අනුමත නොවුණා`,
    lead: (name: string) => `පරීක්ෂකයෙකු "${name}" හි ඔබේ වෙනස්කම් අනුමත කළේ නැත. දැන්වීම ඒවාට පෙර පරිදිම පෙනේ.`,
    action: 'ඔබේ දැන්වීම සංස්කරණය කරන්න',
    note: 'ඔබට දැන්වීම නැවත වෙනස් කර වෙනස්කම් සමාලෝචනයට යැවිය හැක. ඒවායේ තත්ත්වය මගේ දැන්වීම් හි බලන්න.',
  },
  disapprove: {
    subject: (name: string) => `ඔබේ දැන්වීම "${name}" අනුමත නොවුණා`,
    lead: (name: string) => `පරීක්ෂකයෙකු ඔබේ දැන්වීම "${name}" අනුමත කළේ නැත, එබැවින් එය සැමට නොපෙනේ.`,
    action: 'ඔබේ දැන්වීම සංස්කරණය කරන්න',
    note: 'ඔබ එය වෙනස් කළ පසු, දැන්වීම නැවත සමාලෝචනයට යයි. එහි තත්ත්වය මගේ දැන්වීම් හි බලන්න.',
  },
};

const LISTING_MODERATION_MAIL_TEXT_TA: Translation<typeof LISTING_MODERATION_MAIL_TEXT> = {
  reason: (reason: string) => `மதிப்பீட்டாளரின் குறிப்பு: ${reason}`,
  approve: {
    subject: (name: string) => `உங்கள் விளம்பரம் "${name}" அங்கீகரிக்கப்பட்டது`,
    lead: (name: string) =>
      `நல்ல செய்தி: மதிப்பீட்டாளர் ஒருவர் உங்கள் விளம்பரம் "${name}"-ஐ அங்கீகரித்தார். இப்போது அது Nivasa-வில் அனைவரும் காணும்படி தெரிகிறது.`,
    action: 'உங்கள் விளம்பரத்தைப் பார்க்கவும்',
    note: 'நீங்கள் விளம்பரத்தைத் திருத்தினால், உங்கள் மாற்றங்கள் தெரிவதற்கு முன் மதிப்பாய்வு செய்யப்படும்; அதுவரை அங்கீகரிக்கப்பட்டபடியே தெரியும்.',
  },
  approveChanges: {
    subject: (name: string) => `"${name}" இல் உங்கள் மாற்றங்கள் அங்கீகரிக்கப்பட்டன`,
    lead: (name: string) => `மதிப்பீட்டாளர் ஒருவர் "${name}" இல் உங்கள் மாற்றங்களை அங்கீகரித்தார். இப்போது விளம்பரத்தில் அவை தெரிகின்றன.`,
    action: 'உங்கள் விளம்பரத்தைப் பார்க்கவும்',
    note: 'உங்கள் விளம்பரத்தின் இடம், சிறப்பு இடம் மற்றும் மதிப்பாய்வுகள் அப்படியே உள்ளன.',
  },
  disapproveChanges: {
    subject: (name: string) => `"${name}" இல் உங்கள் மாற்றங்கள் அங்கீகரிக்கப்படவில்லை`,
    lead: (name: string) => `மதிப்பீட்டாளர் ஒருவர் "${name}" இல் உங்கள் மாற்றங்களை அங்கீகரிக்கவில்லை. விளம்பரம் அவற்றுக்கு முன்பு இருந்தபடியே தெரிகிறது.`,
    action: 'உங்கள் விளம்பரத்தைத் திருத்தவும்',
    note: 'விளம்பரத்தை மீண்டும் மாற்றி, மாற்றங்களை மதிப்பாய்வுக்கு அனுப்பலாம். அவற்றின் நிலையை என் விளம்பரங்களில் பார்க்கலாம்.',
  },
  disapprove: {
    subject: (name: string) => `உங்கள் விளம்பரம் "${name}" அங்கீகரிக்கப்படவில்லை`,
    lead: (name: string) => `மதிப்பீட்டாளர் ஒருவர் உங்கள் விளம்பரம் "${name}"-ஐ அங்கீகரிக்கவில்லை, எனவே அது பொதுவில் தெரியாது.`,
    action: 'உங்கள் விளம்பரத்தைத் திருத்தவும்',
    note: 'நீங்கள் அதை மாற்றியதும், விளம்பரம் மீண்டும் மதிப்பாய்வுக்குச் செல்லும். அதன் நிலையை என் விளம்பரங்களில் பார்க்கலாம்.',
  },
};

export const LISTING_MODERATION_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof LISTING_MODERATION_MAIL_TEXT>>> = {
  en: LISTING_MODERATION_MAIL_TEXT,
  si: LISTING_MODERATION_MAIL_TEXT_SI,
  ta: LISTING_MODERATION_MAIL_TEXT_TA,
};

/** An admin's edit of someone's listing. `fields` lists the changed fields' labels (LISTING_FIELD_LABELS). */
export const LISTING_EDITED_MAIL_TEXT = {
  subject: (name: string) => `An admin edited your listing "${name}"`,
  lead: (name: string, fields: string) => `A Nivasa admin edited your listing "${name}". Changed: ${fields}.`,
  action: 'See your listing',
  note: 'If something is wrong, edit the listing or reply to this mail.',
} as const;

const LISTING_EDITED_MAIL_TEXT_SI: Translation<typeof LISTING_EDITED_MAIL_TEXT> = {
  subject: (name: string) => `පරිපාලකයෙකු ඔබේ දැන්වීම "${name}" සංස්කරණය කළා`,
  lead: (name: string, fields: string) => `Nivasa පරිපාලකයෙකු ඔබේ දැන්වීම "${name}" සංස්කරණය කළා. වෙනස් කළ කොටස්: ${fields}.`,
  action: 'ඔබේ දැන්වීම බලන්න',
  note: 'යමක් වැරදි නම්, දැන්වීම සංස්කරණය කරන්න, නැතහොත් මෙම ලිපියට පිළිතුරු දෙන්න.',
};

const LISTING_EDITED_MAIL_TEXT_TA: Translation<typeof LISTING_EDITED_MAIL_TEXT> = {
  subject: (name: string) => `நிர்வாகி ஒருவர் உங்கள் விளம்பரம் "${name}"-ஐத் திருத்தினார்`,
  lead: (name: string, fields: string) => `Nivasa நிர்வாகி ஒருவர் உங்கள் விளம்பரம் "${name}"-ஐத் திருத்தினார். மாற்றப்பட்டவை: ${fields}.`,
  action: 'உங்கள் விளம்பரத்தைப் பார்க்கவும்',
  note: 'ஏதேனும் தவறு இருந்தால், விளம்பரத்தைத் திருத்தவும் அல்லது இந்த மின்னஞ்சலுக்குப் பதிலளிக்கவும்.',
};

export const LISTING_EDITED_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof LISTING_EDITED_MAIL_TEXT>>> = {
  en: LISTING_EDITED_MAIL_TEXT,
  si: LISTING_EDITED_MAIL_TEXT_SI,
  ta: LISTING_EDITED_MAIL_TEXT_TA,
};

/** The listing form's labels, which the admin's-edit mail names the changed fields by. */
export const LISTING_FIELD_LABELS_BY_LANGUAGE: Readonly<Record<Language, Translation<typeof LISTING_FIELD_LABELS>>> = {
  en: LISTING_FIELD_LABELS,
  si: LISTING_FIELD_LABELS_SI,
  ta: LISTING_FIELD_LABELS_TA,
};

/** The reminder a week before a listing expires (fresh listings, issue 19). */
export const LISTING_EXPIRING_MAIL_TEXT = {
  subject: (name: string) => `Your listing "${name}" expires soon`,
  lead: (name: string, date: string) =>
    `Your listing "${name}" leaves Nivasa's search on ${date}. If the place is still available, renew it: it stays up, with no new review.`,
  action: 'Renew your listing',
  note: 'If it is let or sold, you need not do anything: it leaves search by itself, and stays in My listings.',
} as const;

const LISTING_EXPIRING_MAIL_TEXT_SI: Translation<typeof LISTING_EXPIRING_MAIL_TEXT> = {
  subject: (name: string) => `ඔබේ දැන්වීම "${name}" ළඟදීම කල් ඉකුත් වේ`,
  lead: (name: string, date: string) =>
    `ඔබේ දැන්වීම "${name}" ${date} දින Nivasa සෙවුමෙන් ඉවත් වේ. ස්ථානය තවමත් ලබා ගත හැකි නම්, එය අලුත් කරන්න: නැවත සමාලෝචනයකින් තොරව එය දිගටම පෙන්වයි.`,
  action: 'ඔබේ දැන්වීම අලුත් කරන්න',
  note: 'එය කුලියට දී හෝ විකුණා ඇත්නම්, ඔබ කිසිවක් කළ යුතු නැහැ: එය ඉබේම සෙවුමෙන් ඉවත් වී, මගේ දැන්වීම්හි රැඳේ.',
};

const LISTING_EXPIRING_MAIL_TEXT_TA: Translation<typeof LISTING_EXPIRING_MAIL_TEXT> = {
  subject: (name: string) => `உங்கள் விளம்பரம் "${name}" விரைவில் காலாவதியாகும்`,
  lead: (name: string, date: string) =>
    `உங்கள் விளம்பரம் "${name}" ${date} அன்று Nivasa தேடலிலிருந்து நீங்கும். இடம் இன்னும் கிடைக்குமானால், அதைப் புதுப்பிக்கவும்: புதிய மதிப்பாய்வு இல்லாமல் அது தொடர்ந்து காட்டப்படும்.`,
  action: 'உங்கள் விளம்பரத்தைப் புதுப்பிக்கவும்',
  note: 'அது வாடகைக்கு விடப்பட்டிருந்தால் அல்லது விற்கப்பட்டிருந்தால், நீங்கள் எதுவும் செய்ய வேண்டியதில்லை: அது தானாகத் தேடலிலிருந்து நீங்கி, எனது விளம்பரங்களில் இருக்கும்.',
};

export const LISTING_EXPIRING_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof LISTING_EXPIRING_MAIL_TEXT>>> = {
  en: LISTING_EXPIRING_MAIL_TEXT,
  si: LISTING_EXPIRING_MAIL_TEXT_SI,
  ta: LISTING_EXPIRING_MAIL_TEXT_TA,
};

/**
 * The new-message mail of an enquiry thread: the messages that came while the recipient was away
 * (several within ENQUIRY_MAIL_BATCH_SECONDS make one mail). Never an email address: the sender by
 * username alone.
 */
export const ENQUIRY_MAIL_TEXT = {
  subject: (listingName: string) => `New message about "${listingName}"`,
  lead: (sender: string, listingName: string) => `${sender} wrote to you on Nivasa about "${listingName}":`,
  more: (count: string) => `…and ${count} more. Read them all in the conversation.`,
  action: 'Open the conversation',
  note: 'Reply on Nivasa: your email address stays private. Never pay an advance before you have seen the place.',
} as const;

const ENQUIRY_MAIL_TEXT_SI: Translation<typeof ENQUIRY_MAIL_TEXT> = {
  subject: (listingName: string) => `"${listingName}" ගැන නව පණිවිඩයක්`,
  lead: (sender: string, listingName: string) => `${sender} Nivasa හි "${listingName}" ගැන ඔබට ලිව්වා:`,
  more: (count: string) => `…තවත් ${count}ක් ඇත. සංවාදයේ ඒ සියල්ල කියවන්න.`,
  action: 'සංවාදය විවෘත කරන්න',
  note: 'Nivasa හරහා පිළිතුරු දෙන්න: ඔබේ ඊමේල් ලිපිනය රහසිගතව පවතී. ස්ථානය බැලීමට පෙර කිසිවිටෙක අත්තිකාරම් මුදලක් ගෙවන්න එපා.',
};

const ENQUIRY_MAIL_TEXT_TA: Translation<typeof ENQUIRY_MAIL_TEXT> = {
  subject: (listingName: string) => `"${listingName}" பற்றிய புதிய செய்தி`,
  lead: (sender: string, listingName: string) => `${sender} Nivasa இல் "${listingName}" பற்றி உங்களுக்கு எழுதியுள்ளார்:`,
  more: (count: string) => `…மேலும் ${count} செய்திகள் உள்ளன. உரையாடலில் அனைத்தையும் படிக்கவும்.`,
  action: 'உரையாடலைத் திறக்கவும்',
  note: 'Nivasa இல் பதிலளிக்கவும்: உங்கள் மின்னஞ்சல் முகவரி தனிப்பட்டதாக இருக்கும். இடத்தைப் பார்ப்பதற்கு முன் ஒருபோதும் முன்பணம் செலுத்த வேண்டாம்.',
};

export const ENQUIRY_MAIL_TEXTS: Readonly<Record<Language, Translation<typeof ENQUIRY_MAIL_TEXT>>> = {
  en: ENQUIRY_MAIL_TEXT,
  si: ENQUIRY_MAIL_TEXT_SI,
  ta: ENQUIRY_MAIL_TEXT_TA,
};
