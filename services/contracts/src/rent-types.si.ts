/** The rent bases' names (rent-types.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { RENT_TYPE_TEXT } from './rent-types';

export const RENT_TYPE_TEXT_SI: Translation<typeof RENT_TYPE_TEXT> = {
  daily: 'දිනකට',
  weekly: 'සතියකට',
  monthly: 'මසකට',
};
