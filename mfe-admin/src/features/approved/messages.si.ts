/** View Listings' texts (messages.ts) in Sinhala. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  APPROVED_CARD_TEXT as APPROVED_CARD,
  APPROVED_LISTINGS_BOARD_TEXT as APPROVED_LISTINGS_BOARD,
  DISAPPROVE_ACTION_TEXT as DISAPPROVE_ACTION,
  FEATURED_TOGGLE_TEXT as FEATURED_TOGGLE,
} from './messages';

export const APPROVED_LISTINGS_BOARD_TEXT: Translation<typeof APPROVED_LISTINGS_BOARD.en> = {
  loading: 'අනුමත දැන්වීම් පූරණය වෙමින්…',
  none: 'තවම අනුමත දැන්වීම් නැත.',
  noneHint: 'ඔබ අනුමත කළ පසු දැන්වීම් මෙහි පෙනේ.',
  pagesOf: (typeHeading: string) => `${typeHeading} පිටු`,
};

export const APPROVED_CARD_TEXT: Translation<typeof APPROVED_CARD.en> = {
  featured: 'විශේෂිත',
};

export const DISAPPROVE_ACTION_TEXT: Translation<typeof DISAPPROVE_ACTION.en> = {
  disapprove: 'ප්‍රතික්ෂේප කරන්න',
  failed: (name: string) => `“${name}” ප්‍රතික්ෂේප කිරීමට නොහැකි වුණා`,
};

export const FEATURED_TOGGLE_TEXT: Translation<typeof FEATURED_TOGGLE.en> = {
  add: 'විශේෂිත කරන්න',
  remove: 'විශේෂිතයෙන් ඉවත් කරන්න',
  addFailed: (name: string) => `“${name}” විශේෂිත ස්ථානවලට එක් කිරීමට නොහැකි වුණා`,
  removeFailed: (name: string) => `“${name}” විශේෂිත ස්ථානවලින් ඉවත් කිරීමට නොහැකි වුණා`,
};
