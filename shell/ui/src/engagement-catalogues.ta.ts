/** engagement-catalogues.ts in Tamil: each catalogue under its English name. */
import {
  FAVORITE_MESSAGES_TA,
  REPORT_MESSAGES_TA,
  REPORT_REASON_LABELS_TA,
  REVIEW_MESSAGES_TA,
} from '@nivasa/contracts/engagement-messages.ta';

export {
  FAVORITE_MESSAGES_TA as FAVORITE_MESSAGES,
  REPORT_MESSAGES_TA as REPORT_MESSAGES,
  REPORT_REASON_LABELS_TA as REPORT_REASON_LABELS,
  REVIEW_MESSAGES_TA as REVIEW_MESSAGES,
};
