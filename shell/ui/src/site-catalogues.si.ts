/** site-catalogues.ts in Sinhala: each catalogue under its English name. */
import { BAD_REQUEST_PAGE_TEXT_SI, COUNT_TEXTS_SI, MESSAGES_SI, SITE_TEXT_SI } from '@nivasa/contracts/messages.si';
import { SAFETY_TEXT_SI } from '@nivasa/contracts/safety-messages.si';

export {
  BAD_REQUEST_PAGE_TEXT_SI as BAD_REQUEST_PAGE_TEXT,
  COUNT_TEXTS_SI as COUNT_TEXTS,
  MESSAGES_SI as MESSAGES,
  SAFETY_TEXT_SI as SAFETY_TEXT,
  SITE_TEXT_SI as SITE_TEXT,
};
