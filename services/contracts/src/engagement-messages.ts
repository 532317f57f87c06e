import { formatNumber } from './format';
import { REVIEW_LIMITS } from './limits';

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
