/** The pending queue's texts: the table and its actions; Sinhala and Tamil in messages.si.ts and messages.ta.ts. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });
export const PENDING_TABLE_TEXT = catalogue('PENDING_TABLE_TEXT', {
  dateCreated: 'Date created',
  image: 'Image',
  approve: 'Approve',
  delete: 'Delete',
  pendingListing: 'Pending listing',
  created: (date: string) => `Created ${date}`,
  loading: 'Loading pending listings…',
  noneHint: 'New listings appear here for review.',
  pagesLabel: 'Pages of pending listings',
} as const);

export const APPROVE_ACTION_TEXT = catalogue('APPROVE_ACTION_TEXT', {
  approve: 'Approve',
  failed: (name: string) => `Could not approve “${name}”`,
} as const);

export const DELETE_ACTION_TEXT = catalogue('DELETE_ACTION_TEXT', {
  delete: 'Delete',
  failed: (name: string) => `Could not delete “${name}”`,
} as const);

export const DISAPPROVE_CHANGES_ACTION_TEXT = catalogue('DISAPPROVE_CHANGES_ACTION_TEXT', {
  failed: (name: string) => `Could not disapprove the changes to “${name}”`,
} as const);

export const DUPLICATE_PHOTOS_TEXT = catalogue('DUPLICATE_PHOTOS_TEXT', {
  title: 'Photos like another owner’s listing',
  thisListing: 'This listing',
  otherListing: 'Other listing',
  thisPhoto: 'Photo in this listing',
  otherPhoto: 'Photo in the other listing',
  openOther: 'Open the other listing',
  more: (count: string) => `+${count} more`,
} as const);
