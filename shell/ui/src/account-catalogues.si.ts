/** account-catalogues.ts in Sinhala: each catalogue under its English name. */
import { AUTH_MESSAGES_SI, FIELD_MESSAGES_SI, RATE_LIMIT_MESSAGES_SI } from '@nivasa/contracts/auth-messages.si';

export { AUTH_MESSAGES_SI as AUTH_MESSAGES, FIELD_MESSAGES_SI as FIELD_MESSAGES, RATE_LIMIT_MESSAGES_SI as RATE_LIMIT_MESSAGES };
