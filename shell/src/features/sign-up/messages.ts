/** The sign-up form's texts (its field rules' words are the API's, in @nivasa/contracts/messages). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const SIGN_UP_FORM_TEXT = catalogue('SIGN_UP_FORM_TEXT', {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  phoneNumber: 'Phone Number',
  phoneNumberExample: '077 123 4567',
  submit: 'Sign Up',
} as const);

/** The sign-up page around the form; the agreement reads: agreementStart, the Terms link, agreementJoin, the Privacy Policy link, agreementEnd. */
export const SIGN_UP_PAGE_TEXT = catalogue('SIGN_UP_PAGE_TEXT', {
  title: 'Sign Up',
  intro: 'Create an account to post your place, save favourites and contact owners.',
  agreementStart: 'By signing up you agree to our',
  terms: 'Terms',
  agreementJoin: 'and',
  privacyPolicy: 'Privacy Policy',
  agreementEnd: '.',
  haveAccount: 'Have an account?',
  signIn: 'Sign in',
} as const);
