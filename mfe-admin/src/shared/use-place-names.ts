import { use, useMemo } from 'react';
import type { PlaceName } from '@nivasa/contracts/place-names';
import { useLanguage } from '@nivasa/session/language';

type PlaceNames = typeof import('@nivasa/contracts/place-names').PLACE_NAMES;

let placeNamesLoad: Promise<PlaceNames | undefined> | undefined;

/** The districts' and towns' Sinhala and Tamil names, fetched once, by the first page that shows them in either. */
function loadPlaceNames(): Promise<PlaceNames | undefined> {
  placeNamesLoad ??= import('@nivasa/contracts/place-names').then(
    ({ PLACE_NAMES }) => PLACE_NAMES,
    (error: unknown) => {
      // Forget the failure, so the next page asks again; this one keeps the English names.
      placeNamesLoad = undefined;
      console.error('Nivasa: the place names could not be loaded', error);
      return undefined;
    },
  );
  return placeNamesLoad;
}

// A Sinhala or Tamil page starts fetching the names as the code that shows them is evaluated, not when it first renders.
const documentLanguage = globalThis.document?.documentElement.lang;
if (documentLanguage === 'si' || documentLanguage === 'ta') void loadPlaceNames();

/**
 * Districts and towns as the page's language writes them; a name the table does not know stays
 * as the API sent it (English). An English page shows the names as they are and loads no table;
 * the first use in Sinhala or Tamil suspends until the table arrives.
 */
export function usePlaceNames() {
  const language = useLanguage();
  const placeNames = language === 'en' ? undefined : use(loadPlaceNames());
  return useMemo(() => {
    const inLanguage = (name: PlaceName | undefined, english: string) => (language === 'en' || !name ? english : name[language]);
    const districtOf = (district: string) =>
      placeNames && Object.hasOwn(placeNames, district) ? placeNames[district as keyof PlaceNames] : undefined;
    return {
      district: (district: string) => inLanguage(districtOf(district)?.district, district),
      town: (district: string, town: string) => {
        const towns = districtOf(district)?.towns;
        return inLanguage(towns && Object.hasOwn(towns, town) ? towns[town] : undefined, town);
      },
    };
  }, [language, placeNames]);
}
