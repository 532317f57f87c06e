/** listing-catalogues.ts in Sinhala: each catalogue under its English name. */
import { LISTING_FIELD_LABELS_SI, LISTING_MESSAGES_SI, SEARCH_MESSAGES_SI } from '@nivasa/contracts/listing-messages.si';

export { LISTING_FIELD_LABELS_SI as LISTING_FIELD_LABELS, LISTING_MESSAGES_SI as LISTING_MESSAGES, SEARCH_MESSAGES_SI as SEARCH_MESSAGES };
