/** The reported conversations' texts; Sinhala and Tamil in messages.si.ts and messages.ta.ts. The reasons' names are the contracts'. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const REPORTED_CONVERSATIONS_TEXT = catalogue('REPORTED_CONVERSATIONS_TEXT', {
  title: 'Reported conversations',
  intro:
    'Conversations between a seeker and an owner that one of them reported. Only a reported conversation can be read, and every read is logged.',
  loading: 'Loading the reported conversations…',
  none: 'No reported conversations.',
  seeker: 'Seeker',
  owner: 'Owner',
  reportedBySeeker: 'Reported by the seeker',
  reportedByOwner: 'Reported by the owner',
  blocked: 'Blocked',
  noDetails: 'No details given.',
  read: 'Read the conversation',
  hide: 'Hide the conversation',
  messages: 'Messages',
  loadingMessages: 'Loading the messages…',
  olderNotShown: 'Older messages are not shown.',
} as const);
