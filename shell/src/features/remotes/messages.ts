/** What a route shows when its remote cannot be loaded. */
export const REMOTE_UNAVAILABLE_TEXT = {
  title: 'This part of Nivasa is not available right now.',
  hint: 'The rest of the site still works. Please try again in a moment.',
} as const;
