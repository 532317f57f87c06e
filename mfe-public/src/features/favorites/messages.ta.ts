import type { Translation } from '@nivasa/contracts/languages';
import type { FAVORITE_BUTTON_TEXT as FAVORITE_BUTTON } from './messages';

export const FAVORITE_BUTTON_TEXT: Translation<typeof FAVORITE_BUTTON.en> = {
  add: 'விருப்பங்களில் சேர்',
  remove: 'விருப்பங்களிலிருந்து நீக்கு',
};
