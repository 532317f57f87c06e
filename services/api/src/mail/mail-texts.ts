import type { Language, Translation } from '@nivasa/contracts/languages';

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
