import type { OutgoingMail } from './mail.service';
import { composeMail, validFor } from './mail-layout';

/** To the new address: the link that makes the change. */
export function emailChangeConfirmMail(options: { to: string; username: string; link: string; validMinutes: number }): OutgoingMail {
  const { to, username, link, validMinutes } = options;
  return composeMail({
    to,
    subject: 'Confirm your new Nivasa email address',
    username,
    lead: [`You asked to use this address for your Nivasa account. Open this link within ${validFor(validMinutes)} to confirm it:`],
    action: { label: 'Confirm my new email', link },
    notes: ['The link works once. Until it is opened your account keeps its old address. If you did not ask for this, ignore this mail.'],
  });
}

/** To the old address: what is happening, and how to stop it if it was not the owner. */
export function emailChangeNoticeMail(options: {
  to: string;
  username: string;
  newEmail: string;
  forgotPasswordLink: string;
}): OutgoingMail {
  const { to, username, newEmail, forgotPasswordLink } = options;
  return composeMail({
    to,
    subject: 'Your Nivasa email address is being changed',
    username,
    lead: [
      `Someone signed in to your Nivasa account asked to change its email address from this one to ${newEmail}. The change happens when the link we sent to ${newEmail} is opened.`,
      'If this was you, there is nothing to do here.',
      'If it was not you, reset your password now: that stops the change and signs everyone else out of your account.',
    ],
    action: { label: 'Reset my password', link: forgotPasswordLink },
    notes: ['You get this mail because the change was asked for on your account.'],
  });
}
