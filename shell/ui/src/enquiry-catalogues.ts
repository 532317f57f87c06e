/**
 * The enquiries' words: the API's answers and the reasons a conversation is reported.
 * The contracts' texts as catalogues for the front ends (useText); the API reads the English
 * objects and their translations directly. Not a shared module: each app bundles the catalogues it uses.
 */
import { ENQUIRY_MESSAGES, ENQUIRY_REPORT_REASON_LABELS } from '@nivasa/contracts/enquiry-messages';
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = /*#__PURE__*/ translations({ si: () => import('./enquiry-catalogues.si'), ta: () => import('./enquiry-catalogues.ta') });

export const ENQUIRY_CATALOGUE = /*#__PURE__*/ catalogue('ENQUIRY_MESSAGES', ENQUIRY_MESSAGES);
export const ENQUIRY_REPORT_REASON_CATALOGUE = /*#__PURE__*/ catalogue('ENQUIRY_REPORT_REASON_LABELS', ENQUIRY_REPORT_REASON_LABELS);
