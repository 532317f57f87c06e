/** The public remote's own page texts (the shared ones are in @nivasa/contracts/messages), ready for translation. */
export const SEARCH_RESULTS_TEXT = {
  resultsLabel: 'Search results',
  listLabel: 'Listings found',
  showMore: 'Show More',
} as const;
