/**
 * The page's language, one atom shared by the shell and every remote (this package is a
 * federation singleton, so there is one store and one atom on the page). The shell alone sets
 * it, from the address; remotes read it through useLanguage and useText, and re-render when it
 * changes.
 */
import { startTransition } from 'react';
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { type Catalogue, readOrSuspend } from '@nivasa/contracts/catalogue';
import { languageOfPath, localisedPath } from '@nivasa/contracts/language-paths';
import type { Language, Translation } from '@nivasa/contracts/languages';

const pageLanguageAtom = atom<Language>(typeof location === 'undefined' ? 'en' : languageOfPath(location.pathname));

/** The page's language; read-only, for the shell alone sets it (setPageLanguage). */
export const languageAtom = atom((get) => get(pageLanguageAtom));

/** Only the shell calls this: when the address moves to another language, or to prerender a page in one. */
export function setPageLanguage(language: Language, store = getDefaultStore()): void {
  store.set(pageLanguageAtom, language);
}

/**
 * The same page in another language, in place: the address gains the language's prefix and the
 * page re-renders in it, showing what it showed until the new texts are here (a transition).
 */
export function switchPageLanguage(language: Language, store = getDefaultStore()): void {
  if (store.get(languageAtom) === language) return;
  const { pathname, search, hash } = window.location;
  window.history.pushState(window.history.state, '', localisedPath(`${pathname}${search}${hash}`, language));
  startTransition(() => setPageLanguage(language, store));
}

/** The page's language outside React: the API client's Accept-Language. */
export function pageLanguage(store = getDefaultStore()): Language {
  return store.get(languageAtom);
}

export function useLanguage(): Language {
  return useAtomValue(languageAtom);
}

/**
 * A catalogue's texts in the page's language. The first use of a catalogue in Sinhala or Tamil
 * suspends until its translations arrive; English, and texts already here, never wait.
 */
export function useText<Texts>(catalogue: Catalogue<Texts>): Translation<Texts> {
  return readOrSuspend(catalogue.load(useLanguage()));
}
