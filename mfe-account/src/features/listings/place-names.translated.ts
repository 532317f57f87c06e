/** PLACE_NAME_TEXT's Sinhala and Tamil, from the contracts' place names (only the translated pages load them). */
import type { Translation } from '@nivasa/contracts/languages';
import { PLACE_NAMES } from '@nivasa/contracts/place-names';
import type { PlaceNameTexts } from './place-names';

export function placeNamesIn(language: 'si' | 'ta'): Translation<PlaceNameTexts> {
  return Object.fromEntries(
    Object.entries(PLACE_NAMES).map(([district, { district: name, towns }]) => [
      district,
      {
        district: name[language],
        towns: Object.fromEntries(Object.entries(towns).map(([town, townName]) => [town, townName[language]])),
      },
    ]),
  ) as Translation<PlaceNameTexts>;
}
