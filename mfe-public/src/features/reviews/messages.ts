/** The reviews section's texts, one catalogue per component. */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const REVIEWS_SECTION_TEXT = catalogue('REVIEWS_SECTION_TEXT', {
  title: 'Reviews',
  yourReview: 'Your review',
  signIn: 'Sign in',
  write: 'Write a review',
  loadingForm: 'Loading the review form...',
  loading: 'Loading reviews...',
  listLabel: 'Reviews',
  showMore: 'Show More',
} as const);

export const REVIEW_FORM_TEXT = catalogue('REVIEW_FORM_TEXT', {
  rating: 'Your rating',
  ratingRequired: 'Choose from 1 to 5 stars.',
  // Plain texts, not literal types, so a translation says them in its own words.
  ratingWords: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as readonly string[],
  comment: 'Your review',
  commentRequired: 'Write a few words about the place.',
  commentPlaceholder: 'What was it like to stay there? The place, the owner, the neighbourhood...',
  post: 'Post review',
} as const);

export const REVIEW_ITEM_TEXT = catalogue('REVIEW_ITEM_TEXT', {
  confirmDelete: 'Delete this review?',
  deleting: 'Deleting...',
  yesDelete: 'Yes, delete',
  delete: 'Delete',
} as const);
