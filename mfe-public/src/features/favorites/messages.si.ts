import type { Translation } from '@nivasa/contracts/languages';
import type { FAVORITE_BUTTON_TEXT as FAVORITE_BUTTON } from './messages';

export const FAVORITE_BUTTON_TEXT: Translation<typeof FAVORITE_BUTTON.en> = {
  add: 'ප්‍රියතම වලට එක් කරන්න',
  remove: 'ප්‍රියතම වලින් ඉවත් කරන්න',
};
