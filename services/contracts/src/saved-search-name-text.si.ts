/** The parts of a saved search's name (saved-search-name-text.ts) in Sinhala: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { SAVED_SEARCH_NAME_TEXT } from './saved-search-name-text';

export const SAVED_SEARCH_NAME_TEXT_SI: Translation<typeof SAVED_SEARCH_NAME_TEXT> = {
  anyType: 'ස්ථාන',
  matching: (term: string) => `“${term}” ට ගැළපෙන `,
  inPlace: (place: string) => `${place} ප්‍රදේශයේ `,
  nearPlace: (place: string) => `${place} අසල `,
  nearPoint: 'සිතියමේ ලක්ෂ්‍යයක් අසල ',
  inArea: 'සිතියමේ ප්‍රදේශයක ',
  under: (price: string) => `${price}ට අඩු `,
  over: (price: string) => `${price}ට වැඩි `,
  between: (min: string, max: string) => `${min} සිට ${max} දක්වා `,
  name: (what: string, matching: string, where: string, price: string) => `${where}${price}${matching}${what}`,
};
