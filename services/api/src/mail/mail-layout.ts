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
}

/** Nivasa's mail: a friendly text part and an HTML part in the brand's colours, every value escaped. */
export function composeMail({ to, subject, username, lead, action, notes, language = DEFAULT_LANGUAGE }: MailContent): OutgoingMail {
  const layout = MAIL_LAYOUT_TEXTS[language];
  const text = [
    layout.hello(username),
    '',
    ...lead.flatMap((line) => [line, '']),
    ...(action ? [action.link, ''] : []),
    ...notes.flatMap((line) => [line, '']),
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
${button}
${notes.map((line) => paragraph(line, 'margin:0 0 12px;font-size:14px;color:#52606d')).join('\n')}
</td></tr></table>
<p style="font-size:12px;color:#7b8794;margin:16px 0 0">${escapeHtml(layout.signature)}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html };
}

/** 'an hour' for 60 minutes, else 'N minutes', in the language. */
export function validFor(minutes: number, language: Language = DEFAULT_LANGUAGE): string {
  return MAIL_LAYOUT_TEXTS[language].validFor(minutes);
}
