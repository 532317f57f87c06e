/**
 * Districts and towns in the page's language: the official Sinhala and Tamil names
 * (@nivasa/contracts/district-names and place-names, from lk-admin-regions). The API keeps
 * taking and giving the English names; a name the tables do not know stays as the API sent it.
 * English pages load no table; a Sinhala or Tamil page loads the districts' (about 1 KB) where it
 * names districts only, and its own language's towns' (place-names.si.ts or .ta.ts) where it names towns.
 */
import { markedWhenFulfilled, readOrSuspend, settled } from '@nivasa/contracts/catalogue';
import type { DISTRICT_NAMES } from '@nivasa/contracts/district-names';
import type { Language } from '@nivasa/contracts/languages';
import type { PLACE_NAMES_SI } from '@nivasa/contracts/place-names.si';
import { useLanguage } from '@nivasa/session/language';

export interface DistrictNames {
  district(district: string): string;
}

export interface PlaceNames extends DistrictNames {
  town(district: string, town: string): string;
}

/** The names as the API gives them. */
export const ENGLISH_PLACE_NAMES: PlaceNames = { district: (district) => district, town: (_district, town) => town };

/** Loads a table once; offline, this page keeps the English names and the next one asks again. */
function tableLoader<Table>(load: () => Promise<Table>): () => Promise<Table | undefined> {
  let pending: Promise<Table | undefined> | undefined;
  return () => {
    pending ??= markedWhenFulfilled(
      load().catch(() => {
        pending = undefined;
        return undefined;
      }),
    );
    return pending;
  };
}

const loadDistrictNames = tableLoader(async () => (await import('@nivasa/contracts/district-names')).DISTRICT_NAMES);
/** Every district's and town's name in one language. */
export type PlaceNamesTable = typeof PLACE_NAMES_SI;

const loadPlaceNames: Record<Exclude<Language, 'en'>, () => Promise<PlaceNamesTable | undefined>> = {
  si: tableLoader(async () => (await import('@nivasa/contracts/place-names.si')).PLACE_NAMES_SI),
  ta: tableLoader(async () => (await import('@nivasa/contracts/place-names.ta')).PLACE_NAMES_TA),
};
const NO_TABLE = settled(undefined);

const known = <Table extends object>(table: Table | undefined, key: string) =>
  table && Object.hasOwn(table, key) ? table[key as keyof Table] : undefined;

function districtNamesIn(table: typeof DISTRICT_NAMES | undefined, language: Language): DistrictNames {
  if (!table || language === 'en') return ENGLISH_PLACE_NAMES;
  return { district: (district) => known(table, district)?.[language] ?? district };
}

/** The names from a language's table (English without one). */
export function placeNamesIn(table: PlaceNamesTable | undefined): PlaceNames {
  if (!table) return ENGLISH_PLACE_NAMES;
  return {
    district: (district) => known(table, district)?.district ?? district,
    town: (district, town) => known(known(table, district)?.towns, town) ?? town,
  };
}

/** District names in the page's language (the small table). Suspends once per page load in Sinhala or Tamil. */
export function useDistrictNames(): DistrictNames {
  const language = useLanguage();
  return districtNamesIn(readOrSuspend(language === 'en' ? NO_TABLE : loadDistrictNames()), language);
}

/** District and town names in the page's language. Suspends once per page load in Sinhala or Tamil. */
export function usePlaceNames(): PlaceNames {
  const language = useLanguage();
  return placeNamesIn(readOrSuspend(language === 'en' ? NO_TABLE : loadPlaceNames[language]()));
}
