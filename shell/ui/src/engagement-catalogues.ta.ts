/** engagement-catalogues.ts in Tamil: each catalogue under its English name. */
import { FAVORITE_MESSAGES_TA, REVIEW_MESSAGES_TA } from '@nivasa/contracts/engagement-messages.ta';

export { FAVORITE_MESSAGES_TA as FAVORITE_MESSAGES, REVIEW_MESSAGES_TA as REVIEW_MESSAGES };
