/** The rent bases' names (rent-types.ts) in Tamil: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { RENT_TYPE_TEXT } from './rent-types';

export const RENT_TYPE_TEXT_TA: Translation<typeof RENT_TYPE_TEXT> = {
  daily: 'நாளுக்கு',
  weekly: 'வாரத்துக்கு',
  monthly: 'மாதத்துக்கு',
};
