/** The favourite button's texts, ready for translation (what the API answers is in @nivasa/contracts/messages). */
export const FAVORITE_BUTTON_TEXT = {
  add: 'Add to favorites',
  remove: 'Remove from favorites',
} as const;
