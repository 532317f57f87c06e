/**
 * The gazetteer as the API holds it: tools/src/gazetteer.ts writes data/gazetteer.json from
 * lk-admin-regions (MIT) and its hand-written towns and campuses; nothing here reads ../shared.
 * Each place becomes a Place once, at start-up, with the forms of its names a query is matched with.
 */
import type { District } from '@nivasa/contracts/districts';
import type { Place } from '@nivasa/contracts/places';
import { normalizeSearchText } from '@nivasa/contracts/search-words';
import gazetteer from './data/gazetteer.json';

/** [code, English, Sinhala, Tamil or null, lat, lng] */
type DivisionRow = readonly [string, string, string, string | null, number, number];

interface GazetteerData {
  districts: DivisionRow[];
  dsDivisions: DivisionRow[];
  gnDivisions: DivisionRow[];
  towns: { id: string; name: string; district: District; si: string; ta: string; lat: number; lng: number; aliases: string[] }[];
  campuses: { id: string; name: string; si: string; ta: string; aliases: string[]; district: District; lat: number; lng: number }[];
}

/**
 * Which places come first among equal matches: the districts, the towns listings name and the
 * campuses, then DS divisions, then GN divisions (14,000 of them, many sharing a name).
 */
export const enum PlaceTier {
  Curated = 0,
  DsDivision = 1,
  GnDivision = 2,
}

export interface IndexedPlace {
  place: Place;
  tier: PlaceTier;
  /** Its names in the three scripts, in match form (matchForm). */
  names: readonly string[];
  /** Its other names (a postal zone, a short name), in match form: a match on one ranks after a match on a name. */
  aliases: readonly string[];
}

/**
 * Text as places are matched: as search compares text (NFC, no ZWJ or ZWNJ, case folded), with
 * hyphens, dots, commas, brackets and apostrophes read as spaces ("ja ela" finds Ja-Ela).
 */
export const matchForm = (text: string) => normalizeSearchText(text.replace(/[-.,()'’]/g, ' '));

const data = gazetteer as unknown as GazetteerData;

/** The census code's district (LK-1127085 is in LK-11, Colombo). */
const districtByCode = new Map(data.districts.map(([code, name]) => [code, name as District]));
const districtOfCode = (code: string) => districtByCode.get(code.slice(0, 5));

const keysOf = (...names: readonly string[]) => [...new Set(names.map(matchForm).filter((key) => key !== ''))];

function indexed(place: Place, tier: PlaceTier, aliases: readonly string[] = []): IndexedPlace {
  const names = keysOf(place.names.en, place.names.si, place.names.ta);
  return { place, tier, names, aliases: keysOf(...aliases).filter((alias) => !names.includes(alias)) };
}

function divisionPlace([code, en, si, ta, lat, lng]: DivisionRow, district: District): Place {
  // GN divisions have no Tamil name in the data: their English one stands for it.
  return { id: code.toLowerCase(), kind: 'town', name: en, names: { en, si, ta: ta ?? en }, district, lat, lng };
}

/** Every place, districts first, then towns, campuses, DS and GN divisions. */
export function loadPlaces(): IndexedPlace[] {
  const districts = data.districts.map(([, name, si, ta, lat, lng]) =>
    indexed(
      {
        id: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-district`,
        kind: 'district',
        name,
        names: { en: name, si, ta: ta ?? name },
        district: name as District,
        lat,
        lng,
      },
      PlaceTier.Curated,
    ),
  );
  const towns = data.towns.map(({ id, name, district, si, ta, lat, lng, aliases }) =>
    indexed({ id, kind: 'town', name, names: { en: name, si, ta }, district, lat, lng }, PlaceTier.Curated, aliases),
  );
  const campuses = data.campuses.map(({ id, name, si, ta, aliases, district, lat, lng }) =>
    indexed({ id, kind: 'campus', name, names: { en: name, si, ta }, district, lat, lng }, PlaceTier.Curated, aliases),
  );
  // A division named as a town or district of its own district is that place already.
  const curatedNames = new Set([...districts, ...towns].map(({ place }) => `${place.district}/${matchForm(place.name)}`));
  const divisions = (rows: DivisionRow[], tier: PlaceTier) =>
    rows.flatMap((row) => {
      const district = districtOfCode(row[0]);
      if (!district || curatedNames.has(`${district}/${matchForm(row[1])}`)) return [];
      return [indexed(divisionPlace(row, district), tier)];
    });
  return [
    ...districts,
    ...towns,
    ...campuses,
    ...divisions(data.dsDivisions, PlaceTier.DsDivision),
    ...divisions(data.gnDivisions, PlaceTier.GnDivision),
  ];
}
