import type { Translation } from '@nivasa/contracts/languages';
import type { MY_FAVORITES_LIST_TEXT as MY_FAVORITES_LIST } from './messages';

export const MY_FAVORITES_LIST_TEXT: Translation<typeof MY_FAVORITES_LIST.en> = {
  listLabel: 'ඔබේ ප්‍රියතම',
  remove: 'ඉවත් කරන්න',
  removeLabel: (name: string) => `${name} ප්‍රියතම වලින් ඉවත් කරන්න`,
  findPlaces: 'ස්ථාන සොයන්න',
};
