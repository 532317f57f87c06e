/** engagement-catalogues.ts in Sinhala: each catalogue under its English name. */
import { FAVORITE_MESSAGES_SI, REVIEW_MESSAGES_SI } from '@nivasa/contracts/engagement-messages.si';

export { FAVORITE_MESSAGES_SI as FAVORITE_MESSAGES, REVIEW_MESSAGES_SI as REVIEW_MESSAGES };
