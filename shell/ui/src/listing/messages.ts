/** The listing card's own texts, beside it in @nivasa/ui, ready for translation. */
export const LISTING_CARD_TEXT = {
  noReviews: 'No reviews yet',
} as const;
