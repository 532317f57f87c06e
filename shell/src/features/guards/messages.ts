/** The guards' texts. */
export const SESSION_UNAVAILABLE_TEXT = {
  title: 'Nivasa could not check that you are signed in.',
} as const;
