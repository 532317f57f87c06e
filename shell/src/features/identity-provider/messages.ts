/** The identity provider's sign-in: its button, and why a sign-in through it did not finish. */
export const IDENTITY_PROVIDER_TEXT = {
  continueWithGoogle: 'Continue with Google',
} as const;

export const IDENTITY_PROVIDER_ERRORS = {
  cancelled: 'Sign-in was cancelled.',
  blocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  failed: 'The identity provider could not sign you in. Please try again.',
} as const;
