import type { Language } from '@nivasa/contracts/languages';
import type { OutgoingMail } from './mail.service';
import { composeMail, validFor } from './mail-layout';
import { PASSWORD_RESET_MAIL_TEXTS } from './mail-texts';

/** The password-reset mail, in the recipient's language: a friendly text part and an HTML part with a button. */
export function passwordResetMail(options: {
  to: string;
  username: string;
  link: string;
  validMinutes: number;
  language: Language;
}): OutgoingMail {
  const { to, username, link, validMinutes, language } = options;
  const text = PASSWORD_RESET_MAIL_TEXTS[language];
  return composeMail({
    to,
    subject: text.subject,
    username,
    lead: [text.lead(validFor(validMinutes, language))],
    action: { label: text.action, link },
    notes: [text.note],
    language,
  });
}
