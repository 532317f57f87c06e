import { use } from 'react';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import type { Language } from '@nivasa/contracts/languages';
import { useLanguage } from '@nivasa/session/language';

/** One load per language and set of catalogues, so every render hands React the same promise. */
const loads = new Map<string, Promise<unknown>>();

function pageTextsIn(language: Language): Promise<unknown> {
  // This remote's catalogues and the shared words it uses (@nivasa/ui/*-catalogues, bundled here); a
  // page loaded since (another admin page's chunk) defines more, and they are loaded too.
  const catalogues = registeredCatalogues();
  const key = `${language} ${catalogues.length}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(catalogues.map((catalogue) => catalogue.load(language)));
    loads.set(key, load);
  }
  return load;
}

/**
 * Every text of an admin page in its language before any part of it renders: this remote's
 * catalogues and the shared words, all fetched at once. Called first in each page,
 * it is the page's one wait on a Sinhala or Tamil page; its parts then never wait on their own
 * first render, which React cannot replay when a part calls hooks after a wait that is no longer
 * there on the replay (useText reads loaded texts without waiting).
 */
export function usePageTexts(): void {
  const language = useLanguage();
  if (language !== 'en') use(pageTextsIn(language));
}
