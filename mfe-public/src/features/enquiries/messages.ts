/** "Write to the owner" on a listing page: the button, the composer and its quick starts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const WRITE_TO_OWNER_TEXT = catalogue('WRITE_TO_OWNER_TEXT', {
  open: 'Write to the owner',
  signIn: 'Sign in to write to the owner',
  loadingForm: 'Loading the form...',
} as const);

export const ENQUIRY_COMPOSER_TEXT = catalogue('ENQUIRY_COMPOSER_TEXT', {
  title: 'Write to the owner',
  quickStarts: 'Quick starts',
  /** Each fills the message box; the seeker may change it before sending. */
  available: 'Is it still available?',
  visit: 'When can I visit?',
  students: 'Is it suitable for students?',
  message: 'Your message',
  /** Under the box: characters used of the most allowed. */
  count: (used: string, most: string) => `${used} / ${most}`,
  tooShort: 'Write a message first.',
  tooLong: (most: string) => `Keep it to ${most} characters.`,
  privacy: 'The owner sees your name, not your email address.',
  send: 'Send',
  cancel: 'Cancel',
  failed: 'Could not send your message. Try again.',
  sent: 'Your message is sent.',
  openThread: 'See the conversation',
} as const);
