import { FIELD_MESSAGES, LISTING_MESSAGES, SEARCH_MESSAGES } from '@nivasa/contracts/messages';
import { FIELD_MESSAGES_SI, LISTING_MESSAGES_SI } from '@nivasa/contracts/messages.si';
import { SEARCH_MESSAGES_TA } from '@nivasa/contracts/messages.ta';
import { API_CATALOGUES } from './api-catalogues';
import { answerLanguage, localise } from './localise';

describe('localise', () => {
  it('finds a text by its English words, and a text with parameters by its shape', () => {
    expect(localise(LISTING_MESSAGES.notFound, 'si')).toBe(LISTING_MESSAGES_SI.notFound);
    expect(localise(FIELD_MESSAGES.notAllowed('owner.isAdmin'), 'si')).toBe(FIELD_MESSAGES_SI.notAllowed('owner.isAdmin'));
    expect(localise(LISTING_MESSAGES.perOwnerLimit(20), 'si')).toBe(LISTING_MESSAGES_SI.perOwnerLimit(20));
    expect(localise(SEARCH_MESSAGES.unknownParameter('colour'), 'ta')).toBe(SEARCH_MESSAGES_TA.unknownParameter('colour'));
  });

  it('leaves English, and a text of no catalogue, as they are', () => {
    expect(localise(LISTING_MESSAGES.notFound, 'en')).toBe(LISTING_MESSAGES.notFound);
    expect(localise('Cannot GET /api/nope', 'ta')).toBe('Cannot GET /api/nope');
  });

  it('gives one translation to each English text, though two catalogues share it', () => {
    const seen = new Map<string, string>();
    for (const catalogue of API_CATALOGUES) {
      for (const [key, english] of Object.entries(catalogue.en)) {
        if (typeof english !== 'string') continue;
        const both = `${String(catalogue.si[key])} | ${String(catalogue.ta[key])}`;
        expect({ english, translations: seen.get(english) ?? both }).toEqual({ english, translations: both });
        seen.set(english, both);
      }
    }
  });

  it('reads the language from Accept-Language, English when it names none of ours', () => {
    expect(answerLanguage('si-LK,si;q=0.9,en;q=0.8')).toBe('si');
    expect(answerLanguage('en;q=0.5,ta')).toBe('ta');
    expect(answerLanguage('fr')).toBe('en');
    expect(answerLanguage(undefined)).toBe('en');
  });
});
