import { formatNumber } from '@nivasa/contracts/format';
import type { Language } from '@nivasa/contracts/languages';
import type { OutgoingMail } from './mail.service';
import { composeMail } from './mail-layout';
import { ENQUIRY_MAIL_TEXTS } from './mail-texts';

/**
 * To one person in an enquiry thread, in their language: the messages the other person sent
 * since the last mail (as many as `messages` holds, `total` in all), and a link to the thread.
 * The sender is named by username alone; no email address appears.
 */
export function enquiryMessagesMail(options: {
  to: string;
  username: string;
  senderName: string;
  listingName: string;
  messages: readonly string[];
  total: number;
  link: string;
  language: Language;
}): OutgoingMail {
  const { to, username, senderName, listingName, messages, total, link, language } = options;
  const text = ENQUIRY_MAIL_TEXTS[language];
  const more = total - messages.length;
  return composeMail({
    to,
    subject: text.subject(listingName),
    username,
    lead: [text.lead(senderName, listingName), ...messages, ...(more > 0 ? [text.more(formatNumber(more))] : [])],
    action: { label: text.action, link },
    notes: [text.note],
    language,
  });
}
