/** The identity provider's sign-in: its button, and why a sign-in through it did not finish. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const IDENTITY_PROVIDER_TEXT = catalogue('IDENTITY_PROVIDER_TEXT', {
  continueWithGoogle: 'Continue with Google',
} as const);

export const IDENTITY_PROVIDER_ERRORS = catalogue('IDENTITY_PROVIDER_ERRORS', {
  cancelled: 'Sign-in was cancelled.',
  blocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  failed: 'The identity provider could not sign you in. Please try again.',
} as const);
