/** My favorites' list texts (the shared ones are in @nivasa/contracts/messages), ready for translation. */
export const MY_FAVORITES_LIST_TEXT = {
  listLabel: 'Your favorites',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from favorites`,
  findPlaces: 'Find places',
} as const;
