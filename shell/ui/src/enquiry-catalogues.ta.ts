/** enquiry-catalogues.ts in Tamil: each catalogue under its English name. */
import { ENQUIRY_MESSAGES_TA, ENQUIRY_REPORT_REASON_LABELS_TA } from '@nivasa/contracts/enquiry-messages.ta';

export { ENQUIRY_MESSAGES_TA as ENQUIRY_MESSAGES, ENQUIRY_REPORT_REASON_LABELS_TA as ENQUIRY_REPORT_REASON_LABELS };
