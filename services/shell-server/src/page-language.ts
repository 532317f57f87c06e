/**
 * The shell's page in its language: Sinhala under /si/, Tamil under /ta/, English at the paths
 * without a prefix. The server sends each language's frame and first screens (localised-files.ts)
 * and writes `<html lang>`, the site's title and description, the other languages' addresses and
 * the language's device-font rules into the page. Pure text in, text out.
 */
import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@nivasa/contracts/languages';
import { PREFERRED_LANGUAGE_META } from '@nivasa/contracts/language-prompt';
import { escapeMarkup, withTitleAndDescription } from './link-preview-documents';
import { webAppManifestOf } from './localised-files';
import { siteText } from './page-texts';

export interface PageLanguage {
  language: Language;
  /** The page in each language, absolute; public pages only (search engines list them). */
  alternates?: Record<Language, string>;
  /** The site language the browser prefers (its Accept-Language), told to the page when it is not the page's: JavaScript cannot read the header. */
  preferred?: Language;
  /** A Sinhala or Tamil page's device-font @font-face rules (their stylesheet's text), written into the page; without them the page links the stylesheet. */
  deviceFontFaces?: string;
}

const HTML_ELEMENT = /<html\b[^>]*>/i;

/** The opening `<html>` tag with its `lang` (an attribute it had replaced, one it lacked added). */
function withLang(html: string, language: Language): string {
  return html.replace(HTML_ELEMENT, (tag) =>
    /\slang="[^"]*"/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`) : tag.replace(/^<html/i, `<html lang="${language}"`),
  );
}

function alternateLinks(alternates: Record<Language, string>): string {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}">`;
  return [...LANGUAGES.map((language) => link(language, alternates[language])), link('x-default', alternates[DEFAULT_LANGUAGE])].join('');
}

/**
 * A Sinhala or Tamil page's first font: the device's own, held to Noto's metrics, its rules in the
 * page (a linked stylesheet would hold the first paint back by a round trip). Nothing downloads a
 * font before the first paint: the self-hosted faces are linked by the page's code (a pending
 * font, preloaded or not, delayed a Sinhala page's first paint by 100-200 ms on a slow phone).
 */
function fontRules(language: Language, deviceFontFaces: string | undefined): string {
  if (language === 'en') return '';
  const href = FONT_STYLESHEETS[language].deviceFaces;
  if (deviceFontFaces === undefined) return `<link rel="stylesheet" href="${href}">`;
  // The build's own file; a '<' could only end the element early.
  // Named by its stylesheet, so the page knows it has the rules when it changes language in place.
  return `<style data-stylesheet="${href}">${deviceFontFaces.replaceAll('<', '\\3c ')}</style>`;
}

/**
 * The page in its language: `<html lang>`; for Sinhala and Tamil the site's title and description
 * in it, its web app manifest and its font; the page's addresses in every language (hreflang, x-default being English)
 * on public pages; and the browser's preferred language, for the page to offer it.
 */
export function inPageLanguage(indexHtml: string, { language, alternates, preferred, deviceFontFaces }: PageLanguage): string {
  let html = withLang(indexHtml, language);
  if (language !== DEFAULT_LANGUAGE) {
    const text = siteText(language);
    html = withTitleAndDescription(html, `<title>${escapeMarkup(text.title)}</title>`, text.description);
    // The installed app's name and start page in the language.
    html = html.replace(
      `<link rel="manifest" href="${webAppManifestOf(DEFAULT_LANGUAGE)}"`,
      () => `<link rel="manifest" href="${webAppManifestOf(language)}"`,
    );
  }
  const preferredMeta = preferred && preferred !== language ? `<meta name="${PREFERRED_LANGUAGE_META}" content="${preferred}">` : '';
  const head = `${fontRules(language, deviceFontFaces)}${alternates ? alternateLinks(alternates) : ''}${preferredMeta}`;
  return html.replace('</head>', () => `${head}</head>`);
}
