import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import { PREFERRED_LANGUAGE_META } from '@nivasa/contracts/language-prompt';
import { escapeMarkup } from './link-preview-documents';
import { indexFileOf, localisedPrerenderedFile, webAppManifestOf } from './localised-files';
import { inPageLanguage } from './page-language';
import { siteText } from './page-texts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Nivasa: rooms, annexes." />' +
  '<title>Nivasa | Places to stay</title></head><body><div id="root"></div></body></html>';

const ALTERNATES = {
  en: 'https://nivasa.lk/search?type=annex',
  si: 'https://nivasa.lk/si/search?type=annex',
  ta: 'https://nivasa.lk/ta/search?type=annex',
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const fontRequests = (html: string) => [...html.matchAll(/<link [^>]*href="(\/fonts\/[^"]+)"[^>]*>/g)].map(([, href]) => href);

describe("the shell's page in its language", () => {
  it('names each language’s built page and first screens', () => {
    expect(['en', 'si', 'ta'].map((language) => indexFileOf(language as 'en'))).toEqual(['index.html', 'index.si.html', 'index.ta.html']);
    expect(localisedPrerenderedFile('prerendered/index.html', 'en')).toBe('prerendered/index.html');
    expect(localisedPrerenderedFile('prerendered/index.html', 'si')).toBe('prerendered/si/index.html');
    expect(localisedPrerenderedFile('prerendered/about.html', 'ta')).toBe('prerendered/ta/about.html');
  });

  it('leaves an English page its title and description, and links no Sinhala or Tamil font', () => {
    const html = inPageLanguage(INDEX_HTML, { language: 'en', alternates: ALTERNATES });
    expect(html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(html).toContain('<title>Nivasa | Places to stay</title>');
    expect(fontRequests(html)).toEqual([]);
  });

  it("writes a Sinhala page's lang, the site's title and description in Sinhala, and its device-font rules, and fetches no font itself", () => {
    const html = inPageLanguage(INDEX_HTML, { language: 'si' });
    const text = siteText('si');
    expect(html).toMatch(/^<!doctype html><html lang="si"><head>/);
    // Written in Sinhala letters, the brand aside.
    expect(text.title).toMatch(/^Nivasa \| [\u0D80-\u0DFF]/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapeMarkup(text.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeMarkup(text.description)}">`);
    // A build without the rules links their stylesheet; the self-hosted faces are the page code's to link, after the first paint.
    expect(fontRequests(html)).toEqual([FONT_STYLESHEETS.si.deviceFaces]);
    expect(html).not.toContain('rel="preload" as="font"');
    expect(fontRequests(inPageLanguage(INDEX_HTML, { language: 'ta' }))).toEqual([FONT_STYLESHEETS.ta.deviceFaces]);
  });

  it("writes a Sinhala or Tamil page's device-font rules into the page, so its first paint waits for no stylesheet", () => {
    const deviceFontFaces = "@font-face{font-family:Noto Sans Tamil Fallback;src:local('Noto Sans Tamil')}";
    const html = inPageLanguage(INDEX_HTML, { language: 'ta', deviceFontFaces });
    expect(fontRequests(html)).toEqual([]);
    expect(headOf(html)).toContain(`<style data-stylesheet="${FONT_STYLESHEETS.ta.deviceFaces}">${deviceFontFaces}</style>`);
    // Nothing in the rules can end the element early.
    expect(inPageLanguage(INDEX_HTML, { language: 'si', deviceFontFaces: 'a{content:"</style><script>"}' })).not.toContain(
      '</style><script>',
    );
    expect(inPageLanguage(INDEX_HTML, { language: 'en', deviceFontFaces })).not.toContain('<style>');
  });

  it("links the installed app's manifest in the page's language: its name and start page", () => {
    const page = INDEX_HTML.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest"></head>');
    expect(inPageLanguage(page, { language: 'en' })).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    for (const language of ['si', 'ta'] as const) {
      const html = inPageLanguage(page, { language });
      expect(html).toContain(`<link rel="manifest" href="${webAppManifestOf(language)}">`);
      expect(html).not.toContain('href="/manifest.webmanifest"');
    }
  });

  it('adds a lang to a page without one', () => {
    expect(inPageLanguage('<html><head></head></html>', { language: 'ta' })).toMatch(/^<html lang="ta"><head>/);
    expect(inPageLanguage('<html class="x" lang="en"><head></head></html>', { language: 'si' })).toMatch(/^<html class="x" lang="si">/);
  });

  it('lists the page in every language, English the default, when it is public', () => {
    const links = [
      ...headOf(inPageLanguage(INDEX_HTML, { language: 'ta', alternates: ALTERNATES })).matchAll(/<link rel="alternate"[^>]*>/g),
    ];
    expect(links.map(([link]) => link)).toEqual([
      '<link rel="alternate" hreflang="en" href="https://nivasa.lk/search?type=annex">',
      '<link rel="alternate" hreflang="si" href="https://nivasa.lk/si/search?type=annex">',
      '<link rel="alternate" hreflang="ta" href="https://nivasa.lk/ta/search?type=annex">',
      '<link rel="alternate" hreflang="x-default" href="https://nivasa.lk/search?type=annex">',
    ]);
    expect(inPageLanguage(INDEX_HTML, { language: 'ta' })).not.toContain('hreflang');
  });

  it('tells an English page the language the browser prefers, when it is Sinhala or Tamil', () => {
    const meta = (preferred?: 'en' | 'si' | 'ta', language: 'en' | 'si' = 'en') =>
      new RegExp(`<meta name="${PREFERRED_LANGUAGE_META}" content="([a-z]+)">`).exec(
        inPageLanguage(INDEX_HTML, { language, preferred }),
      )?.[1];
    expect(meta('si')).toBe('si');
    expect(meta('ta')).toBe('ta');
    expect(meta('en')).toBeUndefined();
    expect(meta(undefined)).toBeUndefined();
    expect(meta('si', 'si')).toBeUndefined();
  });
});
