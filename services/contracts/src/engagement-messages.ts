import { formatNumber } from './format';
import { LISTING_LIMITS, REVIEW_LIMITS } from './limits';

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

/** Reports of listings, the moderators' decisions and blocked accounts: the API's answers. */
export const REPORT_MESSAGES = {
  reason: 'Choose why you are reporting this listing.',
  details: `Write at most ${formatNumber(1_000)} characters of details.`,
  action: 'action must be dismiss, take-down or block-owner.',
  moderatorReason: `The reason must be at most ${formatNumber(LISTING_LIMITS.reasonMaxLength)} characters.`,
  reported: 'Thank you. Our moderators will look at this listing.',
  alreadyReported: 'You have already reported this listing.',
  ownListing: "You can't report your own listing.",
  noOpenReports: 'This listing has no open reports.',
  dismissed: 'The reports were dismissed.',
  takenDown: 'The listing was taken down.',
  ownerBlocked: 'The owner is blocked and their listings are hidden.',
  userBlocked: 'The user is blocked.',
  userUnblocked: 'The user is unblocked.',
  adminNotBlockable: "Admins can't be blocked.",
  accountBlocked: 'This account is blocked. Write to us if you think this is a mistake.',
} as const;

/** The reasons a listing is reported for, as the form and the moderators' queue name them. */
export const REPORT_REASON_LABELS = {
  'asked-for-advance': 'Asked for an advance payment',
  'not-available': 'Not available or already rented',
  'wrong-details': 'Wrong price or details',
  'fake-photos': 'Fake or stolen photos',
  offensive: 'Offensive',
  other: 'Other',
} as const;
