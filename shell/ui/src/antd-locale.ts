/**
 * antd's own words (OK and Cancel, "No data", pagination, date pickers) in the page's language,
 * for the apps' ConfigProviders. Sinhala's and Tamil's are each loaded on first use, so an
 * English page carries neither.
 */
import { use } from 'react';
import type { Locale } from 'antd/es/locale';
import { useLanguage } from '@nivasa/session/language';
import type { Language } from '@nivasa/contracts/languages';

const LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  si: () => import('antd/es/locale/si_LK'),
  ta: () => import('antd/es/locale/ta_IN'),
};

const loaded = new Map<Language, Locale>();
const loading = new Map<Language, Promise<Locale | undefined>>();

function load(language: Exclude<Language, 'en'>): Promise<Locale | undefined> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOCALES[language]().then(
      ({ default: locale }) => {
        loaded.set(language, locale);
        return locale;
      },
      // Offline: antd keeps its English words, the page its own translated ones.
      () => undefined,
    );
    loading.set(language, pending);
  }
  return pending;
}

/** antd's locale for the page's language; undefined (antd's English) on English pages. Suspends once per language. */
export function useAntdLocale(): Locale | undefined {
  const language = useLanguage();
  if (language === 'en') return undefined;
  return loaded.get(language) ?? use(load(language));
}
