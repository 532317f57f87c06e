/**
 * The antd components Nivasa uses. Shared as these modules, they keep a single antd (one
 * theme, one set of styles) across host and remotes while letting the bundler drop the rest
 * of antd: sharing the antd package itself ships all of it, about 440 KB brotli on every page
 * with a form. A page loads a whole module, so the parts only some pages need live beside this
 * one, in antd-fields (more form fields) and antd-display (tables, galleries), and the sign-in
 * page does not carry them. rspack.config.base.ts rejects direct imports of antd elsewhere.
 */
import { use } from 'react';
import type { ConfigProviderProps } from 'antd';
import type { Language } from '@nivasa/contracts/languages';
import { useLanguage } from '@nivasa/session/language';

export { Alert, Avatar, Button, ConfigProvider, Descriptions, Flex, Form, Grid, Input, Menu, Modal, Progress } from 'antd';
export type { ThemeConfig } from 'antd';

/** antd's own texts (OK and Cancel, empty lists, pagination) for a ConfigProvider: English is antd's default. */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

const antdLocales = new Map<Language, Promise<AntdLocale>>();
const loadedAntdLocales = new Map<Language, AntdLocale>();

function loadAntdLocale(language: Exclude<Language, 'en'>): Promise<AntdLocale> {
  let load = antdLocales.get(language);
  if (!load) {
    load = (language === 'si' ? import('antd/locale/si_LK') : import('antd/locale/ta_IN')).then(({ default: locale }) => {
      loadedAntdLocales.set(language, locale);
      return locale;
    });
    antdLocales.set(language, load);
  }
  return load;
}

/**
 * antd's locale for the page's language, to pass to a ConfigProvider: undefined (antd's English)
 * on an English page, which never downloads a locale; a Sinhala or Tamil page's first use
 * suspends until its locale arrives.
 */
export function useAntdLocale(): AntdLocale | undefined {
  const language = useLanguage();
  if (language === 'en') return undefined;
  return loadedAntdLocales.get(language) ?? use(loadAntdLocale(language));
}
