import { LOCALISED_CATALOGUES, localise } from './localise';
import { API_ERROR_MESSAGES } from './api-error-messages';
import { FIELD_MESSAGES, imageTooLargeMessage } from './auth-messages';
import { LISTING_MESSAGES, SEARCH_MESSAGES } from './listing-messages';
import { MESSAGES } from './messages';
import { API_ERROR_MESSAGES_SI } from './api-error-messages.si';
import { AUTH_MESSAGES_SI, FIELD_MESSAGES_SI } from './auth-messages.si';
import { LISTING_MESSAGES_SI } from './listing-messages.si';
import { MESSAGES_SI } from './messages.si';
import { API_ERROR_MESSAGES_TA } from './api-error-messages.ta';
import { SEARCH_MESSAGES_TA } from './listing-messages.ta';

describe('localise', () => {
  it('finds a text by its English words, and a text with parameters by its shape', () => {
    expect(localise(LISTING_MESSAGES.notFound, 'si')).toBe(LISTING_MESSAGES_SI.notFound);
    expect(localise(FIELD_MESSAGES.notAllowed('owner.isAdmin'), 'si')).toBe(FIELD_MESSAGES_SI.notAllowed('owner.isAdmin'));
    expect(localise(LISTING_MESSAGES.perOwnerLimit(20), 'si')).toBe(LISTING_MESSAGES_SI.perOwnerLimit(20));
    expect(localise(SEARCH_MESSAGES.unknownParameter('colour'), 'ta')).toBe(SEARCH_MESSAGES_TA.unknownParameter('colour'));
  });

  it("knows the API's own refusals, the sign-in texts and an image's size", () => {
    expect(localise(MESSAGES.tokenMissing, 'si')).toBe(MESSAGES_SI.tokenMissing);
    expect(localise(API_ERROR_MESSAGES.malformedJson, 'ta')).toBe(API_ERROR_MESSAGES_TA.malformedJson);
    expect(localise(API_ERROR_MESSAGES.bodyTooLargeLimit('32 KB'), 'si')).toBe(API_ERROR_MESSAGES_SI.bodyTooLargeLimit('32 KB'));
    expect(localise('Cannot GET /api/nope', 'ta')).toBe(API_ERROR_MESSAGES_TA.routeNotFound('GET', '/api/nope'));
    expect(localise(imageTooLargeMessage(2 * 1024 * 1024), 'si')).toBe(AUTH_MESSAGES_SI.imageTooLarge(2));
  });

  it('leaves English, and a text of no catalogue, as they are', () => {
    expect(localise(LISTING_MESSAGES.notFound, 'en')).toBe(LISTING_MESSAGES.notFound);
    expect(localise('Cast to ObjectId failed for value "x"', 'ta')).toBe('Cast to ObjectId failed for value "x"');
  });

  it('gives one translation to each English text, though two catalogues share it', () => {
    const seen = new Map<string, string>();
    for (const catalogue of LOCALISED_CATALOGUES) {
      for (const [key, english] of Object.entries(catalogue.en)) {
        if (typeof english !== 'string') continue;
        const both = `${String(catalogue.si[key])} | ${String(catalogue.ta[key])}`;
        expect({ english, translations: seen.get(english) ?? both }).toEqual({ english, translations: both });
        seen.set(english, both);
      }
    }
  });
});
