import { placeNamesIn } from './place-names.translated';

export const PLACE_NAME_TEXT = placeNamesIn('ta');
