/** The places' texts (place-messages.ts) in Tamil: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { PLACE_MESSAGES } from './place-messages';
import { PLACE_LIMITS } from './limits';

export const PLACE_MESSAGES_TA: Translation<typeof PLACE_MESSAGES> = {
  q: `q அதிகபட்சம் ${PLACE_LIMITS.maxQueryLength} எழுத்துகள் இருக்கலாம்.`,
  limit: `limit 1 முதல் ${PLACE_LIMITS.maxLimit} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`,
  notFound: 'இடம் கிடைக்கவில்லை.',
};
