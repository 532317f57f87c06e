import type { OutgoingMail } from './mail.service';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The password-reset mail: a friendly text part and an HTML part with a button. */
export function passwordResetMail(options: { to: string; username: string; link: string; validMinutes: number }): OutgoingMail {
  const { to, username, link, validMinutes } = options;
  const hour = validMinutes === 60 ? 'an hour' : `${validMinutes} minutes`;
  const text = [
    `Hello ${username},`,
    '',
    `Someone (we hope it was you) asked to reset the password of your Nivasa account. Open this link within ${hour} to choose a new one:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for a new password, ignore this mail: your password stays as it is.',
    '',
    'Nivasa — rooms, annexes and houses across Sri Lanka',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reset your Nivasa password</title></head>
<body style="margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#0f766e;padding-bottom:16px">Nivasa</td></tr>
<tr><td style="font-size:16px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(username)},</p>
<p style="margin:0 0 20px">Someone (we hope it was you) asked to reset the password of your Nivasa account. Choose a new one within ${hour}:</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">Reset my password</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#52606d">Or paste this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#0f766e;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0;font-size:14px;color:#52606d">The link works once. If you did not ask for a new password, ignore this mail: your password stays as it is.</p>
</td></tr></table>
<p style="font-size:12px;color:#7b8794;margin:16px 0 0">Nivasa — rooms, annexes and houses across Sri Lanka</p>
</td></tr></table></body></html>`;
  return { to, subject: 'Reset your Nivasa password', text, html };
}
