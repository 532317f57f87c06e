/**
 * The contracts' texts the server writes into pages, in a page's language: the site's title and
 * description, and a listing preview's kind and rent basis. A text without its translation yet
 * stays English, so a page always says something.
 */
import type { Language, Translation } from '@nivasa/contracts/languages';
import { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { SITE_TEXT } from '@nivasa/contracts/messages';
import * as SINHALA from '@nivasa/contracts/messages.si';
import * as TAMIL from '@nivasa/contracts/messages.ta';
import { RENT_TYPE_TEXT } from '@nivasa/contracts/rent-types';

/** Each language's module of contracts texts: `SITE_TEXT_SI` is SITE_TEXT in Sinhala. */
const TRANSLATIONS: Record<Exclude<Language, 'en'>, { module: object; suffix: string }> = {
  si: { module: SINHALA, suffix: 'SI' },
  ta: { module: TAMIL, suffix: 'TA' },
};

/** The catalogue named `name` in `language`, or its English while the translation is not written. */
function translated<Texts>(name: string, english: Texts, language: Language): Translation<Texts> {
  if (language === 'en') return english as Translation<Texts>;
  const { module, suffix } = TRANSLATIONS[language];
  return ((module as Record<string, unknown>)[`${name}_${suffix}`] as Translation<Texts> | undefined) ?? (english as Translation<Texts>);
}

export const siteText = (language: Language) => translated('SITE_TEXT', SITE_TEXT, language);
export const listingTypeText = (language: Language) => translated('LISTING_TYPE_TEXT', LISTING_TYPE_TEXT, language);
export const rentTypeText = (language: Language) => translated('RENT_TYPE_TEXT', RENT_TYPE_TEXT, language);
