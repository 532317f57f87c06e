/** My favorites' list texts (the shared ones are in @nivasa/ui/catalogues). */
import { translations } from '@nivasa/contracts/catalogue';

const catalogue = translations({ si: () => import('./messages.si'), ta: () => import('./messages.ta') });

export const MY_FAVORITES_LIST_TEXT = catalogue('MY_FAVORITES_LIST_TEXT', {
  listLabel: 'Your favorites',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from favorites`,
  findPlaces: 'Find places',
} as const);
