/**
 * Enquiries' API paths (issue 20), apart from api.ts so that the pages that call them carry them,
 * not every page that reads api.ts (README "Budgets").
 */
const id = (value: string) => encodeURIComponent(value);

/** Enquiries between seekers and owners. */
export const ENQUIRY_API_PATHS = {
  start: '/api/enquiries',
  threads: '/api/enquiries',
  thread: (threadId: string) => `/api/enquiries/${id(threadId)}`,
  reply: (threadId: string) => `/api/enquiries/${id(threadId)}/messages`,
  /** The thread's messages older than `messageId` (the first one shown). */
  olderMessages: (threadId: string, messageId: string) => `/api/enquiries/${id(threadId)}?before=${id(messageId)}`,
  /** The caller's unread messages in all threads: `{ unread }`, for the header's polling. */
  unread: '/api/enquiries/unread',
  /** The owner shows their phone number to the seeker in this thread. */
  sharePhone: (threadId: string) => `/api/enquiries/${id(threadId)}/share-phone`,
  /** Either side blocks the other in this thread: no more messages either way. */
  block: (threadId: string) => `/api/enquiries/${id(threadId)}/block`,
  /** Either side reports the thread `{ reason, details }`: moderators may then read it. */
  report: (threadId: string) => `/api/enquiries/${id(threadId)}/report`,
  /** Moderators: the reported threads, a page at a time, and one reported thread. */
  reported: (page: number) => `/api/admin/enquiries/reported?page=${page}`,
  moderatedThread: (threadId: string) => `/api/admin/enquiries/${id(threadId)}`,
} as const;
