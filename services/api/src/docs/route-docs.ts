import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { PLACE_ID } from '@nivasa/contracts/places';
import type { DocSchemaName } from './doc-schemas';

export type RouteTag =
  | 'Accounts'
  | 'Listings'
  | 'Places'
  | 'Moderation'
  | 'Reviews and favourites'
  | 'Images'
  | 'Service'
  | 'Reports'
  | 'Saved searches'
  | 'Enquiries';

/** A refusal a route answers besides the ones every route of its kind has (see openapi-document.ts). */
type Refusals = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415, string>>;

export interface RouteDoc {
  tag: RouteTag;
  summary: string;
  /** Path parameters; each is a 24-hex id unless said otherwise. */
  params?: Record<string, { description: string; token?: true; pattern?: RegExp }>;
  query?: DocSchemaName;
  body?: DocSchemaName | 'image-upload' | 'upload-bytes';
  response: { status?: 200 | 201 | 204; schema?: DocSchemaName; image?: true; html?: true; description: string };
  refusals?: Refusals;
}

const listingId = { id: { description: 'The listing' } };
const notFound = (what: string): Refusals => ({ 404: `No such ${what}, or not one the caller may see.` });

/**
 * What each route is for and what it takes and answers, keyed `METHOD /path` as Express matches it.
 * Who may call it is read from its guards, not written here; a route missing from this table
 * makes the document's build fail, and the docs suite fails with it.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': {
    tag: 'Service',
    summary:
      "Whether the API and its database answer (503 with status degraded when not); to an admin's session, the mail outbox's backlog too.",
    response: { schema: 'HealthResponse', description: 'The API and its database answer.' },
  },
  'GET /api/docs/openapi.json': {
    tag: 'Service',
    summary: 'This description, as OpenAPI 3.1.',
    response: { description: 'The OpenAPI document.' },
  },
  'GET /api/docs': {
    tag: 'Service',
    summary: 'This description, as a page to read.',
    response: { html: true, description: 'The reference page.' },
  },

  'POST /api/auth/signup': {
    tag: 'Accounts',
    summary: 'Create an account.',
    body: 'SignUpRequest',
    response: { status: 201, schema: 'MessageResponse', description: 'The account exists; sign in next.' },
    refusals: { 409: 'The email or username is taken: `EMAIL_TAKEN` or `USERNAME_TAKEN`, with the field in `errors`.' },
  },
  'POST /api/auth/signin': {
    tag: 'Accounts',
    summary: 'Sign in with email and password; sets the httpOnly session cookie.',
    body: 'SignInRequest',
    response: { schema: 'AuthResponse', description: 'Signed in.' },
    refusals: { 401: 'Wrong email or password.' },
  },
  'POST /api/auth/signout': {
    tag: 'Accounts',
    summary: "Sign out: clears the cookie and revokes this session's token.",
    response: { schema: 'MessageResponse', description: 'Signed out.' },
  },
  'GET /api/auth/google/start': {
    tag: 'Accounts',
    summary: "What the browser needs to open the identity provider's sign-in popup; sets the nonce cookie.",
    response: { schema: 'IdentityProviderStartResponse', description: 'The provider and a fresh nonce.' },
  },
  'POST /api/auth/google': {
    tag: 'Accounts',
    summary: "Sign in with the identity provider's ID token; creates the account on first use.",
    body: 'IdentityProviderSignInRequest',
    response: { schema: 'AuthResponse', description: 'Signed in.' },
    refusals: { 401: 'The token could not be verified, was used before, or its attempt expired.' },
  },
  'GET /api/verify-token': {
    tag: 'Accounts',
    summary: 'The session check: who is signed in (null for a visitor).',
    response: { schema: 'VerifyTokenResponse', description: 'The session user, or null.' },
    refusals: { 401: 'A session token that no longer holds.' },
  },
  'POST /api/forgot-password': {
    tag: 'Accounts',
    summary: 'Mail a one-hour reset link; answers the same whether or not the account exists.',
    body: 'ForgotPasswordRequest',
    response: { schema: 'MessageResponse', description: 'A link is on its way if the account exists.' },
  },
  'POST /api/reset-password/:token': {
    tag: 'Accounts',
    summary: 'Set a new password with the mailed link; ends every other session.',
    params: { token: { description: 'The token of the mailed link', token: true } },
    body: 'ResetPasswordRequest',
    response: { schema: 'MessageResponse', description: 'The password is changed.' },
    refusals: { 400: 'The link is invalid or expired, or the password is refused.' },
  },
  'POST /api/user/update/:userId': {
    tag: 'Accounts',
    summary: 'Change your own profile; a new password or email needs the current password.',
    params: { userId: { description: 'Your own user id' } },
    body: 'UpdateUserRequest',
    response: { schema: 'AuthResponse', description: 'The updated user.' },
    refusals: {
      403: 'Not your account, or a current password that is not right (`CURRENT_PASSWORD_WRONG`, with the field in `errors`).',
      409: 'The email or username is taken: `EMAIL_TAKEN` or `USERNAME_TAKEN`, with the field in `errors`.',
    },
  },
  'POST /api/user/confirm-email/:token': {
    tag: 'Accounts',
    summary: 'Confirm a new email address with the link mailed to it.',
    params: { token: { description: 'The token of the mailed link', token: true } },
    response: { schema: 'ConfirmEmailResponse', description: 'The email is changed.' },
    refusals: { 400: 'The link is invalid or expired.', 409: 'The address was taken meanwhile (`EMAIL_TAKEN`).' },
  },
  'DELETE /api/user/delete/:userId': {
    tag: 'Accounts',
    summary: 'Delete an account (your own, or any as an admin) with its listings, reviews, favourites and images.',
    params: { userId: { description: 'The account' } },
    response: { schema: 'MessageResponse', description: 'Deleted.' },
    refusals: { 403: "Someone else's account.", ...notFound('user') },
  },
  'POST /api/user/phone/send-code': {
    tag: 'Accounts',
    summary:
      'Send a 6-digit code by SMS to your phone number, in your language; it lasts 10 minutes. Limited per number, per user and per address (429 `PHONE_CODE_RATE_LIMITED`), and one a minute.',
    response: { schema: 'PhoneCodeSent', description: 'The code is on its way.' },
    refusals: {
      409: 'No phone number to verify (`PHONE_MISSING`), a Sri Lankan landline, which takes no SMS (`PHONE_NOT_MOBILE`), or it is verified already (`PHONE_ALREADY_VERIFIED`).',
    },
  },
  'POST /api/user/phone/verify': {
    tag: 'Accounts',
    summary: 'Prove your phone number with the code sent to it: 5 tries; the user answer then carries `phoneVerified: true`.',
    body: 'PhoneCodeRequest',
    response: { schema: 'AuthResponse', description: 'The phone number is verified.' },
    refusals: {
      400: 'A wrong code (`PHONE_CODE_WRONG`), an expired one or none sent (`PHONE_CODE_EXPIRED`), or its tries used (`PHONE_CODE_TRIES_USED`).',
    },
  },
  'GET /api/user/:userRef': {
    tag: 'Accounts',
    summary:
      'An advertiser\'s phone and email, for a user with at least one approved listing: the contact box\'s "Show phone number". ' +
      'Optional `?listing=<id>`: the approved listing of theirs the press came from. Each press is logged; a user sees at most ' +
      '`CONTACT_OWNERS_PER_DAY` (50) distinct owners a day, by the day in Sri Lanka, and repeat looks at an owner are free; past it, 429 `CONTACT_RATE_LIMITED`.',
    params: { userRef: { description: 'The advertiser' } },
    response: { schema: 'AdvertiserContact', description: 'How to reach the advertiser.' },
    refusals: {
      400: 'A malformed user or listing id.',
      ...notFound('advertiser'),
    },
  },

  'POST /api/listing/create': {
    tag: 'Listings',
    summary: 'Post a listing; it waits for a moderator before it is public.',
    body: 'ListingInput',
    response: { status: 201, schema: 'ListingSaved', description: 'Stored, pending review.' },
    refusals: { 409: 'The owner has as many open listings as one may have.' },
  },
  'POST /api/listing/update/:id': {
    tag: 'Listings',
    summary: "Change your listing (or any, as an admin); a live listing's changes wait for review while it stays public.",
    params: listingId,
    body: 'ListingInput',
    response: { schema: 'ListingSaved', description: 'Stored.' },
    refusals: { 403: 'Not your listing.', ...notFound('listing') },
  },
  'DELETE /api/listing/delete/:id': {
    tag: 'Listings',
    summary: 'Delete your listing (or any, as an admin) with its reviews, favourites and images.',
    params: listingId,
    response: { schema: 'MessageResponse', description: 'Deleted.' },
    refusals: { 403: 'Not your listing.', ...notFound('listing') },
  },
  'GET /api/listing/get': {
    tag: 'Listings',
    summary:
      'Search public listings; every parameter optional, each at most once. near (a place id) or lat and lng give a centre (radiusKm, default 5) and each result its distanceKm; bbox and polygon bound an area; prices with no rentType compare monthly equivalents.',
    query: 'ListingSearchQuery',
    response: { schema: 'ListingList', description: 'One page of listings.' },
    refusals: { 400: 'A parameter broke its rules (VALIDATION_FAILED), or near names no place (NEAR_PLACE_UNKNOWN).' },
  },
  'GET /api/listing/get/:id': {
    tag: 'Listings',
    summary: 'One listing: public ones for everyone, any status for its owner and admins.',
    params: listingId,
    response: { schema: 'ListingDetail', description: 'The listing.' },
    refusals: notFound('listing'),
  },
  'GET /api/places': {
    tag: 'Places',
    summary:
      'Places by name for the autocomplete: districts, towns (with DS and GN divisions) and campuses, in any of the three scripts, any case, by a prefix of a name or of one of its words; best first.',
    query: 'PlacesQuery',
    response: { schema: 'PlaceList', description: 'The places found, at most `limit`.' },
  },
  'GET /api/places/:id': {
    tag: 'Places',
    summary: 'One place of the gazetteer by its id.',
    params: { id: { description: 'The place (`wellawatte`, `colombo-6`, `sliit-malabe`, `lk-1127085`)', pattern: PLACE_ID } },
    response: { schema: 'Place', description: 'The place.' },
    refusals: { 404: 'No place has that id: `PLACE_NOT_FOUND`.' },
  },
  'GET /api/user/listings/:userId': {
    tag: 'Listings',
    summary: 'Your own listings, every status.',
    params: { userId: { description: 'Your own user id' } },
    response: { schema: 'ListingList', description: 'Your listings, newest first.' },
    refusals: { 403: "Someone else's listings." },
  },
  'GET /api/listing/home': {
    tag: 'Listings',
    summary: "Everything the home page shows in one call: featured listings and each type's newest.",
    response: { schema: 'HomeListings', description: 'The home page.' },
  },
  'GET /api/listing/sitemap': {
    tag: 'Listings',
    summary: "Every public listing's id and last change, for the sitemap.",
    response: { schema: 'SitemapListings', description: 'The public listings.' },
  },

  'GET /api/listing/pending': {
    tag: 'Moderation',
    summary: 'Listings waiting for review, and live listings with changes waiting, a page at a time.',
    query: 'PendingQuery',
    response: { schema: 'ListingList', description: 'One page of the queue.' },
  },
  'GET /api/listing/get-total': {
    tag: 'Moderation',
    summary: 'How many listings there are.',
    response: { schema: 'TotalListingsResponse', description: 'The count.' },
  },
  'PATCH /api/listing/approve/:id': {
    tag: 'Moderation',
    summary:
      'Approve the version of a listing the moderator saw (its revisionId, or its waiting changes), with an optional reason mailed to its owner.',
    params: listingId,
    body: 'ModerationRequest',
    response: { schema: 'ModerationResponse', description: 'Approved.' },
    refusals: { ...notFound('listing'), 409: 'Already in that state, or a newer edit replaced the version named.' },
  },
  'PATCH /api/listing/disapprove/:id': {
    tag: 'Moderation',
    summary: 'Disapprove a listing, or only its waiting changes (naming them), with an optional reason mailed to its owner.',
    params: listingId,
    body: 'ModerationRequest',
    response: { schema: 'ModerationResponse', description: 'Disapproved.' },
    refusals: { ...notFound('listing'), 409: 'Already in that state.' },
  },
  'PATCH /api/listing/featured/:id': {
    tag: 'Moderation',
    summary: 'Feature an approved listing on the home page.',
    params: listingId,
    response: { schema: 'ModerationResponse', description: 'Featured.' },
    refusals: { ...notFound('listing'), 409: 'Not approved, or featured already.' },
  },
  'PATCH /api/listing/remove-featured/:id': {
    tag: 'Moderation',
    summary: 'Stop featuring a listing.',
    params: listingId,
    response: { schema: 'ModerationResponse', description: 'No longer featured.' },
    refusals: { ...notFound('listing'), 409: 'Not featured.' },
  },
  'GET /api/admin/analytics': {
    tag: 'Moderation',
    summary: 'Listings by status, type, district and week, and the number of users.',
    response: { schema: 'ListingAnalytics', description: 'The figures.' },
  },
  'GET /api/admin/audit': {
    tag: 'Moderation',
    summary: 'The moderation log, newest first.',
    query: 'AuditQuery',
    response: { schema: 'AuditPage', description: 'One page of the log.' },
  },

  'GET /api/reviews/get-review/:listingId': {
    tag: 'Reviews and favourites',
    summary: "A public listing's reviews, newest first.",
    params: { listingId: { description: 'The listing' } },
    query: 'ReviewsQuery',
    response: { schema: 'ReviewsPage', description: 'One page of reviews.' },
    refusals: notFound('listing'),
  },
  'POST /api/reviews/post-review/:listingId': {
    tag: 'Reviews and favourites',
    summary: 'Review an approved listing that is not your own, once; the author comes from the session.',
    params: { listingId: { description: 'The listing' } },
    body: 'ReviewInput',
    response: { status: 201, schema: 'ReviewChange', description: "Posted, with the listing's new rating." },
    refusals: { 403: 'Your own listing.', ...notFound('listing'), 409: 'Reviewed already, or the listing is not approved.' },
  },
  'DELETE /api/reviews/delete-review/:reviewId': {
    tag: 'Reviews and favourites',
    summary: 'Delete your review (or any, as an admin).',
    params: { reviewId: { description: 'The review' } },
    response: { schema: 'ReviewChange', description: "Deleted, with the listing's new rating." },
    refusals: { 403: "Someone else's review.", ...notFound('review') },
  },
  'POST /api/user/favorites': {
    tag: 'Reviews and favourites',
    summary: 'Add an approved listing to your favourites (again is fine).',
    body: 'FavoriteRequest',
    response: { status: 201, schema: 'MessageResponse', description: 'Added.' },
    refusals: { 403: 'A userId that is not yours.', ...notFound('listing'), 409: 'The listing is not approved.' },
  },
  'DELETE /api/user/remove-favorites': {
    tag: 'Reviews and favourites',
    summary: 'Remove a listing from your favourites.',
    body: 'FavoriteRequest',
    response: { schema: 'MessageResponse', description: 'Removed.' },
    refusals: { 403: 'A userId that is not yours.' },
  },
  'GET /api/user/get-favorites/:userId': {
    tag: 'Reviews and favourites',
    summary: 'Your favourites that are public, newest favourite first.',
    params: { userId: { description: 'Your own user id' } },
    response: { schema: 'FavoritesResponse', description: 'Your favourites.' },
    refusals: { 403: "Someone else's favourites." },
  },

  'POST /api/images': {
    tag: 'Images',
    summary: 'Upload an avatar or a listing photo (multipart field `image`); it is decoded, stripped of metadata and re-encoded.',
    query: 'ImageUploadQuery',
    body: 'image-upload',
    response: { status: 201, schema: 'ImageUploadResponse', description: 'Stored; use the URL.' },
    refusals: { 409: 'The upload quota is reached.', 413: 'The image is too large.', 415: 'Not an image.' },
  },
  'GET /api/images/:id': {
    tag: 'Images',
    summary: 'An uploaded image, in one of its sizes; immutable.',
    params: { id: { description: 'The image' } },
    query: 'ImageSizeQuery',
    response: { image: true, description: 'The image (WebP).' },
    refusals: notFound('image'),
  },

  // Reports of listings, the moderators' decisions, and blocked accounts.
  'POST /api/listing/report/:id': {
    tag: 'Reports',
    summary: 'Report a public listing with a reason (three fraud reports from distinct users hide it until a moderator decides).',
    params: listingId,
    body: 'ReportRequest',
    response: { schema: 'MessageResponse', description: 'Reported.' },
    refusals: { ...notFound('listing'), 403: 'Your own listing.', 409: 'You reported this listing already.' },
  },
  'GET /api/admin/reports': {
    tag: 'Reports',
    summary: 'Listings with open reports, the most reported first, with the reasons and details.',
    query: 'ReportsQuery',
    response: { schema: 'ReportsPage', description: 'One page of the queue.' },
  },
  'PATCH /api/admin/reports/:id': {
    tag: 'Reports',
    summary: "Decide on a listing's open reports: dismiss, take it down (the reason mailed to its owner) or block its owner.",
    params: listingId,
    body: 'ReportDecision',
    response: { schema: 'MessageResponse', description: 'Decided; the reporters are mailed.' },
    refusals: { ...notFound('listing or owner'), 409: 'No open reports, or the owner is an admin.' },
  },
  'POST /api/admin/users/:id/block': {
    tag: 'Reports',
    summary: 'Block an account: its sessions end, sign-in answers 403 ACCOUNT_BLOCKED, and its listings leave the public places.',
    params: { id: { description: 'The user' } },
    response: { schema: 'MessageResponse', description: 'Blocked.' },
    refusals: { ...notFound('user'), 409: 'An admin.' },
  },
  'POST /api/admin/users/:id/unblock': {
    tag: 'Reports',
    summary: 'Unblock an account: it may sign in again, and its public listings return.',
    params: { id: { description: 'The user' } },
    response: { schema: 'MessageResponse', description: 'Unblocked.' },
    refusals: notFound('user'),
  },
  'POST /api/listing/renew/:id': {
    tag: 'Listings',
    summary:
      'Renew your listing: it stays up another LISTING_RENTAL_LIFETIME_DAYS (45) or, for a house for sale, LISTING_SALE_LIFETIME_DAYS (120) days from now. ' +
      'An approved listing stays approved and public, with no new review; an expired one returns to public places.',
    params: listingId,
    response: { schema: 'ListingSaved', description: 'Renewed; the answer carries the new expiresAt.' },
    refusals: { 403: 'Not your listing (admins included: only its owner can say it is still on offer).', ...notFound('listing') },
  },
  // Saved searches (issue 20): the signed-in user's own; another user's is answered as none.
  'GET /api/saved-searches': {
    tag: 'Saved searches',
    summary: 'Your saved searches, the newest first, and how many you may keep.',
    response: { schema: 'SavedSearchesResponse', description: 'Your saved searches.' },
  },
  'POST /api/saved-searches': {
    tag: 'Saved searches',
    summary:
      "Save a search: `query` is the search page's query string, checked as GET /api/listing/get checks it (each refused parameter named `query.<parameter>`) and kept canonical; " +
      "without a name, one is made from the filters in the request's language ('Annexes in Wellawatte under Rs. 40,000').",
    body: 'SavedSearchRequest',
    response: { status: 201, schema: 'SavedSearchSaved', description: 'Saved.' },
    refusals: { 409: 'You keep as many saved searches as one user may (20): SAVED_SEARCH_LIMIT_REACHED.' },
  },
  'PATCH /api/saved-searches/:id': {
    tag: 'Saved searches',
    summary: 'Rename a saved search, change how often you hear of it, or pause or resume it.',
    params: { id: { description: 'The saved search' } },
    body: 'SavedSearchUpdate',
    response: { schema: 'SavedSearchSaved', description: 'Changed.' },
    refusals: notFound('saved search'),
  },
  'DELETE /api/saved-searches/:id': {
    tag: 'Saved searches',
    summary: 'Delete a saved search; its alerts stop.',
    params: { id: { description: 'The saved search' } },
    response: { schema: 'MessageResponse', description: 'Deleted.' },
    refusals: notFound('saved search'),
  },
  'POST /api/saved-searches/unsubscribe': {
    tag: 'Saved searches',
    summary:
      "One-click unsubscribe (RFC 8058), the alert mail's `List-Unsubscribe` address: pauses the one saved search the signed `token` names (resume it in My searches). " +
      'No session needed: mail providers post `List-Unsubscribe=One-Click` as a form from their servers (no cookie, no Origin); the site’s page posts `{}`. ' +
      'The body is not read. Limited per address as the sign-in routes are (`THROTTLE_AUTH_LIMIT`).',
    query: 'SavedSearchUnsubscribeQuery',
    response: { schema: 'MessageResponse', description: 'The saved search is paused (again, when it was).' },
    refusals: { 400: 'A token that is missing, not ours, or of a saved search deleted since: `UNSUBSCRIBE_LINK_INVALID`.' },
  },

  // Enquiries between seekers and owners (issue 20): one thread per seeker and listing, read by its two people alone.
  'POST /api/enquiries': {
    tag: 'Enquiries',
    summary:
      "Write to a listing's owner: the message goes to your one thread about the listing, begun now if it is your first. " +
      'A new thread needs a public listing and counts towards `ENQUIRY_THREADS_PER_DAY` (20) a day; past it, 429 `ENQUIRY_RATE_LIMITED`.',
    body: 'EnquiryStart',
    response: { status: 201, schema: 'EnquiryStarted', description: 'Sent; the answer names the thread.' },
    refusals: {
      ...notFound('listing'),
      403: 'Your own listing: `ENQUIRY_OWN_LISTING`.',
      409: 'You have no thread about the listing and it is not public (pending, disapproved, expired or hidden): `ENQUIRY_LISTING_NOT_PUBLIC`.',
    },
  },
  'GET /api/enquiries': {
    tag: 'Enquiries',
    summary: `Your threads as seeker and as owner, the newest message first (at most ${ENQUIRY_LIMITS.threadsShown}), each with the listing, the other person's name and what is unread; and your unread messages in all.`,
    response: { schema: 'EnquiryThreads', description: 'Your threads.' },
  },
  'GET /api/enquiries/:threadId': {
    tag: 'Enquiries',
    summary:
      `A thread of yours with its newest ${ENQUIRY_LIMITS.messagesShown} messages, oldest of them first; reading it marks it read for you. ` +
      'A listing no longer public is marked so, and the thread stays readable.',
    params: { threadId: { description: 'The thread' } },
    query: 'EnquiryThreadQuery',
    response: { schema: 'EnquiryThread', description: 'The thread; with `?before=` a message id, the messages just older than it.' },
    refusals: {
      400: '`before` is not a message of the thread: `INVALID_INPUT`.',
      404: 'No such thread, or not one of yours (admins included): `ENQUIRY_THREAD_NOT_FOUND`.',
    },
  },
  'POST /api/enquiries/:threadId/messages': {
    tag: 'Enquiries',
    summary: 'Write in a thread of yours, as its seeker or its owner.',
    params: { threadId: { description: 'The thread' } },
    body: 'EnquiryReply',
    response: { status: 201, schema: 'EnquiryReplySent', description: 'Sent; the answer is the message as stored.' },
    refusals: {
      404: 'No such thread, or not one of yours (admins included): `ENQUIRY_THREAD_NOT_FOUND`.',
      409: 'Either side blocked the other in the thread, or the other person’s account is gone: `ENQUIRY_BLOCKED`.',
    },
  },
  'GET /api/enquiries/unread': {
    tag: 'Enquiries',
    summary: 'Your unread messages in all your threads, for the header: light enough to poll.',
    response: { schema: 'EnquiryUnread', description: 'The count.' },
  },
  'POST /api/enquiries/:threadId/share-phone': {
    tag: 'Enquiries',
    summary: "As the listing's owner, show your account's phone number to the seeker in this thread (it stays private elsewhere).",
    params: { threadId: { description: 'The thread' } },
    response: { schema: 'EnquiryThreadChanged', description: 'Shared; the thread as you now read it.' },
    refusals: {
      403: 'You are the seeker in this thread: `ENQUIRY_NOT_OWNER`.',
      404: 'No such thread, or not one of yours: `ENQUIRY_THREAD_NOT_FOUND`.',
      409: 'Your account has no phone number: `ENQUIRY_NO_PHONE`.',
    },
  },
  'POST /api/enquiries/:threadId/block': {
    tag: 'Enquiries',
    summary: 'Block the other person in this thread: no more messages either way; the thread stays readable.',
    params: { threadId: { description: 'The thread' } },
    response: { schema: 'EnquiryThreadChanged', description: 'Blocked; the thread as you now read it.' },
    refusals: {
      404: 'No such thread, or not one of yours: `ENQUIRY_THREAD_NOT_FOUND`.',
      409: 'You blocked it already: `ENQUIRY_ALREADY_BLOCKED`.',
    },
  },
  'POST /api/enquiries/:threadId/report': {
    tag: 'Enquiries',
    summary:
      'Report this thread to the moderators, who may then read it. Counted with reports of listings (`THROTTLE_REPORT_LIMIT` a day); past it, 429.',
    params: { threadId: { description: 'The thread' } },
    body: 'EnquiryReport',
    response: { schema: 'EnquiryThreadChanged', description: 'Reported; the thread as you now read it.' },
    refusals: {
      404: 'No such thread, or not one of yours: `ENQUIRY_THREAD_NOT_FOUND`.',
      409: 'You reported it already: `ENQUIRY_ALREADY_REPORTED`.',
    },
  },
  'GET /api/admin/enquiries/reported': {
    tag: 'Moderation',
    summary: `Reported enquiry threads, the newest report first, ${ENQUIRY_LIMITS.reportedPageSize} a page.`,
    query: 'ReportedEnquiriesQuery',
    response: { schema: 'ReportedEnquiriesPage', description: 'One page of the queue.' },
  },
  'GET /api/admin/enquiries/:threadId': {
    tag: 'Moderation',
    summary: 'A reported thread with its messages (by side); `?before=` pages back. Each read is in the moderation log.',
    params: { threadId: { description: 'The thread' } },
    query: 'EnquiryThreadQuery',
    response: { schema: 'ModeratedEnquiry', description: 'The thread.' },
    refusals: {
      400: '`before` is not a message of the thread: `INVALID_INPUT`.',
      404: 'No such thread, or nobody reported it: `ENQUIRY_THREAD_NOT_FOUND`.',
    },
  },

  // Resumable uploads (tus 1.0; the answers are tus's, in headers; the bytes go through the same checks as POST /api/images).
  'POST /api/uploads': {
    tag: 'Images',
    summary:
      'Start a resumable upload (tus creation): `Upload-Length` in bytes, `Upload-Metadata` with `purpose` avatar or listing (base64, as tus writes it). Counted as an upload.',
    response: { status: 201, description: 'Created; `Location` is the upload to PATCH.' },
    refusals: { 400: 'No or a malformed length or metadata.', 409: 'Too many unfinished uploads.', 413: 'Longer than the purpose allows.' },
  },
  'HEAD /api/uploads/:id': {
    tag: 'Images',
    summary: 'How much of your upload has arrived (`Upload-Offset`, `Upload-Length`), and once complete its image (`Upload-Image-Url`).',
    params: { id: { description: 'The upload' } },
    response: { status: 200, description: 'The offset, in headers.' },
    refusals: { 404: 'No such upload, not yours, or expired.' },
  },
  'PATCH /api/uploads/:id': {
    tag: 'Images',
    summary:
      'Append bytes (`Content-Type: application/offset+octet-stream`) at `Upload-Offset`. The last piece stores the image as POST /api/images would, and answers its address in `Upload-Image-Url`.',
    params: { id: { description: 'The upload' } },
    body: 'upload-bytes',
    response: { status: 204, description: 'Appended; the new `Upload-Offset`.' },
    refusals: {
      400: 'Not an image (when complete), or a malformed request.',
      404: 'No such upload, not yours, or expired.',
      409: 'The offset is not where the upload stands (`UPLOAD_OFFSET_MISMATCH`), or the upload quota is reached.',
      413: "More bytes than the upload's length.",
    },
  },
  'DELETE /api/uploads/:id': {
    tag: 'Images',
    summary: 'Drop your unfinished upload and what arrived of it (tus termination).',
    params: { id: { description: 'The upload' } },
    response: { status: 204, description: 'Dropped.' },
    refusals: { 404: 'No such upload, not yours, or expired.' },
  },
};
