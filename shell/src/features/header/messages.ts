/** The header's texts (the links' page names are the site's, in ../../messages). */
export const HEADER_TEXT = {
  menu: 'Menu',
  mainNavigation: 'Main',
} as const;

export const ACCOUNT_ENTRY_TEXT = {
  signIn: 'Sign In',
  myAccount: 'My account',
} as const;

export const SEARCH_FORM_TEXT = {
  label: 'Search listings',
  placeholder: 'Search places, towns…',
  submit: 'Search',
} as const;
