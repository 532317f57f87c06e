/**
 * The contracts' texts as catalogues for the front ends: the shared words (SITE_TEXT, MESSAGES,
 * the listing types, facilities and rent bases...) in the page's language through useText. The
 * API keeps reading the English objects and their translations directly.
 *
 * Not a shared module: each app bundles the catalogues it uses, and the bundler drops the rest
 * (the calls are marked pure), so a page carries only the English texts it shows.
 */
import { AVAILABILITY_TEXT } from '@nivasa/contracts/availability';
import { translations } from '@nivasa/contracts/catalogue';
import { FACILITY_TEXT, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import {
  AUTH_MESSAGES,
  BAD_REQUEST_PAGE_TEXT,
  COUNT_TEXTS,
  FAVORITE_MESSAGES,
  FIELD_MESSAGES,
  LISTING_FIELD_LABELS,
  LISTING_MESSAGES,
  MESSAGES,
  RATE_LIMIT_MESSAGES,
  REVIEW_MESSAGES,
  SEARCH_MESSAGES,
  SITE_TEXT,
} from '@nivasa/contracts/messages';
import { RENT_TYPE_TEXT } from '@nivasa/contracts/rent-types';

const catalogue = /*#__PURE__*/ translations({ si: () => import('./catalogues.si'), ta: () => import('./catalogues.ta') });

export const SITE_CATALOGUE = /*#__PURE__*/ catalogue('SITE_TEXT', SITE_TEXT);
export const BAD_REQUEST_PAGE_CATALOGUE = /*#__PURE__*/ catalogue('BAD_REQUEST_PAGE_TEXT', BAD_REQUEST_PAGE_TEXT);
export const COUNT_CATALOGUE = /*#__PURE__*/ catalogue('COUNT_TEXTS', COUNT_TEXTS);
export const MESSAGES_CATALOGUE = /*#__PURE__*/ catalogue('MESSAGES', MESSAGES);
export const AUTH_CATALOGUE = /*#__PURE__*/ catalogue('AUTH_MESSAGES', AUTH_MESSAGES);
export const RATE_LIMIT_CATALOGUE = /*#__PURE__*/ catalogue('RATE_LIMIT_MESSAGES', RATE_LIMIT_MESSAGES);
export const FIELD_CATALOGUE = /*#__PURE__*/ catalogue('FIELD_MESSAGES', FIELD_MESSAGES);
export const LISTING_CATALOGUE = /*#__PURE__*/ catalogue('LISTING_MESSAGES', LISTING_MESSAGES);
export const SEARCH_CATALOGUE = /*#__PURE__*/ catalogue('SEARCH_MESSAGES', SEARCH_MESSAGES);
export const REVIEW_CATALOGUE = /*#__PURE__*/ catalogue('REVIEW_MESSAGES', REVIEW_MESSAGES);
export const FAVORITE_CATALOGUE = /*#__PURE__*/ catalogue('FAVORITE_MESSAGES', FAVORITE_MESSAGES);
export const LISTING_FIELD_LABELS_CATALOGUE = /*#__PURE__*/ catalogue('LISTING_FIELD_LABELS', LISTING_FIELD_LABELS);
export const LISTING_TYPE_CATALOGUE = /*#__PURE__*/ catalogue('LISTING_TYPE_TEXT', LISTING_TYPE_TEXT);
export const FACILITY_CATALOGUE = /*#__PURE__*/ catalogue('FACILITY_TEXT', FACILITY_TEXT);
export const RENT_TYPE_CATALOGUE = /*#__PURE__*/ catalogue('RENT_TYPE_TEXT', RENT_TYPE_TEXT);
export const AVAILABILITY_CATALOGUE = /*#__PURE__*/ catalogue('AVAILABILITY_TEXT', AVAILABILITY_TEXT);
