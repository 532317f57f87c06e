import { formatNumber } from './format';
import type { ListingInputField } from './listing-schema';
import { LISTING_LIMITS, REVIEW_LIMITS, SEARCH_LIMITS } from './limits';
import type { PluralForms } from './plural';
import { formatRupees } from './price';

/** The site's own title and description: index.html's, and what a page that set its own restores. */
export const SITE_TEXT = {
  name: 'Nivasa',
  title: 'Nivasa | Places to stay and homes across Sri Lanka',
  description: 'Nivasa: rooms, annexes, hostels and houses to rent or buy across Sri Lanka.',
  contactEmail: 'hello@nivasa.lk',
} as const;

/** The page the site's servers send for an address or request they cannot read. */
export const BAD_REQUEST_PAGE_TEXT = {
  code: '400',
  title: 'This address cannot be read',
  text: 'The link may be broken or cut short. Check it, or start again from the home page.',
  home: 'Back to home',
} as const;

/** Counted words, one text per plural category: write them with `countText` from './plural'. */
export const COUNT_TEXTS = {
  review: { one: '{count} review', other: '{count} reviews' },
  bedroom: { one: '{count} bedroom', other: '{count} bedrooms' },
  bathroom: { one: '{count} bathroom', other: '{count} bathrooms' },
} as const satisfies Record<string, PluralForms>;

/** Error texts that more than one place shows. */
export const MESSAGES = {
  tokenMissing: 'Token missing',
  tokenInvalid: 'Token invalid',
  unexpectedError: 'Unexpected Application Error!',
  somethingWentWrong: 'Something went wrong!',
  failedToFetchListings: 'Failed to fetch listings',
  failedToFetchFeatured: 'Failed to fetch featured listings',
  noFeatured: 'No featured listings available.',
  noListingsFound: 'No listings found',
  clearFilters: 'Clear filters',
  linkCopied: 'Link copied!',
  signInToContact: "Sign in to see the owner's phone number and email.",
  loading: 'Loading...',
  /** A confirmation's buttons. */
  confirmYes: 'Yes',
  confirmNo: 'No',
  tryAgain: 'Try again',
  backToHome: 'Back to home',
  /** Lists shown a page at a time. */
  previousPage: 'Previous',
  nextPage: 'Next',
  pageNumber: (page: number) => `Page ${page}`,
  /** A signed-in member who opens an admin page. */
  moderatorsOnlyTitle: 'The dashboard is for moderators',
  moderatorsOnlyText: 'You are signed in, but only moderators can open the dashboard and its pages.',
} as const;

/** Texts of the accounts and sessions API: what the server answers and the forms show. */
export const AUTH_MESSAGES = {
  signedUp: 'Account created. You can sign in now.',
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out.',
  emailTaken: 'An account with that email already exists.',
  usernameTaken: 'That username is taken.',
  wrongCredentials: 'Wrong email or password.',
  crossSiteRefused: 'Cross-site request refused.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  resetLinkSent: 'If an account exists for that email, a reset link is on its way.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  identityUnverifiable: 'Could not verify your sign-in with the identity provider.',
  identityEmailUnverified: 'Your email address is not verified with the identity provider.',
  identityAttemptExpired: 'This sign-in attempt has expired. Please try again.',
  identityUnavailable: 'Sign-in with the identity provider is not available right now. Please try again later.',
  userUpdated: 'User is updated successfully!',
  updateOthersRefused: 'You can only update your own account.',
  deleteOthersRefused: 'You can only delete your own account.',
  accountDeleted: 'Your account has been deleted.',
  otherAccountDeleted: 'The account has been deleted.',
  userNotFound: 'User not found.',
  adminsOnly: 'Only admins can do that.',
  avatarNotYours: 'The avatar must be an image you uploaded.',
  imageMissing: 'Choose an image to upload.',
  imageNotFound: 'Image not found',
  notAnImage: 'Only image files can be uploaded.',
  imagePurposeInvalid: 'purpose must be avatar or listing.',
  uploadQuotaReached: 'You have reached your upload limit. Delete some photos first.',
  emailChangeSent:
    'We sent a link to your new email address. Open it within an hour to finish the change; until then your email stays as it is.',
  emailChanged: 'Your email address has been changed.',
  emailChangeLinkInvalid: 'This email confirmation link is invalid or has expired.',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Set one first with "Forgot password?" on the sign-in page (we mail you a link); then you can change your email here.',
  /** 'Image must be less than 2 MB.': see imageTooLargeMessage. */
  imageTooLarge: (megabytes: number) => `Image must be less than ${megabytes} MB.`,
} as const;

/** What the API answers whatever the route: a request it cannot read, an id that is none, a fault of its own. */
export const API_ERROR_MESSAGES = {
  internalError: 'Internal server error',
  databaseUnavailable: 'The database is unavailable; please try again shortly',
  duplicateRecord: 'That record already exists',
  invalidInput: 'Invalid input',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  /** `limit` as '32 KB' or '1 MB'. */
  bodyTooLargeLimit: (limit: string) => `Request body is too large (the limit is ${limit})`,
  bodyTooManyFields: (limit: number) => `Request body has too many fields (the limit is ${limit})`,
  bodyTooDeep: (levels: number) => `Request body is nested too deeply (the limit is ${levels} levels)`,
  /** Refused by Node's HTTP parser, before any route. */
  headersTooLarge: 'The request address or headers are too large.',
  malformedRequest: 'Malformed request.',
  /** No route has this method and address (Nest's own words). */
  routeNotFound: (method: string, path: string) => `Cannot ${method} ${path}`,
  invalidListingId: 'Invalid listing id',
  invalidUserId: 'Invalid user id',
  invalidReviewId: 'Invalid review id',
  invalidImageId: 'Invalid image id',
} as const;

/** What the API answers when a rate limit is hit (429). */
export const RATE_LIMIT_MESSAGES = {
  tooManyWrites: 'You are doing that too often. Please wait a minute and try again.',
  tooManyUploads: 'You have uploaded many images in a short time. Please wait a few minutes and try again.',
  tooManyContactLookups: 'You have looked up many advertisers in a short time. Please try again in an hour.',
} as const;

/** Field rules of the sign-up and profile forms, in the words the API answers with. */
export const FIELD_MESSAGES = {
  email: 'Enter a valid email address.',
  username: 'Username must be 3 to 30 characters: letters, digits, dots, underscores or dashes.',
  password: 'Password must be 8 to 128 characters long.',
  passwordRequired: 'Enter your password.',
  number: 'Enter a Sri Lankan phone number, such as 077 123 4567 or +94 77 123 4567.',
  avatar: 'avatar must be an uploaded image address (/api/images/...) or empty.',
  idToken: 'idToken must be the ID token from the identity provider.',
  passwordWeak: 'This password is too easy to guess. Use a longer one, such as three or four unrelated words.',
  currentPasswordRequired: 'Enter your current password to change your password or email.',
  currentPasswordWrong: 'Your current password is not right.',
  language: 'language must be en, si or ta.',
  /** Not an answer: the hint under every field where a new password is chosen. */
  passwordHint: 'At least 8 characters and hard to guess: three or four unrelated words work well.',
  /** A field a body may not carry (a server-owned one, or one no form has). */
  notAllowed: (field: string) => `property ${field} should not exist`,
} as const;

/** 'Image must be less than 2 MB.' for a limit of 2 MB. */
export function imageTooLargeMessage(maxBytes: number): string {
  return AUTH_MESSAGES.imageTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10);
}

/**
 * The listing forms' and the listing API's words: each field's rule as the API answers it and
 * the form shows it under the field, and the pages' fixed texts.
 */
export const LISTING_MESSAGES = {
  name: `Title must be ${LISTING_LIMITS.nameMinLength} to ${LISTING_LIMITS.nameMaxLength} characters.`,
  description: `Describe the place in at most ${formatNumber(LISTING_LIMITS.descriptionMaxLength)} characters.`,
  rules: `Terms can be at most ${formatNumber(LISTING_LIMITS.rulesMaxLength)} characters.`,
  address: `Enter the address, in at most ${LISTING_LIMITS.addressMaxLength} characters.`,
  district: 'Choose one of the 25 districts.',
  city: "Choose a town of the listing's district.",
  type: 'Choose the kind of place.',
  rentType: 'Choose whether the rent is daily, weekly or monthly.',
  rentTypeForSale: 'A house for sale has a price, not a rent basis.',
  rent: `Rent must be ${formatRupees(LISTING_LIMITS.rentMin, 'en')} to ${formatRupees(LISTING_LIMITS.rentMax, 'en')}.`,
  salePrice: `Price must be ${formatRupees(LISTING_LIMITS.salePriceMin, 'en')} to ${formatRupees(LISTING_LIMITS.salePriceMax, 'en')}.`,
  bedrooms: `Bedrooms must be ${LISTING_LIMITS.roomCountMin} to ${LISTING_LIMITS.roomCountMax}.`,
  beds: `Beds must be ${LISTING_LIMITS.roomCountMin} to ${LISTING_LIMITS.roomCountMax}.`,
  bathrooms: `Bathrooms must be ${LISTING_LIMITS.roomCountMin} to ${LISTING_LIMITS.roomCountMax}.`,
  area: `Area must be ${LISTING_LIMITS.areaMin} to ${formatNumber(LISTING_LIMITS.areaMax)} sqft.`,
  facility: 'Must be true or false.',
  images: `Add 1 to ${LISTING_LIMITS.imagesMax} images.`,
  availableFrom: `Available from must be a date no more than ${LISTING_LIMITS.availableFromMaxDaysAhead} days ahead.`,
  availableFromLabel: 'Available from (optional)',
  availableFromHint: 'Leave empty if the place is free now.',
  imageNotYours: 'Each image must be one you uploaded for a listing.',
  reason: `A reason can be at most ${LISTING_LIMITS.reasonMaxLength} characters.`,
  /** The form pages' titles: the spec's for creating; editing is titled for what it does. */
  createTitle: 'Create a Listing',
  editTitle: 'Edit your listing',
  /** The spec's form texts. */
  requiredFields: 'Please fill in all required fields and upload at least one image',
  rentNotPositive: 'Rent must be a positive number',
  tooManyImages: `You can only upload up to ${LISTING_LIMITS.imagesMax} images per listing`,
  imageTooLarge: `Each image must be less than ${LISTING_LIMITS.imageMaxBytes / (1024 * 1024)} MB`,
  imageUploadFailed: `Image upload failed (${LISTING_LIMITS.imageMaxBytes / (1024 * 1024)} MB max per image)`,
  /** Answers of the listing API. */
  notFound: 'Listing not found.',
  notYours: 'You can only change your own listings.',
  notYourListings: 'You can only see your own listings.',
  created: 'Your listing was sent for review. It shows publicly once a moderator approves it.',
  updated: 'Your listing was updated.',
  updatedBackToReview: 'Your listing was updated and goes back to review before it shows publicly again.',
  updatedChangesWaiting: 'Your changes were saved and wait for review. Until a moderator approves them, the listing shows as it was.',
  deleted: 'The listing has been deleted.',
  approved: 'The listing is approved.',
  disapproved: 'The listing is disapproved.',
  featured: 'The listing is featured.',
  unfeatured: 'The listing is no longer featured.',
  onlyApprovedFeatured: 'Only approved listings can be featured.',
  alreadyInState: 'The listing is already in that state.',
  changesApproved: 'The changes are approved and now show publicly.',
  changesDisapproved: 'The changes are disapproved; the approved version stays public.',
  revisionStale: 'The listing was edited since you loaded it. Reload to review its latest version.',
  revisionRequired: 'Name the version of the listing you reviewed (revision).',
  editRaced: 'The listing changed while your edit was saved. Please save it again.',
  noChangesWaiting: 'The listing has no changes waiting for review.',
  revisionId: 'revision must be the id of a version of the listing.',
  perOwnerLimit: (max: number) => `You can have at most ${max} listings at a time. Delete one you no longer need to add another.`,
  /** My listings and the admin pages. */
  noListings: 'You have no listings.',
  errorShowingListings: 'Error showing listings',
  noPendingListings: 'No pending listings yet!',
  confirmDelete: 'Are you sure you want to delete this listing? This action cannot be undone.',
  confirmApprove: 'Are you sure you want to approve this listing?',
  confirmAdminDelete: 'Are you sure you want to delete this listing?',
  confirmDisapprove: 'Are you sure you want to disapprove this listing?',
  statusApproved: 'Approved',
  statusPending: 'Waiting for approval',
  statusDisapproved: 'Not approved',
  changesWaiting: 'Changes waiting for review',
  changesNotApproved: 'Changes not approved',
  reasonLabel: 'Reason',
  changesToReview: 'Changes to a live listing',
  noChangedFields: 'No field differs from the live listing.',
  confirmApproveChanges: 'Are you sure you want to approve these changes?',
  confirmDisapproveChanges: 'Are you sure you want to disapprove these changes? The approved version stays public.',
  approveChanges: 'Approve changes',
  disapproveChanges: 'Disapprove changes',
  valueYes: 'Yes',
  valueNo: 'No',
  valueNone: '(none)',
  reasonForOwner: 'Reason for the owner (optional)',
} as const;

/** Search parameters the API refuses, in its words. */
export const SEARCH_MESSAGES = {
  unknownParameter: (name: string) => `Unknown search parameter: ${name}.`,
  boolean: (name: string) => `${name} must be true or false.`,
  number: (name: string) => `${name} must be a whole number of rupees.`,
  sort: 'sort must be rent or createdAt.',
  order: 'order must be asc or desc.',
  startIndex: `startIndex must be a whole number from 0 to ${formatNumber(SEARCH_LIMITS.maxStartIndex)}.`,
  limit: `limit must be a whole number from 1 to ${SEARCH_LIMITS.maxPageSize}.`,
  searchTerm: `searchTerm can be at most ${SEARCH_LIMITS.maxSearchTermLength} characters.`,
  searchWords: `searchTerm can have at most ${SEARCH_LIMITS.maxSearchWords} words.`,
  type: 'type must be one of the listing types.',
  rentType: 'rentType must be daily, weekly or monthly.',
  district: 'district must be one of the 25 districts.',
  city: 'city must be a town of the chosen district.',
  status: 'status must be pending, approved or disapproved.',
  repeated: (name: string) => `${name} may be given once.`,
  availableBy: 'availableBy must be a date (YYYY-MM-DD).',
  availableByLabel: 'Available by',
} as const;

/** 'Available now' and 'From 1 Dec': kept beside the day arithmetic, so a card needs no other text of this catalogue. */
export { AVAILABILITY_TEXT } from './availability';

/** Reviews: the API's answers and the listing page's texts. */
export const REVIEW_MESSAGES = {
  rating: `Rating must be a whole number from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax}.`,
  comment: `Write a comment of at most ${formatNumber(REVIEW_LIMITS.commentMaxLength)} characters.`,
  page: `page must be a whole number from 1 to ${formatNumber(REVIEW_LIMITS.maxPage)}.`,
  limit: `limit must be a whole number from 1 to ${REVIEW_LIMITS.pageSize}.`,
  ownListing: "You can't review your own listings",
  alreadyReviewed: 'You have already reviewed this',
  onlyApproved: 'Only approved listings can be reviewed.',
  posted: 'Thank you! Your review is posted.',
  deleted: 'The review has been deleted.',
  notFound: 'Review not found.',
  notYours: 'You can only delete your own reviews.',
  noReviews: 'No Reviews',
  failedToFetch: 'Failed to fetch reviews',
  signInPrompt: 'Sign in to write a review.',
} as const;

/** Favourites: the API's answers and the pages' texts. */
export const FAVORITE_MESSAGES = {
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  failedToAdd: 'Failed to add to favorites',
  failedToFetch: 'Failed to fetch favorites',
  failedToRemove: 'Failed to remove favorite.',
  noFavorites: 'No favorites added yet.',
  notYours: 'You can only change your own favorites.',
  onlyApproved: 'Only approved listings can be added to favorites.',
} as const;

/** A listing's fields as the moderators' list of changes names them (the form's labels): every field has one. */
export const LISTING_FIELD_LABELS: Record<ListingInputField, string> = {
  name: 'Title',
  description: 'Description',
  rules: 'Terms',
  address: 'Address',
  district: 'District',
  city: 'City',
  type: 'Type',
  rentType: 'Rent basis',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  beds: 'Beds',
  rent: 'Rent or price',
  area: 'Area (sqft)',
  parking: 'Parking',
  furnished: 'Furnished',
  kitchen: 'Kitchen',
  hotwater: 'Hot water',
  aircondition: 'Air conditioning',
  imageUrls: 'Images',
  availableFrom: 'Available from',
};
