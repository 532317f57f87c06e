/** The password forms' texts (the rules' words that the API shares are in @nivasa/contracts/messages). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const FORGOT_PASSWORD_FORM_TEXT = catalogue('FORGOT_PASSWORD_FORM_TEXT', {
  email: 'Email',
  emailRequired: 'Enter your email address.',
  submit: 'Send Reset Link',
  failed: 'Failed to send password reset email. Make sure the email is correct.',
} as const);

export const RESET_PASSWORD_FORM_TEXT = catalogue('RESET_PASSWORD_FORM_TEXT', {
  newPassword: 'New Password',
  newPasswordRequired: 'Enter a new password.',
  confirmPassword: 'Confirm Password',
  confirmPasswordRequired: 'Enter the new password again.',
  passwordsDoNotMatch: 'Passwords do not match.',
  submit: 'Reset Password',
  failed: 'Failed to reset password. Please try again later.',
  signInWithNewPassword: 'Sign in with your new password',
} as const);

/** The pages around the password forms. */
export const FORGOT_PASSWORD_PAGE_TEXT = catalogue('FORGOT_PASSWORD_PAGE_TEXT', {
  title: 'Forgot your password?',
  intro: "Enter your account's email and we'll send you a link to reset it.",
  remembered: 'Remembered it?',
  signIn: 'Sign in',
} as const);

export const RESET_PASSWORD_PAGE_TEXT = catalogue('RESET_PASSWORD_PAGE_TEXT', {
  title: 'Reset your password',
  intro: 'Choose a new password for your Nivasa account.',
  linkExpired: 'Link expired?',
  sendNewLink: 'Send a new one',
} as const);
