/**
 * The listings' words: the listing forms' and API's rules and answers, the search's, each field's label.
 * The contracts' texts as catalogues for the front ends (useText); the API reads the English
 * objects and their translations directly. Not a shared module: each app bundles the catalogues it uses, and the bundler drops the rest
 * (the calls are marked pure), so a page carries only the texts it shows.
 */
import { LISTING_FIELD_LABELS, LISTING_MESSAGES, SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = /*#__PURE__*/ translations({ si: () => import('./listing-catalogues.si'), ta: () => import('./listing-catalogues.ta') });

export const LISTING_CATALOGUE = /*#__PURE__*/ catalogue('LISTING_MESSAGES', LISTING_MESSAGES);
export const SEARCH_CATALOGUE = /*#__PURE__*/ catalogue('SEARCH_MESSAGES', SEARCH_MESSAGES);
export const LISTING_FIELD_LABELS_CATALOGUE = /*#__PURE__*/ catalogue('LISTING_FIELD_LABELS', LISTING_FIELD_LABELS);
