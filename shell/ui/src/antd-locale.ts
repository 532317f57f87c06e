/**
 * antd's own words (OK and Cancel, "No data", pagination, date pickers) in the page's language,
 * for the apps' ConfigProviders. Sinhala's and Tamil's are each loaded on first use, so an
 * English page carries neither.
 */
import type { Locale } from 'antd/es/locale';
import { useLanguage } from '@nivasa/session/language';
import { markedWhenFulfilled, readOrSuspend, settled } from '@nivasa/contracts/catalogue';
import type { Language } from '@nivasa/contracts/languages';

const LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  si: () => import('antd/es/locale/si_LK'),
  ta: () => import('antd/es/locale/ta_IN'),
};

/** One promise per language, marked fulfilled once here, so a render waits only the first time. */
const loads = new Map<Language, Promise<Locale | undefined>>([['en', settled(undefined)]]);

function load(language: Language): Promise<Locale | undefined> {
  let pending = loads.get(language);
  if (!pending) {
    pending = markedWhenFulfilled(
      LOCALES[language as Exclude<Language, 'en'>]().then(
        ({ default: locale }) => locale,
        // Offline: antd keeps its English words, the page its own translated ones.
        () => undefined,
      ),
    );
    loads.set(language, pending);
  }
  return pending;
}

/** antd's locale for the page's language; undefined (antd's English) on English pages. Suspends once per language. */
export function useAntdLocale(): Locale | undefined {
  return readOrSuspend(load(useLanguage()));
}
