import { type Catalogue, markedWhenFulfilled, readOrSuspend } from '@nivasa/contracts/catalogue';
import type { Language } from '@nivasa/contracts/languages';
import { useLanguage } from '@nivasa/session/language';

type Registry = () => readonly Catalogue<unknown>[];

/** Per app's registry and language (and how many catalogues it held), one load: every render hands React the same promise. */
const loads = new WeakMap<readonly Catalogue<unknown>[], Map<string, Promise<unknown>>>();

function loadAll(catalogues: readonly Catalogue<unknown>[], language: Language): Promise<unknown> {
  let byLanguage = loads.get(catalogues);
  if (!byLanguage) {
    byLanguage = new Map();
    loads.set(catalogues, byLanguage);
  }
  const key = `${language} ${catalogues.length}`;
  let load = byLanguage.get(key);
  if (!load) {
    load = markedWhenFulfilled(Promise.all(catalogues.map((catalogue) => catalogue.load(language))));
    byLanguage.set(key, load);
  }
  return load;
}

/**
 * A page's texts in its language before any of its parts renders: every catalogue its app has
 * defined so far (pass the app's own `registeredCatalogues`: each app bundles its contracts).
 * Called first in a page, it is the page's one wait on a Sinhala or Tamil page, and after a
 * switch of language, rather than one wait for each part in turn.
 */
export function usePageTexts(registry: Registry): void {
  const language = useLanguage();
  if (language !== 'en') readOrSuspend(loadAll(registry(), language));
}
