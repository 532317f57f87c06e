/** The shell's own page texts (the shared ones are in @nivasa/contracts/messages), ready for translation. */
export const NOT_FOUND_PAGE_TEXT = {
  code: '404',
  title: 'Page not found',
  text: "We couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
  home: 'Back to home',
} as const;
