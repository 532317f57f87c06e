/**
 * The language is in the address: English at today's paths, Sinhala under /si/, Tamil under /ta/.
 * The shell's router, its server and the sitemap read and write addresses through these.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** '/si' for Sinhala, '' for English (which has no prefix). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language an address is in: '/si/search' is Sinhala, '/search' and '/sitemap' English. */
export function languageOfPath(pathname: string): Language {
  const first = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The address without its language: '/si/search' is '/search', '/si' is '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(languagePrefix(language).length) || '/';
}

/** The same page in `language`: ('/search?x=1', 'ta') is '/ta/search?x=1', ('/', 'si') is '/si/'. */
export function localisedPath(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path.startsWith('/') ? path : `/${path}`);
  return `${languagePrefix(language)}${bare}`;
}

/** The page in every language, for hreflang alternates and the sitemap. */
export function alternatePaths(path: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, localisedPath(path, language)])) as Record<Language, string>;
}
