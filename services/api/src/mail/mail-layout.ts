import { DEFAULT_LANGUAGE, type Language } from '@nivasa/contracts/languages';
import type { OutgoingMail } from './mail.service';
import { MAIL_LAYOUT_TEXTS } from './mail-texts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface MailContent {
  to: string;
  subject: string;
  username: string;
  /** Paragraphs before the button (or the whole message without one), plain text. */
  lead: string[];
  /** A button, with the address also written out for mail readers that hide buttons. */
  action?: { label: string; link: string };
  /** The small print after the button, plain text. */
  notes: string[];
  /** The recipient's language: the mail's own words and the layout's. */
  language?: Language;
  /** Listings shown after the lead (an alert's matches), each with its picture and link. */
  cards?: MailCard[];
  /** Small links after the notes (manage, unsubscribe), each also written out in the text part. */
  links?: { label: string; link: string }[];
  /** Extra header fields, passed on as they are (OutgoingMail.headers). */
  headers?: Record<string, string>;
}

/** A listing as a mail shows it: an absolute picture address, its words already in the recipient's language. */
export interface MailCard {
  image?: string;
  title: string;
  /** 'New' or 'Reduced'. */
  label: string;
  price: string;
  place: string;
  link: string;
}

function cardHtml(card: MailCard): string {
  const image = card.image
    ? `<td width="120" style="padding:0 12px 0 0;vertical-align:top"><a href="${escapeHtml(card.link)}"><img src="${escapeHtml(card.image)}" width="120" alt="" style="display:block;width:120px;border-radius:8px"></a></td>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>${image}<td style="vertical-align:top;font-size:15px;line-height:1.5">
<span style="display:inline-block;background:#e6f4f1;color:#0f766e;font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px">${escapeHtml(card.label)}</span><br>
<a href="${escapeHtml(card.link)}" style="color:#1f2933;font-weight:600;text-decoration:none">${escapeHtml(card.title)}</a><br>
<span style="color:#0f766e;font-weight:600">${escapeHtml(card.price)}</span><br>
<span style="color:#52606d;font-size:14px">${escapeHtml(card.place)}</span>
</td></tr></table>`;
}

/** Nivasa's mail: a friendly text part and an HTML part in the brand's colours, every value escaped. */
export function composeMail({
  to,
  subject,
  username,
  lead,
  action,
  notes,
  language = DEFAULT_LANGUAGE,
  cards = [],
  links = [],
  headers,
}: MailContent): OutgoingMail {
  const layout = MAIL_LAYOUT_TEXTS[language];
  const text = [
    layout.hello(username),
    '',
    ...lead.flatMap((line) => [line, '']),
    ...cards.flatMap((card) => [`[${card.label}] ${card.title}`, `${card.price} · ${card.place}`, card.link, '']),
    ...(action ? [action.link, ''] : []),
    ...notes.flatMap((line) => [line, '']),
    ...links.flatMap(({ label, link }) => [`${label}: ${link}`]),
    ...(links.length > 0 ? [''] : []),
    layout.signature,
  ].join('\n');
  const paragraph = (line: string, style: string) => `<p style="${style}">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#52606d">${escapeHtml(layout.pasteAddress)}<br><a href="${escapeHtml(action.link)}" style="color:#0f766e;word-break:break-all">${escapeHtml(action.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#0f766e;padding-bottom:16px">Nivasa</td></tr>
<tr><td style="font-size:16px;line-height:1.6">
${paragraph(layout.hello(username), 'margin:0 0 12px')}
${lead.map((line) => paragraph(line, 'margin:0 0 20px')).join('\n')}
${cards.map(cardHtml).join('\n')}
${button}
${notes.map((line) => paragraph(line, 'margin:0 0 12px;font-size:14px;color:#52606d')).join('\n')}
${links.length > 0 ? `<p style="margin:0 0 12px;font-size:14px">${links.map(({ label, link }) => `<a href="${escapeHtml(link)}" style="color:#0f766e">${escapeHtml(label)}</a>`).join(' · ')}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#7b8794;margin:16px 0 0">${escapeHtml(layout.signature)}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

/** 'an hour' for 60 minutes, else 'N minutes', in the language. */
export function validFor(minutes: number, language: Language = DEFAULT_LANGUAGE): string {
  return MAIL_LAYOUT_TEXTS[language].validFor(minutes);
}
