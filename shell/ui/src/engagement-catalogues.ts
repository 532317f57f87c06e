/**
 * The reviews' and favourites' words.
 * The contracts' texts as catalogues for the front ends (useText); the API reads the English
 * objects and their translations directly. Not a shared module: each app bundles the catalogues it uses, and the bundler drops the rest
 * (the calls are marked pure), so a page carries only the texts it shows.
 */
import { FAVORITE_MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = /*#__PURE__*/ translations({
  si: () => import('./engagement-catalogues.si'),
  ta: () => import('./engagement-catalogues.ta'),
});

export const REVIEW_CATALOGUE = /*#__PURE__*/ catalogue('REVIEW_MESSAGES', REVIEW_MESSAGES);
export const FAVORITE_CATALOGUE = /*#__PURE__*/ catalogue('FAVORITE_MESSAGES', FAVORITE_MESSAGES);
export const REPORT_CATALOGUE = /*#__PURE__*/ catalogue('REPORT_MESSAGES', REPORT_MESSAGES);
export const REPORT_REASON_CATALOGUE = /*#__PURE__*/ catalogue('REPORT_REASON_LABELS', REPORT_REASON_LABELS);
