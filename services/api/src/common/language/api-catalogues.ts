import type { Language } from '@nivasa/contracts/languages';
import {
  AUTH_MESSAGES,
  FAVORITE_MESSAGES,
  FIELD_MESSAGES,
  LISTING_MESSAGES,
  RATE_LIMIT_MESSAGES,
  REVIEW_MESSAGES,
  SEARCH_MESSAGES,
} from '@nivasa/contracts/messages';
import {
  AUTH_MESSAGES_SI,
  FAVORITE_MESSAGES_SI,
  FIELD_MESSAGES_SI,
  LISTING_MESSAGES_SI,
  RATE_LIMIT_MESSAGES_SI,
  REVIEW_MESSAGES_SI,
  SEARCH_MESSAGES_SI,
} from '@nivasa/contracts/messages.si';
import {
  AUTH_MESSAGES_TA,
  FAVORITE_MESSAGES_TA,
  FIELD_MESSAGES_TA,
  LISTING_MESSAGES_TA,
  RATE_LIMIT_MESSAGES_TA,
  REVIEW_MESSAGES_TA,
  SEARCH_MESSAGES_TA,
} from '@nivasa/contracts/messages.ta';

type Text = string | ((...args: never[]) => string);
type Catalogue = Readonly<Record<string, Text>>;

/** Every catalogue whose texts the API answers with, in each language. */
export const API_CATALOGUES: readonly Readonly<Record<Language, Catalogue>>[] = [
  { en: AUTH_MESSAGES, si: AUTH_MESSAGES_SI, ta: AUTH_MESSAGES_TA },
  { en: RATE_LIMIT_MESSAGES, si: RATE_LIMIT_MESSAGES_SI, ta: RATE_LIMIT_MESSAGES_TA },
  { en: FIELD_MESSAGES, si: FIELD_MESSAGES_SI, ta: FIELD_MESSAGES_TA },
  { en: LISTING_MESSAGES, si: LISTING_MESSAGES_SI, ta: LISTING_MESSAGES_TA },
  { en: SEARCH_MESSAGES, si: SEARCH_MESSAGES_SI, ta: SEARCH_MESSAGES_TA },
  { en: REVIEW_MESSAGES, si: REVIEW_MESSAGES_SI, ta: REVIEW_MESSAGES_TA },
  { en: FAVORITE_MESSAGES, si: FAVORITE_MESSAGES_SI, ta: FAVORITE_MESSAGES_TA },
];
