/**
 * The shared catalogues' English texts in Sinhala and Tamil, found by their English words. The
 * API's services and the schemas' checks write the English catalogue's own values
 * (LISTING_MESSAGES.notFound), so an English text names its catalogue entry: each entry is
 * indexed once here, and a text with parameters by the shape its function writes. The API
 * answers in the caller's language through it, and the forms show a schema's refusal in the
 * page's (see form-rules).
 */
import type { Language } from './languages';
import { API_ERROR_MESSAGES } from './api-error-messages';
import { AUTH_MESSAGES, FIELD_MESSAGES, RATE_LIMIT_MESSAGES } from './auth-messages';
import { FAVORITE_MESSAGES, REPORT_MESSAGES, REVIEW_MESSAGES } from './engagement-messages';
import { LISTING_MESSAGES, SEARCH_MESSAGES } from './listing-messages';
import { PLACE_MESSAGES } from './place-messages';
import { MESSAGES } from './messages';
import { API_ERROR_MESSAGES_SI } from './api-error-messages.si';
import { AUTH_MESSAGES_SI, FIELD_MESSAGES_SI, RATE_LIMIT_MESSAGES_SI } from './auth-messages.si';
import { FAVORITE_MESSAGES_SI, REPORT_MESSAGES_SI, REVIEW_MESSAGES_SI } from './engagement-messages.si';
import { LISTING_MESSAGES_SI, SEARCH_MESSAGES_SI } from './listing-messages.si';
import { PLACE_MESSAGES_SI } from './place-messages.si';
import { MESSAGES_SI } from './messages.si';
import { API_ERROR_MESSAGES_TA } from './api-error-messages.ta';
import { AUTH_MESSAGES_TA, FIELD_MESSAGES_TA, RATE_LIMIT_MESSAGES_TA } from './auth-messages.ta';
import { FAVORITE_MESSAGES_TA, REPORT_MESSAGES_TA, REVIEW_MESSAGES_TA } from './engagement-messages.ta';
import { LISTING_MESSAGES_TA, SEARCH_MESSAGES_TA } from './listing-messages.ta';
import { PLACE_MESSAGES_TA } from './place-messages.ta';
import { MESSAGES_TA } from './messages.ta';
import { PHONE_MESSAGES } from './phone-messages';
import { PHONE_MESSAGES_SI } from './phone-messages.si';
import { PHONE_MESSAGES_TA } from './phone-messages.ta';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages';
import { SAVED_SEARCH_MESSAGES_SI } from './saved-search-messages.si';
import { SAVED_SEARCH_MESSAGES_TA } from './saved-search-messages.ta';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { ENQUIRY_MESSAGES_SI } from './enquiry-messages.si';
import { ENQUIRY_MESSAGES_TA } from './enquiry-messages.ta';

type Text = string | ((...args: never[]) => string);
type Catalogue = Readonly<Record<string, Text>>;

/**
 * Every catalogue whose texts the API answers with and the schemas refuse with, in each language.
 * API_ERROR_MESSAGES comes last: its unknown route's shape ('Cannot GET /x') is the widest.
 */
export const LOCALISED_CATALOGUES: readonly Readonly<Record<Language, Catalogue>>[] = [
  { en: AUTH_MESSAGES, si: AUTH_MESSAGES_SI, ta: AUTH_MESSAGES_TA },
  { en: RATE_LIMIT_MESSAGES, si: RATE_LIMIT_MESSAGES_SI, ta: RATE_LIMIT_MESSAGES_TA },
  { en: FIELD_MESSAGES, si: FIELD_MESSAGES_SI, ta: FIELD_MESSAGES_TA },
  { en: LISTING_MESSAGES, si: LISTING_MESSAGES_SI, ta: LISTING_MESSAGES_TA },
  { en: SEARCH_MESSAGES, si: SEARCH_MESSAGES_SI, ta: SEARCH_MESSAGES_TA },
  { en: PLACE_MESSAGES, si: PLACE_MESSAGES_SI, ta: PLACE_MESSAGES_TA },
  { en: REVIEW_MESSAGES, si: REVIEW_MESSAGES_SI, ta: REVIEW_MESSAGES_TA },
  { en: FAVORITE_MESSAGES, si: FAVORITE_MESSAGES_SI, ta: FAVORITE_MESSAGES_TA },
  { en: REPORT_MESSAGES, si: REPORT_MESSAGES_SI, ta: REPORT_MESSAGES_TA },
  { en: MESSAGES, si: MESSAGES_SI, ta: MESSAGES_TA },
  { en: PHONE_MESSAGES, si: PHONE_MESSAGES_SI, ta: PHONE_MESSAGES_TA },
  { en: SAVED_SEARCH_MESSAGES, si: SAVED_SEARCH_MESSAGES_SI, ta: SAVED_SEARCH_MESSAGES_TA },
  { en: ENQUIRY_MESSAGES, si: ENQUIRY_MESSAGES_SI, ta: ENQUIRY_MESSAGES_TA },
  { en: API_ERROR_MESSAGES, si: API_ERROR_MESSAGES_SI, ta: API_ERROR_MESSAGES_TA },
];

type Translated = Readonly<Record<Language, string>>;
type Formatter = (...args: string[]) => string;

/** A text with parameters, known by what its English function writes around them. */
interface Template {
  pattern: RegExp;
  formatters: Readonly<Record<Language, Formatter>>;
}

const placeholder = (index: number) => `\u0001${index}\u0001`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function indexCatalogues() {
  const texts = new Map<string, Translated>();
  const templates: Template[] = [];
  for (const catalogue of LOCALISED_CATALOGUES) {
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
