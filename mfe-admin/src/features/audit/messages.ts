/** The moderation log's texts, ready for translation. */
import type { ModerationAction } from '@nivasa/contracts/api';

export const AUDIT_LOG_TEXT = {
  actions: {
    approve: 'Approved',
    disapprove: 'Disapproved',
    approveChanges: 'Changes approved',
    disapproveChanges: 'Changes disapproved',
    edit: 'Edited',
    feature: 'Featured',
    unfeature: 'Unfeatured',
    delete: 'Deleted',
  } satisfies Record<ModerationAction, string>,
  when: 'When',
  who: 'Who',
  action: 'Action',
  listing: 'Listing',
  whenAndWho: (when: string, who: string) => `${when} by ${who}`,
  loading: 'Loading the moderation log…',
  none: 'No moderation actions yet.',
  noneHint: 'Approvals, disapprovals, featuring and deletions are listed here.',
} as const;
