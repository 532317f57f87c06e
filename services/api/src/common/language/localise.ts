import { DEFAULT_LANGUAGE, type Language, preferredLanguage } from '@nivasa/contracts/languages';
import { API_CATALOGUES } from './api-catalogues';

type Translated = Readonly<Record<Language, string>>;
type Formatter = (...args: string[]) => string;

/** A text with parameters, known by what its English function writes around them. */
interface Template {
  pattern: RegExp;
  formatters: Readonly<Record<Language, Formatter>>;
}

const placeholder = (index: number) => `\u0001${index}\u0001`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The services throw and answer the English catalogue's own values (LISTING_MESSAGES.notFound),
 * so an English text names its catalogue entry: each entry is indexed once here, from the
 * catalogues, and a text with parameters by the shape its function writes.
 */
function indexCatalogues() {
  const texts = new Map<string, Translated>();
  const templates: Template[] = [];
  for (const catalogue of API_CATALOGUES) {
    for (const [key, english] of Object.entries(catalogue.en)) {
      const si = catalogue.si[key];
      const ta = catalogue.ta[key];
      if (typeof english === 'string') {
        if (!texts.has(english)) texts.set(english, { en: english, si: si as string, ta: ta as string });
        continue;
      }
      const format = english as unknown as Formatter;
      const written = format(...Array.from({ length: format.length }, (_, index) => placeholder(index)));
      const source = escaped(written).replace(/\u0001(\d+)\u0001/g, '(.+?)');
      templates.push({
        pattern: new RegExp(`^${source}$`, 's'),
        formatters: { en: format, si: si as unknown as Formatter, ta: ta as unknown as Formatter },
      });
    }
  }
  return { texts, templates };
}

const { texts: TEXTS, templates: TEMPLATES } = indexCatalogues();

/** The language of an answer to a request with this Accept-Language header. */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** An English catalogue text in `language`; a text no catalogue has (a library's) stays as it is. */
export function localise(message: string, language: Language): string {
  if (language === 'en') return message;
  const text = TEXTS.get(message);
  if (text) return text[language];
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (match) return template.formatters[language](...match.slice(1));
  }
  return message;
}
