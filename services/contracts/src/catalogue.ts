/**
 * Translated catalogues, loaded lazily per language. A catalogue is a feature's English texts
 * (its `*_TEXT` object) and the modules that hold its Sinhala and Tamil versions under the same
 * name; a page in English never downloads a translation, and a Sinhala page downloads only the
 * Sinhala texts of the features it shows.
 */
import type { Language, Translation } from './languages';

type TranslatedLanguage = Exclude<Language, 'en'>;

/** A module of translations: each catalogue's texts under its English catalogue's name. */
type TranslationModule = Record<string, unknown>;

export interface Catalogue<Texts> {
  /** The English catalogue's export name: its translations carry the same name. */
  readonly name: string;
  readonly en: Texts;
  /** The texts in `language` if they are already here, else undefined. */
  loaded(language: Language): Translation<Texts> | undefined;
  /**
   * The texts in `language`, the same promise each time, marked fulfilled once they are here (see
   * readOrSuspend); English if its module cannot be had (offline), so a page never stays blank.
   */
  load(language: Language): Promise<Translation<Texts>>;
}

const registered: Catalogue<unknown>[] = [];

/**
 * A promise that says when it is fulfilled (`status` and `value`, as React marks the promises it
 * has seen), so a render can read its value at once (readOrSuspend).
 */
type Settled<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

function markFulfilled<Value>(promise: Promise<Value>, value: Value): void {
  const marked = promise as Settled<Value>;
  marked.status = 'fulfilled';
  marked.value = value;
}

/** A promise already fulfilled with `value`, marked so. */
export function settled<Value>(value: Value): Promise<Value> {
  const promise = Promise.resolve(value);
  markFulfilled(promise, value);
  return promise;
}

/** `promise`, marked fulfilled as soon as it is (it must not reject). */
export function markedWhenFulfilled<Value>(promise: Promise<Value>): Promise<Value> {
  void promise.then((value) => markFulfilled(promise, value));
  return promise;
}

/**
 * A marked promise's value once it is fulfilled; until then the promise is thrown, for the
 * nearest Suspense boundary to wait on, and the component renders afresh when it settles. Not
 * React's `use`: a component that waits with `use` on its first render is replayed with the
 * calls of that render, and one called only while waiting breaks the hooks after it; `use` on
 * every render instead stalled navigations (a transition never committed).
 */
export function readOrSuspend<Value>(promise: Promise<Value>): Value {
  const marked = promise as Settled<Value>;
  if (marked.status === 'fulfilled') return marked.value as Value;
  throw promise; // Suspense waits on a thrown promise.
}

/** Every catalogue the modules evaluated so far define: prerendering loads them all before it renders. */
export function registeredCatalogues(): readonly Catalogue<unknown>[] {
  return registered;
}

/** Loads every catalogue defined so far in `language`: what must be here before rendering without Suspense. */
export async function loadRegisteredCatalogues(language: Language): Promise<void> {
  await Promise.all(registered.map((catalogue) => catalogue.load(language)));
}

/**
 * The catalogues of one messages module. `translations` loads its Sinhala and Tamil modules
 * (each loaded once, shared by all of the module's catalogues):
 *
 *   const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });
 *   export const HEADER_TEXT = catalogue('HEADER_TEXT', { menu: 'Menu' } as const);
 *
 * and messages.si.ts exports `HEADER_TEXT: Translation<typeof HEADER_TEXT.en>`.
 */
export function translations(modules: Record<TranslatedLanguage, () => Promise<TranslationModule>>) {
  const moduleLoads = new Map<TranslatedLanguage, Promise<TranslationModule | undefined>>();

  function moduleIn(language: TranslatedLanguage): Promise<TranslationModule | undefined> {
    let load = moduleLoads.get(language);
    if (!load) {
      // A failed chunk is in the browser's console already. Forget the failure, so the next page
      // asks again; this one shows English.
      load = modules[language]().catch(() => {
        moduleLoads.delete(language);
        return undefined;
      });
      moduleLoads.set(language, load);
    }
    return load;
  }

  // A Sinhala or Tamil page starts fetching the module's translations as the module is evaluated,
  // alongside the code that will show them, rather than when a component first asks.
  const pageLanguage = (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement.lang;
  if (pageLanguage === 'si' || pageLanguage === 'ta') void moduleIn(pageLanguage);

  return function catalogue<Texts>(name: string, en: Texts & Translation<Texts>): Catalogue<Texts> {
    const texts = new Map<Language, Translation<Texts>>([['en', en]]);
    // One promise per language for the catalogue's life, so React's `use` sees the same one on
    // every render, and settled ones carry their value (see `settled`).
    const loads = new Map<Language, Promise<Translation<Texts>>>([['en', settled(en)]]);
    const definition: Catalogue<Texts> = {
      name,
      en,
      loaded: (language) => texts.get(language),
      load(language) {
        let load = loads.get(language);
        if (!load) {
          load = markedWhenFulfilled(
            moduleIn(language as TranslatedLanguage).then((module) => {
              // Without its module (offline), the page keeps English until it is reloaded.
              const translated = (module?.[name] as Translation<Texts> | undefined) ?? en;
              texts.set(language, translated);
              return translated;
            }),
          );
          loads.set(language, load);
        }
        return load;
      },
    };
    registered.push(definition as Catalogue<unknown>);
    return definition;
  };
}
