/** Verify your phone's texts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const VERIFY_PHONE_TEXT = catalogue('VERIFY_PHONE_TEXT', {
  title: 'Verify your phone',
  verified: 'Phone verified',
  verifiedHint: 'Your listings show “Phone verified”. Changing your number removes the mark until you verify the new one.',
  intro: (number: string) =>
    `We will send a 6-digit code by SMS to ${number}. Listings of owners with a verified phone show “Phone verified”.`,
  landline: (number: string) =>
    `${number} is a landline, and codes go by SMS. To verify, change your number to a mobile one in your details.`,
  sendCode: 'Send code',
  codeLabel: 'Code from the SMS',
  codeHint: 'The code works for 10 minutes.',
  verify: 'Verify',
  resendIn: (seconds: number) => `Send a new code in ${seconds} s`,
  resend: 'Send a new code',
} as const);
