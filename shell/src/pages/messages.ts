/**
 * The shell's account pages' texts, ready for translation. Apart from ../messages.ts, which the
 * frame loads on every page, so that these come only with the pages that show them.
 */
export const SIGN_IN_PAGE_TEXT = {
  title: 'Sign In',
  intro: 'Welcome back. Sign in to manage your listings and favourites.',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  forgotPassword: 'Forgot your password?',
  resetIt: 'Reset it here',
} as const;

/** The agreement reads: agreementStart, the Terms link, agreementJoin, the Privacy Policy link, agreementEnd. */
export const SIGN_UP_PAGE_TEXT = {
  title: 'Sign Up',
  intro: 'Create an account to post your place, save favourites and contact owners.',
  agreementStart: 'By signing up you agree to our',
  terms: 'Terms',
  agreementJoin: 'and',
  privacyPolicy: 'Privacy Policy',
  agreementEnd: '.',
  haveAccount: 'Have an account?',
  signIn: 'Sign in',
} as const;

export const FORGOT_PASSWORD_PAGE_TEXT = {
  title: 'Forgot your password?',
  intro: "Enter your account's email and we'll send you a link to reset it.",
  remembered: 'Remembered it?',
  signIn: 'Sign in',
} as const;

export const RESET_PASSWORD_PAGE_TEXT = {
  title: 'Reset your password',
  intro: 'Choose a new password for your Nivasa account.',
  linkExpired: 'Link expired?',
  sendNewLink: 'Send a new one',
} as const;

/** The new email reads: emailIsNow, the address, emailIsNowEnd; the way to a new link: needNewLink, the Edit details link, needNewLinkEnd. */
export const CONFIRM_EMAIL_PAGE_TEXT = {
  title: 'Confirm your new email',
  intro: 'The link from your mail changes the email address of your Nivasa account.',
  confirming: 'Confirming your new email address…',
  failed: 'Could not confirm your new email address. Please try the link again later.',
  emailIsNow: "Your account's email is now",
  emailIsNowEnd: '.',
  goToMyAccount: 'Go to my account',
  signInWithNewEmail: 'Sign in with your new email',
  needNewLink: 'Need a new link? Change your email again in',
  editDetails: 'Edit details',
  needNewLinkEnd: '.',
} as const;
