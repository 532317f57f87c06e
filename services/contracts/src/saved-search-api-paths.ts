/**
 * Saved searches' API paths (issue 20): the signed-in user's own, and only theirs. Apart from
 * api.ts so that the pages that call them carry them, not every page that reads api.ts (README
 * "Budgets").
 */
export const SAVED_SEARCH_API_PATHS = {
  list: '/api/saved-searches',
  create: '/api/saved-searches',
  update: (savedSearchId: string) => `/api/saved-searches/${encodeURIComponent(savedSearchId)}`,
  remove: (savedSearchId: string) => `/api/saved-searches/${encodeURIComponent(savedSearchId)}`,
  /**
   * One-click unsubscribe (RFC 8058): a POST with the alert mail's signed token as `?token=`,
   * no cookie needed; mail clients send `List-Unsubscribe=One-Click` as a form body.
   */
  unsubscribe: (token: string) => `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
} as const;
