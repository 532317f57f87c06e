import type { Language, Translation } from '@nivasa/contracts/languages';
import type { ReportAction } from '@nivasa/contracts/report-schema';
import { composeMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.service';

const REPORT_OUTCOME_TEXTS = {
  subject: (listingName: string) => `Your report of "${listingName}"`,
  lead: (listingName: string) => `Thank you for reporting "${listingName}". A moderator has looked at it.`,
  outcomes: {
    dismiss: 'They found nothing against our rules, so the listing stays on Nivasa.',
    'take-down': 'The listing has been taken down.',
    'block-owner': 'The listing has been taken down and its owner blocked.',
  },
  note: 'Never pay an advance before you have seen the place and signed an agreement.',
  action: 'Go to Nivasa',
} as const;

const TEXTS: Record<Language, Translation<typeof REPORT_OUTCOME_TEXTS>> = {
  en: REPORT_OUTCOME_TEXTS,
  si: {
    subject: (listingName) => `"${listingName}" පිළිබඳ ඔබේ වාර්තාව`,
    lead: (listingName) => `"${listingName}" වාර්තා කළාට ස්තූතියි. පරීක්ෂකයෙකු එය පරීක්ෂා කළා.`,
    outcomes: {
      dismiss: 'අපගේ නීතිවලට පටහැනි කිසිවක් හමු නොවූ නිසා දැන්වීම Nivasa හි පවතී.',
      'take-down': 'දැන්වීම ඉවත් කර ඇත.',
      'block-owner': 'දැන්වීම ඉවත් කර එහි අයිතිකරු අවහිර කර ඇත.',
    },
    note: 'ස්ථානය බලා ගිවිසුමක් අත්සන් කිරීමට පෙර කිසිදා අත්තිකාරම් ගෙවන්න එපා.',
    action: 'Nivasa වෙත යන්න',
  },
  ta: {
    subject: (listingName) => `"${listingName}" பற்றிய உங்கள் புகார்`,
    lead: (listingName) => `"${listingName}" பற்றிப் புகாரளித்ததற்கு நன்றி. ஒரு மதிப்பீட்டாளர் அதைப் பார்வையிட்டார்.`,
    outcomes: {
      dismiss: 'எங்கள் விதிகளுக்கு எதிராக எதுவும் காணப்படவில்லை; எனவே விளம்பரம் Nivasa இல் தொடர்கிறது.',
      'take-down': 'விளம்பரம் அகற்றப்பட்டது.',
      'block-owner': 'விளம்பரம் அகற்றப்பட்டு, அதன் உரிமையாளர் தடுக்கப்பட்டார்.',
    },
    note: 'இடத்தைப் பார்த்து ஒப்பந்தத்தில் கையெழுத்திடும் முன் ஒருபோதும் முன்பணம் செலுத்த வேண்டாம்.',
    action: 'Nivasa க்குச் செல்லவும்',
  },
};

/** To a reporter, in their language, when a moderator decided on the listing they reported. */
export function reportOutcomeMail(options: {
  to: string;
  username: string;
  listingName: string;
  action: ReportAction;
  link: string;
  language: Language;
}): OutgoingMail {
  const { to, username, listingName, action, link, language } = options;
  const text = TEXTS[language];
  return composeMail({
    to,
    subject: text.subject(listingName),
    username,
    lead: [text.lead(listingName), text.outcomes[action]],
    action: { label: text.action, link },
    notes: [text.note],
    language,
  });
}
