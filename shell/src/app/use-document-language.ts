import { useEffect } from 'react';
import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import type { Language } from '@nivasa/contracts/languages';

/**
 * `<html lang>` and the script's font follow the page's language. The server sends both in the
 * page for its first paint; this keeps them when the switcher changes the language in place.
 */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    document.documentElement.lang = language;
    const href = language === 'en' ? undefined : FONT_STYLESHEETS[language];
    // The server writes a page's own font rules into it (a style named by its stylesheet); another language's are linked.
    if (href && !document.querySelector(`link[rel="stylesheet"][href="${href}"], style[data-stylesheet="${href}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, [language]);
}
