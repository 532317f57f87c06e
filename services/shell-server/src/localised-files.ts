/**
 * The files a build writes in each language, named for the shell's server and the build alike.
 * Types only from the contracts: the build's configuration loads this before they are built.
 * English, the default language, keeps the names the files had before there were languages.
 */
import type { Language } from '@nivasa/contracts/languages';

/** The shell's built page with its frame in `language`: index.html, index.si.html, index.ta.html. */
export function indexFileOf(language: Language): string {
  return language === 'en' ? 'index.html' : `index.${language}.html`;
}

/** A remote's first screen in `language`, beside the English one its route list names: prerendered/si/index.html. */
export function localisedPrerenderedFile(file: string, language: Language): string {
  return language === 'en' ? file : file.replace(/^prerendered\//, `prerendered/${language}/`);
}

/** A prerendered page's file name: '/' is index, '/about' about; in Sinhala prerendered/si/index.html. */
export function prerenderedFileOf(pagePath: string, language: Language = 'en'): string {
  return localisedPrerenderedFile(
    `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/[^a-z0-9]+/g, '-')}.html`,
    language,
  );
}

/** The shell's web app manifest in `language`, as its pages link it: /manifest.webmanifest, /manifest.si.webmanifest. */
export function webAppManifestOf(language: Language): string {
  return language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}

/** The shell's offline page in `language`, which its service worker shows for a page never saved: /offline.html, /offline.si.html. */
export function offlinePageOf(language: Language): string {
  return language === 'en' ? '/offline.html' : `/offline.${language}.html`;
}
