import { use } from 'react';
import { markedWhenFulfilled } from '@nivasa/contracts/catalogue';
import type { District } from '@nivasa/contracts/districts';
import type { Language } from '@nivasa/contracts/languages';
import type { PLACE_NAMES } from '@nivasa/contracts/place-names';
import { useLanguage } from '@nivasa/session/language';

/** Districts and towns as a page shows them; the API keeps taking and giving the English names. */
export interface PlaceNames {
  district(district: string): string;
  town(district: string, town: string): string;
}

export const ENGLISH_PLACE_NAMES: PlaceNames = { district: (district) => district, town: (_district, town) => town };

/** The names in Sinhala or Tamil; a name the list does not know stays as written. */
export function placeNamesIn(names: typeof PLACE_NAMES, language: Exclude<Language, 'en'>): PlaceNames {
  return {
    district: (district) => names[district as District]?.district[language] ?? district,
    town: (district, town) => names[district as District]?.towns[town]?.[language] ?? town,
  };
}

let namesLoad: Promise<typeof PLACE_NAMES | undefined> | undefined;

// Every district's and town's names (about 30 KB): only a Sinhala or Tamil page fetches them.
export function loadPlaceNames(): Promise<typeof PLACE_NAMES | undefined> {
  // Marked once here, so a part mounted later reads the names without waiting.
  namesLoad ??= markedWhenFulfilled(
    import('@nivasa/contracts/place-names').then(
      (module) => module.PLACE_NAMES,
      (error: unknown) => {
        // Offline: this page keeps the English names, the next one asks again.
        namesLoad = undefined;
        console.error('Nivasa: the place names could not be loaded', error);
        return undefined;
      },
    ),
  );
  return namesLoad;
}

/**
 * Place names in the page's language (the official Sinhala and Tamil names). The first use on a Sinhala or Tamil page suspends until the
 * names arrive; English never waits.
 */
export function usePlaceNames(): PlaceNames {
  const language = useLanguage();
  if (language === 'en') return ENGLISH_PLACE_NAMES;
  const names = use(loadPlaceNames());
  return names ? placeNamesIn(names, language) : ENGLISH_PLACE_NAMES;
}
