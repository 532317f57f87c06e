/**
 * antd's own texts (paging, an empty table, a confirmation's OK and Cancel) in the page's
 * language, for a ConfigProvider's `locale`. Each language's texts are a chunk of their own that
 * only pages in that language load; English is antd's default and loads nothing. The CommonJS
 * builds (antd/locale) are the ones jest can read as well.
 */
import { use } from 'react';
import type { Locale } from 'antd/lib/locale';
import type { Language } from '@nivasa/contracts/languages';
import { useLanguage } from '@nivasa/session/language';

type TranslatedLanguage = Exclude<Language, 'en'>;

const LOCALES: Record<TranslatedLanguage, () => Promise<{ default: Locale }>> = {
  si: () => import('antd/locale/si_LK'),
  ta: () => import('antd/locale/ta_IN'),
};

const loads = new Map<TranslatedLanguage, Promise<Locale | undefined>>();

function localeIn(language: TranslatedLanguage): Promise<Locale | undefined> {
  let load = loads.get(language);
  if (!load) {
    load = LOCALES[language]().then(
      (module) => module.default,
      (error: unknown) => {
        // Forget the failure, so the next page asks again; this one keeps antd's English.
        loads.delete(language);
        console.error(`Nivasa: antd's ${language} texts could not be loaded`, error);
        return undefined;
      },
    );
    loads.set(language, load);
  }
  return load;
}

// A Sinhala or Tamil page starts fetching antd's texts as the code that uses them is evaluated, not when it first renders.
const documentLanguage = globalThis.document?.documentElement.lang;
if (documentLanguage === 'si' || documentLanguage === 'ta') void localeIn(documentLanguage);

/** antd's locale for the page's language; suspends on the first use in Sinhala or Tamil until it arrives. */
export function useAntdLocale(): Locale | undefined {
  const language = useLanguage();
  return language === 'en' ? undefined : use(localeIn(language));
}
