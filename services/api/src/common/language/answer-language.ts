import { DEFAULT_LANGUAGE, type Language, preferredLanguage } from '@nivasa/contracts/languages';

/** The language of an answer to a request with this Accept-Language header. */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
