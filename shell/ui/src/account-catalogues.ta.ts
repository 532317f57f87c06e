/** account-catalogues.ts in Tamil: each catalogue under its English name. */
import { AUTH_MESSAGES_TA, FIELD_MESSAGES_TA, RATE_LIMIT_MESSAGES_TA } from '@nivasa/contracts/auth-messages.ta';

export { AUTH_MESSAGES_TA as AUTH_MESSAGES, FIELD_MESSAGES_TA as FIELD_MESSAGES, RATE_LIMIT_MESSAGES_TA as RATE_LIMIT_MESSAGES };
