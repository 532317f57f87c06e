/**
 * Districts and towns by name in the page's language. The form offers them so and My listings
 * shows them so, while the values sent and kept stay the English names the API takes.
 */
import { translations } from '@nivasa/contracts/catalogue';
import { DISTRICT_TOWNS, DISTRICTS, isDistrict, type District } from '@nivasa/contracts/districts';
import type { Translation } from '@nivasa/contracts/languages';

const catalogue = translations({ si: () => import('./place-names.si'), ta: () => import('./place-names.ta') });

/** Each district's name and its towns' names, under their English names. */
export type PlaceNameTexts = Record<District, { district: string; towns: Record<string, string> }>;

export const PLACE_NAME_TEXT = catalogue(
  'PLACE_NAME_TEXT',
  Object.fromEntries(
    DISTRICTS.map((district) => [district, { district, towns: Object.fromEntries(DISTRICT_TOWNS[district].map((town) => [town, town])) }]),
  ) as PlaceNameTexts,
);

/** 'Nugegoda, Colombo' in the page's language; a name no list knows (older data) as it is stored. */
export function placeText(names: Translation<PlaceNameTexts>, district: string, town: string): string {
  const place = isDistrict(district) ? names[district] : undefined;
  return `${place?.towns[town] ?? town}, ${place?.district ?? district}`;
}
