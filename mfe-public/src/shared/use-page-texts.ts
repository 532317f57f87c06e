import { use } from 'react';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import type { Language } from '@nivasa/contracts/languages';
import { useLanguage } from '@nivasa/session/language';
import {
  AVAILABILITY_CATALOGUE,
  COUNT_CATALOGUE,
  FACILITY_CATALOGUE,
  FAVORITE_CATALOGUE,
  LISTING_CATALOGUE,
  LISTING_TYPE_CATALOGUE,
  MESSAGES_CATALOGUE,
  RENT_TYPE_CATALOGUE,
  REVIEW_CATALOGUE,
  SEARCH_CATALOGUE,
  SITE_CATALOGUE,
} from '@nivasa/ui/catalogues';
import { loadPlaceNames } from './use-place-names';

/** The shared words this remote's pages use (the shell's catalogues, not in this remote's registry). */
const SHARED_CATALOGUES = [
  AVAILABILITY_CATALOGUE,
  COUNT_CATALOGUE,
  FACILITY_CATALOGUE,
  FAVORITE_CATALOGUE,
  LISTING_CATALOGUE,
  LISTING_TYPE_CATALOGUE,
  MESSAGES_CATALOGUE,
  RENT_TYPE_CATALOGUE,
  REVIEW_CATALOGUE,
  SEARCH_CATALOGUE,
  SITE_CATALOGUE,
];

/** One load per language and set of catalogues, so every render asks React for the same promise. */
const loads = new Map<string, Promise<unknown>>();

function loadTexts(language: Language): Promise<unknown> {
  const catalogues = [...registeredCatalogues(), ...SHARED_CATALOGUES];
  const key = `${language} ${catalogues.length}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(catalogues.map((catalogue) => catalogue.load(language)));
    loads.set(key, load);
  }
  return load;
}

/**
 * A page's texts in its language before any of its parts renders: every catalogue of this remote
 * and the shared words, and the place names. Called first in each page, it is the page's one wait
 * on a Sinhala or Tamil page (and after a switch of language); its parts then never wait on their
 * own first render, which React cannot replay when hooks follow a wait that is no longer there.
 */
export function usePageTexts(): void {
  const language = useLanguage();
  if (language === 'en') return;
  use(loadTexts(language));
  use(loadPlaceNames());
}
