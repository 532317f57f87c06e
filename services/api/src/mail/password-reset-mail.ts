import type { OutgoingMail } from './mail.service';
import { composeMail, validFor } from './mail-layout';

/** The password-reset mail: a friendly text part and an HTML part with a button. */
export function passwordResetMail(options: { to: string; username: string; link: string; validMinutes: number }): OutgoingMail {
  const { to, username, link, validMinutes } = options;
  return composeMail({
    to,
    subject: 'Reset your Nivasa password',
    username,
    lead: [
      `Someone (we hope it was you) asked to reset the password of your Nivasa account. Open this link within ${validFor(validMinutes)} to choose a new one:`,
    ],
    action: { label: 'Reset my password', link },
    notes: ['The link works once. If you did not ask for a new password, ignore this mail: your password stays as it is.'],
  });
}
