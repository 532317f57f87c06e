/**
 * The site's shared words: its name and title, counted words, errors and buttons many pages share.
 * The contracts' texts as catalogues for the front ends (useText); the API reads the English
 * objects and their translations directly. Not a shared module: each app bundles the catalogues it uses, and the bundler drops the rest
 * (the calls are marked pure), so a page carries only the texts it shows.
 */
import { BAD_REQUEST_PAGE_TEXT, COUNT_TEXTS, MESSAGES, SITE_TEXT } from '@nivasa/contracts/messages';
import { SAFETY_TEXT } from '@nivasa/contracts/safety-messages';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = /*#__PURE__*/ translations({ si: () => import('./site-catalogues.si'), ta: () => import('./site-catalogues.ta') });

export const SITE_CATALOGUE = /*#__PURE__*/ catalogue('SITE_TEXT', SITE_TEXT);
export const BAD_REQUEST_PAGE_CATALOGUE = /*#__PURE__*/ catalogue('BAD_REQUEST_PAGE_TEXT', BAD_REQUEST_PAGE_TEXT);
export const COUNT_CATALOGUE = /*#__PURE__*/ catalogue('COUNT_TEXTS', COUNT_TEXTS);
export const MESSAGES_CATALOGUE = /*#__PURE__*/ catalogue('MESSAGES', MESSAGES);
/** The scam warning of a listing's contact box and of every enquiry thread. */
export const SAFETY_CATALOGUE = /*#__PURE__*/ catalogue('SAFETY_TEXT', SAFETY_TEXT);
