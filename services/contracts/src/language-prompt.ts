/**
 * The meta element in which the shell's server tells the page the site language the browser
 * prefers (its Accept-Language, which scripts cannot read), for the page to offer it.
 */
export const PREFERRED_LANGUAGE_META = 'nivasa-preferred-language';
