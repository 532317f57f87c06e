import { useEffect } from 'react';
import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import type { Language } from '@nivasa/contracts/languages';

/**
 * `<html lang>` and the script's fonts follow the page's language. The server sends the lang and
 * the device-font rules in the page for its first paint; this links the self-hosted faces once the
 * page runs, and both stylesheets when the switcher changes the language in place.
 */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    document.documentElement.lang = language;
    if (language === 'en') return;
    const { deviceFaces, webFaces } = FONT_STYLESHEETS[language];
    for (const href of [deviceFaces, webFaces]) {
      // The server writes a page's device-font rules into it, as a style named by their stylesheet.
      if (document.querySelector(`link[rel="stylesheet"][href="${href}"], style[data-stylesheet="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, [language]);
}
