/** The account remote's own page texts (the shared ones are in @nivasa/contracts/messages), ready for translation. */
export const FAVORITES_TEXT = {
  listLabel: 'Your favorites',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from favorites`,
  findPlaces: 'Find places',
} as const;
