import type { Language } from '@nivasa/contracts/languages';
import type { OutgoingMail } from './mail.service';
import { composeMail, validFor } from './mail-layout';
import { EMAIL_CHANGE_MAIL_TEXTS } from './mail-texts';

/** To the new address, in the account's language: the link that makes the change. */
export function emailChangeConfirmMail(options: {
  to: string;
  username: string;
  link: string;
  validMinutes: number;
  language: Language;
}): OutgoingMail {
  const { to, username, link, validMinutes, language } = options;
  const text = EMAIL_CHANGE_MAIL_TEXTS[language];
  return composeMail({
    to,
    subject: text.confirmSubject,
    username,
    lead: [text.confirmLead(validFor(validMinutes, language))],
    action: { label: text.confirmAction, link },
    notes: [text.confirmNote],
    language,
  });
}

/** To the old address, in the account's language: what is happening, and how to stop it if it was not the owner. */
export function emailChangeNoticeMail(options: {
  to: string;
  username: string;
  newEmail: string;
  forgotPasswordLink: string;
  language: Language;
}): OutgoingMail {
  const { to, username, newEmail, forgotPasswordLink, language } = options;
  const text = EMAIL_CHANGE_MAIL_TEXTS[language];
  return composeMail({
    to,
    subject: text.noticeSubject,
    username,
    lead: [text.noticeLead(newEmail), text.noticeIfYou, text.noticeIfNotYou],
    action: { label: text.noticeAction, link: forgotPasswordLink },
    notes: [text.noticeNote],
    language,
  });
}
