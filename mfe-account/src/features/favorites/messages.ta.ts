import type { Translation } from '@nivasa/contracts/languages';
import type { MY_FAVORITES_LIST_TEXT as MY_FAVORITES_LIST } from './messages';

export const MY_FAVORITES_LIST_TEXT: Translation<typeof MY_FAVORITES_LIST.en> = {
  listLabel: 'உங்கள் விருப்பங்கள்',
  remove: 'நீக்கு',
  removeLabel: (name: string) => `${name} ஐ விருப்பங்களிலிருந்து நீக்கு`,
  findPlaces: 'இடங்களைத் தேடு',
};
