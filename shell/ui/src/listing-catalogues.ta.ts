/** listing-catalogues.ts in Tamil: each catalogue under its English name. */
import { LISTING_FIELD_LABELS_TA, LISTING_MESSAGES_TA, SEARCH_MESSAGES_TA } from '@nivasa/contracts/listing-messages.ta';

export { LISTING_FIELD_LABELS_TA as LISTING_FIELD_LABELS, LISTING_MESSAGES_TA as LISTING_MESSAGES, SEARCH_MESSAGES_TA as SEARCH_MESSAGES };
