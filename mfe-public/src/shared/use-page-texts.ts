import { use } from 'react';
import { markedWhenFulfilled, registeredCatalogues } from '@nivasa/contracts/catalogue';
import type { Language } from '@nivasa/contracts/languages';
import { useLanguage } from '@nivasa/session/language';
import { loadPlaceNames } from './use-place-names';

/** One load per language and set of catalogues, so every render asks React for the same promise. */
const loads = new Map<string, Promise<unknown>>();

function loadTexts(language: Language): Promise<unknown> {
  // Every catalogue this remote bundles, its own and the shared words it uses (@nivasa/ui/*-catalogues),
  // is in its registry once its module has run; a page loaded since brings more.
  const catalogues = registeredCatalogues();
  const key = `${language} ${catalogues.length}`;
  let load = loads.get(key);
  if (!load) {
    load = markedWhenFulfilled(Promise.all(catalogues.map((catalogue) => catalogue.load(language))));
    loads.set(key, load);
  }
  return load;
}

/**
 * A page's texts in its language before any of its parts renders: every catalogue of this remote
 * and the place names. Called first in each page, it is the page's one wait on a Sinhala or Tamil
 * page (and after a switch of language), rather than one for each part in turn.
 */
export function usePageTexts(): void {
  const language = useLanguage();
  if (language === 'en') return;
  use(loadTexts(language));
  use(loadPlaceNames());
}
