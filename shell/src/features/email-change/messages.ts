/**
 * The page that confirms a new email address from the mailed link. The new email reads:
 * emailIsNow, the address, emailIsNowEnd; the way to a new link: needNewLink, the Edit details
 * link, needNewLinkEnd.
 */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const CONFIRM_EMAIL_PAGE_TEXT = catalogue('CONFIRM_EMAIL_PAGE_TEXT', {
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
} as const);
