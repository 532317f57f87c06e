import { use } from 'react';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { useLanguage } from '@nivasa/session/language';
import { loadPlaceNames } from './use-place-names';

/** One load per language and set of catalogues, so every render asks React for the same promise. */
const loads = new Map<string, Promise<unknown>>();

/**
 * A page's texts in its language before any of its parts renders: every catalogue of this remote,
 * the shared words and the place names. Called first in each page, it is the page's one wait on a
 * Sinhala or Tamil page (and after a switch of language); its parts then never wait on their own
 * first render, which React cannot replay when hooks follow a wait that is no longer there.
 */
export function usePageTexts(): void {
  const language = useLanguage();
  if (language === 'en') return;
  // A module loaded since (another page's) defines more catalogues: they are loaded too.
  const key = `${language} ${registeredCatalogues().length}`;
  let load = loads.get(key);
  if (!load) {
    load = import('./page-texts').then(({ loadPageTexts }) => loadPageTexts(language));
    loads.set(key, load);
  }
  use(load);
  use(loadPlaceNames());
}
