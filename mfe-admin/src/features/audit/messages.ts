/** The moderation log's texts; Sinhala and Tamil in messages.si.ts and messages.ta.ts. */
import type { ModerationAction } from '@nivasa/contracts/api';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const AUDIT_LOG_TEXT = catalogue('AUDIT_LOG_TEXT', {
  actions: {
    approve: 'Approved',
    disapprove: 'Disapproved',
    approveChanges: 'Changes approved',
    disapproveChanges: 'Changes disapproved',
    edit: 'Edited',
    feature: 'Featured',
    unfeature: 'Unfeatured',
    delete: 'Deleted',
    dismissReports: 'Reports dismissed',
    takeDown: 'Taken down',
    blockUser: 'Blocked',
    unblockUser: 'Unblocked',
    readEnquiry: 'Read a reported conversation',
  } satisfies Record<ModerationAction, string>,
  when: 'When',
  who: 'Who',
  action: 'Action',
  listing: 'Listing',
  whenAndWho: (when: string, who: string) => `${when} by ${who}`,
  loading: 'Loading the moderation log…',
  none: 'No moderation actions yet.',
  noneHint: 'Approvals, disapprovals, featuring and deletions are listed here.',
} as const);
