/**
 * The accounts' words: the sessions and users API's answers and the account forms' field rules.
 * The contracts' texts as catalogues for the front ends (useText); the API reads the English
 * objects and their translations directly. Not a shared module: each app bundles the catalogues it uses, and the bundler drops the rest
 * (the calls are marked pure), so a page carries only the texts it shows.
 */
import { AUTH_MESSAGES, FIELD_MESSAGES, RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = /*#__PURE__*/ translations({ si: () => import('./account-catalogues.si'), ta: () => import('./account-catalogues.ta') });

export const AUTH_CATALOGUE = /*#__PURE__*/ catalogue('AUTH_MESSAGES', AUTH_MESSAGES);
export const RATE_LIMIT_CATALOGUE = /*#__PURE__*/ catalogue('RATE_LIMIT_MESSAGES', RATE_LIMIT_MESSAGES);
export const FIELD_CATALOGUE = /*#__PURE__*/ catalogue('FIELD_MESSAGES', FIELD_MESSAGES);
