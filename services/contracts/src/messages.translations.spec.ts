import * as API_ERROR_MESSAGES from './api-error-messages';
import * as AUTH_MESSAGES from './auth-messages';
import * as ENGAGEMENT_MESSAGES from './engagement-messages';
import type { Language } from './languages';
import * as LISTING_MESSAGES from './listing-messages';
import * as PLACE_MESSAGES from './place-messages';
import * as LISTING_TYPES from './listing-types';
import * as MESSAGES from './messages';
import * as RENT_TYPES from './rent-types';
import * as MESSAGES_SI from './messages.si';
import * as AUTH_MESSAGES_SI from './auth-messages.si';
import * as API_ERROR_MESSAGES_SI from './api-error-messages.si';
import * as LISTING_MESSAGES_SI from './listing-messages.si';
import * as PLACE_MESSAGES_SI from './place-messages.si';
import * as ENGAGEMENT_MESSAGES_SI from './engagement-messages.si';
import * as LISTING_TYPES_SI from './listing-types.si';
import * as RENT_TYPES_SI from './rent-types.si';
import * as MESSAGES_TA from './messages.ta';
import * as AUTH_MESSAGES_TA from './auth-messages.ta';
import * as API_ERROR_MESSAGES_TA from './api-error-messages.ta';
import * as LISTING_MESSAGES_TA from './listing-messages.ta';
import * as PLACE_MESSAGES_TA from './place-messages.ta';
import * as ENGAGEMENT_MESSAGES_TA from './engagement-messages.ta';
import * as LISTING_TYPES_TA from './listing-types.ta';
import * as RENT_TYPES_TA from './rent-types.ta';
import * as PHONE_MESSAGES from './phone-messages';
import * as PHONE_MESSAGES_SI from './phone-messages.si';
import * as PHONE_MESSAGES_TA from './phone-messages.ta';
import * as SAVED_SEARCH_MESSAGES from './saved-search-messages';
import * as SAVED_SEARCH_MESSAGES_SI from './saved-search-messages.si';
import * as SAVED_SEARCH_MESSAGES_TA from './saved-search-messages.ta';
import * as SAVED_SEARCH_NAME_TEXT from './saved-search-name-text';
import * as SAVED_SEARCH_NAME_TEXT_SI from './saved-search-name-text.si';
import * as SAVED_SEARCH_NAME_TEXT_TA from './saved-search-name-text.ta';
import * as ENQUIRY_MESSAGES from './enquiry-messages';
import * as ENQUIRY_MESSAGES_SI from './enquiry-messages.si';
import * as ENQUIRY_MESSAGES_TA from './enquiry-messages.ta';

type Catalogue = Record<string, unknown>;

/** The English catalogues that the .si.ts and .ta.ts files beside them translate. */
const ENGLISH: Record<string, unknown> = {
  ...MESSAGES,
  ...AUTH_MESSAGES,
  ...API_ERROR_MESSAGES,
  ...LISTING_MESSAGES,
  ...PLACE_MESSAGES,
  ...ENGAGEMENT_MESSAGES,
  ...LISTING_TYPES,
  ...RENT_TYPES,
  ...PHONE_MESSAGES,
  ...SAVED_SEARCH_MESSAGES,
  ...SAVED_SEARCH_NAME_TEXT,
  ...ENQUIRY_MESSAGES,
};
const TRANSLATIONS: Record<Exclude<Language, 'en'>, Record<string, unknown>> = {
  si: {
    ...MESSAGES_SI,
    ...AUTH_MESSAGES_SI,
    ...API_ERROR_MESSAGES_SI,
    ...LISTING_MESSAGES_SI,
    ...PLACE_MESSAGES_SI,
    ...ENGAGEMENT_MESSAGES_SI,
    ...LISTING_TYPES_SI,
    ...RENT_TYPES_SI,
    ...PHONE_MESSAGES_SI,
    ...SAVED_SEARCH_MESSAGES_SI,
    ...SAVED_SEARCH_NAME_TEXT_SI,
    ...ENQUIRY_MESSAGES_SI,
  },
  ta: {
    ...MESSAGES_TA,
    ...AUTH_MESSAGES_TA,
    ...API_ERROR_MESSAGES_TA,
    ...LISTING_MESSAGES_TA,
    ...PLACE_MESSAGES_TA,
    ...ENGAGEMENT_MESSAGES_TA,
    ...LISTING_TYPES_TA,
    ...RENT_TYPES_TA,
    ...PHONE_MESSAGES_TA,
    ...SAVED_SEARCH_MESSAGES_TA,
    ...SAVED_SEARCH_NAME_TEXT_TA,
    ...ENQUIRY_MESSAGES_TA,
  },
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every text of a catalogue by its path, nested objects included. */
function entries(catalogue: Catalogue, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? entries(value as Catalogue, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe.each(Object.entries(TRANSLATIONS))('the %s catalogues', (language, translations) => {
  const catalogues = Object.entries(translations).map(([name, translation]) => {
    const english = name.slice(0, -`_${language.toUpperCase()}`.length);
    return [english, ENGLISH[english] as Catalogue, translation as Catalogue] as const;
  });

  it('each translate an English catalogue', () => {
    expect(catalogues.length).toBeGreaterThan(0);
    for (const [name, english] of catalogues) expect({ name, found: typeof english }).toEqual({ name, found: 'object' });
  });

  it.each(catalogues.map(([name, english, translation]) => [name, english, translation]))(
    '%s has the same keys, placeholders and parameters as English',
    (_name, english, translation) => {
      const englishEntries = new Map(entries(english));
      const translatedEntries = new Map(entries(translation));
      expect([...translatedEntries.keys()].sort()).toEqual([...englishEntries.keys()].sort());
      for (const [key, text] of translatedEntries) {
        const source = englishEntries.get(key);
        if (typeof source === 'function' && typeof text === 'function') {
          expect({ key, parameters: text.length }).toEqual({ key, parameters: source.length });
          const args = Array.from({ length: source.length }, (_, index) => `«${index}»`);
          for (const arg of args)
            expect({ key, text: (text as (...a: string[]) => string)(...args) }).toEqual({ key, text: expect.stringContaining(arg) });
        } else {
          expect({ key, type: typeof text }).toEqual({ key, type: 'string' });
          expect({ key, placeholders: placeholders(text as string) }).toEqual({ key, placeholders: placeholders(source as string) });
        }
      }
    },
  );
});
