/** enquiry-catalogues.ts in Sinhala: each catalogue under its English name. */
import { ENQUIRY_MESSAGES_SI, ENQUIRY_REPORT_REASON_LABELS_SI } from '@nivasa/contracts/enquiry-messages.si';

export { ENQUIRY_MESSAGES_SI as ENQUIRY_MESSAGES, ENQUIRY_REPORT_REASON_LABELS_SI as ENQUIRY_REPORT_REASON_LABELS };
