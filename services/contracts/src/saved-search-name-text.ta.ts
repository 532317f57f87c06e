/** The parts of a saved search's name (saved-search-name-text.ts) in Tamil: the same keys and placeholders as the English. */
import type { Translation } from './languages';
import type { SAVED_SEARCH_NAME_TEXT } from './saved-search-name-text';

export const SAVED_SEARCH_NAME_TEXT_TA: Translation<typeof SAVED_SEARCH_NAME_TEXT> = {
  anyType: 'இடங்கள்',
  matching: (term: string) => `“${term}” உடன் பொருந்தும் `,
  inPlace: (place: string) => `${place} பகுதியில் `,
  nearPlace: (place: string) => `${place} அருகில் `,
  nearPoint: 'வரைபடத்தில் ஒரு புள்ளிக்கு அருகில் ',
  inArea: 'வரைபடத்தில் ஒரு பகுதியில் ',
  under: (price: string) => `${price}க்குக் குறைவான `,
  over: (price: string) => `${price}க்கு மேற்பட்ட `,
  between: (min: string, max: string) => `${min} முதல் ${max} வரையிலான `,
  name: (what: string, matching: string, where: string, price: string) => `${where}${price}${matching}${what}`,
};
