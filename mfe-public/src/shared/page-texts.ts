/** What a Sinhala or Tamil page loads before it renders (use-page-texts.ts); an English page never loads this. */
import { type Catalogue, registeredCatalogues } from '@nivasa/contracts/catalogue';
import type { Language } from '@nivasa/contracts/languages';
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

/** The shared words this remote's pages use: the shell's catalogues, not in this remote's registry. */
const SHARED_CATALOGUES: Catalogue<unknown>[] = [
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

/** Every catalogue of this remote defined so far, and the shared words, in `language`. */
export function loadPageTexts(language: Language): Promise<unknown> {
  return Promise.all([...registeredCatalogues(), ...SHARED_CATALOGUES].map((catalogue) => catalogue.load(language)));
}
