/** site-catalogues.ts in Tamil: each catalogue under its English name. */
import { BAD_REQUEST_PAGE_TEXT_TA, COUNT_TEXTS_TA, MESSAGES_TA, SITE_TEXT_TA } from '@nivasa/contracts/messages.ta';
import { SAFETY_TEXT_TA } from '@nivasa/contracts/safety-messages.ta';

export {
  BAD_REQUEST_PAGE_TEXT_TA as BAD_REQUEST_PAGE_TEXT,
  COUNT_TEXTS_TA as COUNT_TEXTS,
  MESSAGES_TA as MESSAGES,
  SAFETY_TEXT_TA as SAFETY_TEXT,
  SITE_TEXT_TA as SITE_TEXT,
};
