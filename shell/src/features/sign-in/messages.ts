/** The sign-in form's texts (its field rules' words are the API's, in @nivasa/contracts/messages). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const SIGN_IN_FORM_TEXT = catalogue('SIGN_IN_FORM_TEXT', {
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
} as const);

/** The sign-in page around the form. */
export const SIGN_IN_PAGE_TEXT = catalogue('SIGN_IN_PAGE_TEXT', {
  title: 'Sign In',
  intro: 'Welcome back. Sign in to manage your listings and favourites.',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  forgotPassword: 'Forgot your password?',
  resetIt: 'Reset it here',
} as const);
