/** The Messages pages: the thread list, a thread and its reply box. The scam warning is the site's (SAFETY_CATALOGUE). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const MESSAGES_PAGE_TEXT = catalogue('MESSAGES_PAGE_TEXT', {
  documentTitle: 'Messages | Nivasa',
  title: 'Messages',
  chooseThread: 'Choose a conversation to read it.',
} as const);

export const THREAD_LIST_TEXT = catalogue('THREAD_LIST_TEXT', {
  label: 'Conversations',
  loading: 'Loading your conversations...',
  empty: 'No messages yet. Write to an owner from a listing page.',
  findPlace: 'Find a place',
  you: (text: string) => `You: ${text}`,
  unread: (count: string) => `${count} unread`,
  noLongerListed: 'No longer listed',
  blocked: 'Blocked',
  tryAgain: 'Try again',
} as const);

export const THREAD_VIEW_TEXT = catalogue('THREAD_VIEW_TEXT', {
  back: '← All messages',
  loading: 'Loading the conversation...',
  withPerson: (name: string) => `With ${name}`,
  seeListing: 'See the listing',
  notPublic: 'This listing is no longer on offer. You can still read this conversation.',
  messages: 'Messages',
  mine: 'You',
  sentAt: (when: string) => `Sent ${when}`,
  tryAgain: 'Try again',
} as const);

export const REPLY_BOX_TEXT = catalogue('REPLY_BOX_TEXT', {
  label: 'Your reply',
  count: (used: string, most: string) => `${used} / ${most}`,
  tooShort: 'Write a message first.',
  tooLong: (most: string) => `Keep it to ${most} characters.`,
  send: 'Send',
  failed: 'Could not send your message. Try again.',
} as const);

export const THREAD_ACTIONS_TEXT = catalogue('THREAD_ACTIONS_TEXT', {
  label: 'Conversation actions',
  sharePhone: 'Share my phone number',
  ownerPhone: "Owner's phone",
  block: 'Block',
  blockConfirm: (name: string) => `Block ${name}? Neither of you can send more messages here.`,
  blockYes: 'Yes, block',
  report: 'Report',
  reportTitle: 'Report this conversation',
  reason: 'What is wrong?',
  details: 'Details (optional)',
  sendReport: 'Send report',
  cancel: 'Cancel',
  failed: 'Could not do that. Try again.',
  reported: 'You reported this conversation. Our moderators will read it.',
  blockedByMe: 'You blocked this person. No more messages can be sent here.',
  blockedByOther: 'No more messages can be sent in this conversation.',
  olderMessages: 'Show older messages',
} as const);
