import type { ListingType } from '@nivasa/contracts/listing-types';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/**
 * Cache keys of the admin's server state. A moderation action in one feature changes what
 * others show (an approval empties a pending row, fills a type's list and a log line), so the
 * keys live here, where every feature's mutations can name what they invalidate.
 */
export const adminKeys = {
  all: ['admin'] as const,
  pending: ['admin', 'pending'] as const,
  pendingPage: (startIndex: number) => ['admin', 'pending', startIndex] as const,
  approved: ['admin', 'approved'] as const,
  approvedOfType: (type: ListingType) => ['admin', 'approved', type] as const,
  approvedPage: (type: ListingType, startIndex: number) => ['admin', 'approved', type, startIndex] as const,
  featured: ['admin', 'featured'] as const,
  total: ['admin', 'total'] as const,
  analytics: ['admin', 'analytics'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
  reports: ['admin', 'reports'] as const,
  reportsPage: (page: number) => ['admin', 'reports', page] as const,
  reportedConversationsPage: (page: number) => ['admin', 'reported-conversations', page] as const,
  reportedConversation: (threadId: string) => ['admin', 'reported-conversation', threadId] as const,
};

/** Every count and log an approval, disapproval or deletion changes, and the public pages' listings. */
export const COUNT_KEYS = [adminKeys.total, adminKeys.analytics, adminKeys.audit, sharedQueryKeys.listings] as const;
