/** Every business limit of the product, used by the API's validation and the forms alike. */
export const LISTING_LIMITS = {
  nameMinLength: 10,
  nameMaxLength: 62,
  descriptionMaxLength: 5_000,
  rulesMaxLength: 2_000,
  addressMaxLength: 200,
  /** Rent in rupees, per day, week or month. */
  rentMin: 50,
  rentMax: 10_000_000,
  /** The price of a house for sale, in rupees: houses sell far above any rent. */
  salePriceMin: 500_000,
  salePriceMax: 2_000_000_000,
  roomCountMin: 1,
  roomCountMax: 10,
  /** Square feet. */
  areaMin: 1,
  areaMax: 1_000_000,
  imagesMin: 1,
  imagesMax: 6,
  /** How far ahead `availableFrom` may be; an earlier date means the place is free now. */
  availableFromMaxDaysAhead: 365,
  /** A moderator's reason for approving or disapproving. */
  reasonMaxLength: 500,
  /** One limit for listing images everywhere (the original checked 5 MB but said 2 MB). */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Listings one owner may have at a time, whatever their status (the API's LISTINGS_PER_OWNER_MAX overrides it). */
  perOwnerMax: 20,
} as const;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Image uploads one user may have under way at once: the API refuses more (429), the forms queue the rest. */
export const UPLOADS_IN_FLIGHT_MAX = 2;

/**
 * Resumable uploads (the tus protocol, `RESUMABLE_UPLOAD_PATH`): a picture still larger than
 * `fromBytes` after the browser compressed it goes up in `chunkBytes` pieces, each one kept, so a
 * dropped connection resumes where it stopped. A user has at most `pendingPerUser` unfinished at a
 * time; one untouched for `lifetimeHours` is removed. The browser sends a photo of at most about
 * `compressedMaxBytes` (the spec: uploads over 256 KB are resumable).
 */
export const RESUMABLE_UPLOAD_LIMITS = {
  fromBytes: 256 * 1024,
  chunkBytes: 256 * 1024,
  pendingPerUser: 12,
  lifetimeHours: 24,
  compressedMaxBytes: 1024 * 1024,
} as const;

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  /** Reviews per page, and the most one call returns. */
  pageSize: 5,
  commentMaxLength: 1_000,
  /** The highest page a review list accepts (5,000 reviews deep). */
  maxPage: 1_000,
} as const;

/** The home page: its one call, and the carousel. */
export const HOME_LIMITS = {
  recentPerType: 4,
  /** The carousel shows at most this many featured places. */
  featuredMax: 12,
  /**
   * How long one API instance serves its cached home answer. Each instance drops it at once
   * on its own listing or moderation changes; this bounds how long instances can disagree.
   */
  cacheMaxAgeMs: 5_000,
} as const;

/** Timings the pages keep to, in milliseconds (the carousel's and lightbox's feel). */
export const UI_TIMINGS = {
  carouselSpeedMs: 500,
  carouselAutoplayMs: 3_000,
  lightboxFadeMs: 250,
  lightboxSwipeMs: 500,
  lightboxMaxZoom: 3,
  linkCopiedMs: 2_000,
} as const;

/** Link previews: what the shell's server waits for before it sends the page without them. */
export const LINK_PREVIEW_LIMITS = {
  apiTimeoutMs: 300,
  cacheMaxAgeMs: 60_000,
  cacheMaxEntries: 1_000,
  /** Approved listings a sitemap lists; beyond this a sitemap index would be needed. */
  sitemapMaxListings: 50_000,
} as const;

export const SEARCH_LIMITS = {
  /** The first page holds this many; Show More appears when a page is full. */
  pageSize: 9,
  /** The most one call returns, whatever `limit` asks. */
  maxPageSize: 50,
  maxSearchTermLength: 100,
  /** Each word of a term is one more pattern over every listing's search keys. */
  maxSearchWords: 8,
  /** The highest startIndex a search accepts: deep paging reads the whole collection. */
  maxStartIndex: 10_000,
} as const;

/** Search by place and area (GET /api/listing/get's near, lat/lng, radiusKm, bbox, polygon). */
export const GEO_LIMITS = {
  radiusKmMin: 0.5,
  radiusKmMax: 50,
  /** The radius of a search with a centre and no radius. */
  radiusKmDefault: 5,
  polygonMinPoints: 3,
  polygonMaxPoints: 50,
  /** The public point lies this far from the exact one, in metres (see approximateLocationOf). */
  approximateMinMetres: 200,
  approximateMaxMetres: 300,
  /**
   * On the development engine (no geo operators) a search with a centre or an area reads at most
   * this many listings in the area's bounding box, in the search's order, and tests each exactly.
   */
  areaCandidatesMax: 20_000,
} as const;

export const SPINNER_SIZE = { default: 35, loadingScreen: 50 } as const;

export const SESSION = {
  cookieName: 'access_token',
  storageKey: 'root',
  storageVersion: 1,
  /**
   * Browser storage keys that hold one account's data (a remote's listing drafts) start with this:
   * the session removes them all at sign-out and account deletion, whichever remote wrote them.
   */
  accountDataKeyPrefix: 'nivasa.account-data.',
} as const;

export const COOKIE_CONSENT = {
  /** The choice's key in localStorage, and the cookie that tells the shell's server (its banner in the HTML or not). */
  storageKey: 'cookieConsent',
  accepted: 'accepted',
  declined: 'declined',
} as const;

export type CookieConsent = typeof COOKIE_CONSENT.accepted | typeof COOKIE_CONSENT.declined;

/**
 * The admin pages' lists, a page at a time: the pending queue (`GET /api/listing/pending?startIndex&limit`)
 * and each type's approved listings (the search's own `startIndex` and `limit`). Both take at most
 * SEARCH_LIMITS.maxPageSize a call and start at most SEARCH_LIMITS.maxStartIndex deep.
 */
export const ADMIN_LIST_LIMITS = {
  pendingPageSize: 20,
  approvedPageSize: 12,
} as const;

/** The moderation log's page size, in the admin's audit page. */
export const AUDIT_PAGE_SIZE = 20;

/** Paging deeper skips that many entries on every read; the log's older pages stay in the database. */
export const AUDIT_MAX_PAGE = 1_000;

/** Weeks of new listings the admin's analytics chart shows. */
export const ANALYTICS_WEEKS = 12;

/** The places autocomplete (GET /api/places): a query's length and how many places it answers. */
export const PLACE_LIMITS = {
  maxQueryLength: 60,
  maxLimit: 20,
  defaultLimit: 8,
} as const;

/** Saved searches (issue 20): how many one user keeps, and the sizes of what they send. */
export const SAVED_SEARCH_LIMITS = {
  perUser: 20,
  nameMaxLength: 80,
  /** A drawn area of 50 points, percent-encoded, with every other filter, fits well within it. */
  queryMaxLength: 4_000,
} as const;

/** Enquiries between seekers and owners (issue 20): a message's length, and how much one read answers. */
export const ENQUIRY_LIMITS = {
  messageMinLength: 1,
  messageMaxLength: 2_000,
  /** The user's threads one GET /api/enquiries answers, the newest first. */
  threadsShown: 100,
  /** A thread's newest messages one GET /api/enquiries/{threadId} answers (oldest of them first). */
  messagesShown: 200,
  /** Characters of a thread's last message the list shows. */
  previewLength: 160,
  /** A report's optional details. */
  reportDetailsMaxLength: 1_000,
  /** The moderators' queue of reported threads: threads a page, and how deep it pages. */
  reportedPageSize: 20,
  reportedMaxPage: 500,
  /** New messages to one person in one thread within this many minutes make one mail. */
  mailBatchMinutes: 10,
} as const;
