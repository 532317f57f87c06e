/** The places' texts (place-messages.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { PLACE_MESSAGES } from './place-messages';
import { PLACE_LIMITS } from './limits';

export const PLACE_MESSAGES_SI: Translation<typeof PLACE_MESSAGES> = {
  q: `q අක්ෂර ${PLACE_LIMITS.maxQueryLength}කට නොවැඩි විය යුතුය.`,
  limit: `limit 1 සිට ${PLACE_LIMITS.maxLimit} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.`,
  notFound: 'ස්ථානය හමු නොවුණා.',
};
