/** View Listings' texts (messages.ts) in Tamil. */
import type { Translation } from '@nivasa/contracts/languages';
import type {
  APPROVED_CARD_TEXT as APPROVED_CARD,
  APPROVED_LISTINGS_BOARD_TEXT as APPROVED_LISTINGS_BOARD,
  DISAPPROVE_ACTION_TEXT as DISAPPROVE_ACTION,
  FEATURED_TOGGLE_TEXT as FEATURED_TOGGLE,
} from './messages';

export const APPROVED_LISTINGS_BOARD_TEXT: Translation<typeof APPROVED_LISTINGS_BOARD.en> = {
  loading: 'அங்கீகரிக்கப்பட்ட விளம்பரங்கள் ஏற்றப்படுகின்றன…',
  none: 'அங்கீகரிக்கப்பட்ட விளம்பரங்கள் இன்னும் இல்லை.',
  noneHint: 'நீங்கள் அங்கீகரித்ததும் விளம்பரங்கள் இங்கே தெரியும்.',
  pagesOf: (typeHeading: string) => `${typeHeading} பக்கங்கள்`,
};

export const APPROVED_CARD_TEXT: Translation<typeof APPROVED_CARD.en> = {
  featured: 'சிறப்பு',
};

export const DISAPPROVE_ACTION_TEXT: Translation<typeof DISAPPROVE_ACTION.en> = {
  disapprove: 'நிராகரி',
  failed: (name: string) => `“${name}”-ஐ நிராகரிக்க முடியவில்லை`,
};

export const FEATURED_TOGGLE_TEXT: Translation<typeof FEATURED_TOGGLE.en> = {
  add: 'சிறப்பு விளம்பரமாக்கு',
  remove: 'சிறப்பிலிருந்து நீக்கு',
  addFailed: (name: string) => `“${name}”-ஐச் சிறப்பு இடங்களில் சேர்க்க முடியவில்லை`,
  removeFailed: (name: string) => `“${name}”-ஐச் சிறப்பு இடங்களிலிருந்து நீக்க முடியவில்லை`,
};
