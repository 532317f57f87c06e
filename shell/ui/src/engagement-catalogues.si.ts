/** engagement-catalogues.ts in Sinhala: each catalogue under its English name. */
import {
  FAVORITE_MESSAGES_SI,
  REPORT_MESSAGES_SI,
  REPORT_REASON_LABELS_SI,
  REVIEW_MESSAGES_SI,
} from '@nivasa/contracts/engagement-messages.si';

export {
  FAVORITE_MESSAGES_SI as FAVORITE_MESSAGES,
  REPORT_MESSAGES_SI as REPORT_MESSAGES,
  REPORT_REASON_LABELS_SI as REPORT_REASON_LABELS,
  REVIEW_MESSAGES_SI as REVIEW_MESSAGES,
};
