/** The contracts' texts the server writes into pages, in a page's language: the site's title and description, a listing's kind. */
import type { Language, Translation } from '@nivasa/contracts/languages';
import { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { SITE_TEXT } from '@nivasa/contracts/messages';
import { LISTING_TYPE_TEXT_SI } from '@nivasa/contracts/listing-types.si';
import { SITE_TEXT_SI } from '@nivasa/contracts/messages.si';
import { LISTING_TYPE_TEXT_TA } from '@nivasa/contracts/listing-types.ta';
import { SITE_TEXT_TA } from '@nivasa/contracts/messages.ta';

const SITE_TEXTS: Record<Language, Translation<typeof SITE_TEXT>> = { en: SITE_TEXT, si: SITE_TEXT_SI, ta: SITE_TEXT_TA };
const LISTING_TYPE_TEXTS: Record<Language, Translation<typeof LISTING_TYPE_TEXT>> = {
  en: LISTING_TYPE_TEXT,
  si: LISTING_TYPE_TEXT_SI,
  ta: LISTING_TYPE_TEXT_TA,
};

export const siteText = (language: Language) => SITE_TEXTS[language];
export const listingTypeText = (language: Language) => LISTING_TYPE_TEXTS[language];
