/**
 * The gazetteer: Nivasa's one home of place data, built from lk-admin-regions
 * (../shared/data/lk-admin-regions beside the repository; MIT, see its README) and the hand-written
 * part in gazetteer-data.ts. It writes committed files, since nothing reads ../shared at run time:
 * - contracts' district-names.ts and place-names.ts: the Sinhala and Tamil names and census codes
 *   of the districts and of the towns in districts.ts (front ends load these lazily);
 * - contracts' town-aliases.ts: the other names of a town (its postal zone, the data's spelling),
 *   which search keys take (the API only);
 * - services/api/src/places/data/gazetteer.json: every district, DS and GN division with its names
 *   and centre, every town with its centre and aliases, and the campuses (the API only: front ends
 *   never bundle divisions).
 * A town is the DS division of its name in its district, else a GN division of its name there,
 * else the divisions gazetteer-data.ts names for it, else the GN divisions whose names start with
 * its own (Malabe North, East and West); its centre is theirs, or one placed by hand.
 *
 *   npx tsx --conditions=source tools/src/gazetteer.ts     # writes the files
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISTRICT_TOWNS, DISTRICTS, type District } from '@nivasa/contracts/districts';
import { CAMPUSES, type CampusCategory, PLACE_NAME_OVERRIDES, POSTAL_ZONES } from './gazetteer-data';

const ROOT = join(__dirname, '..', '..');
export const ADMIN_REGIONS_DIR = join(ROOT, '..', 'shared', 'data', 'lk-admin-regions');
const CONTRACTS_SRC = join(ROOT, 'services', 'contracts', 'src');
export const PLACE_NAMES_MODULE = join(CONTRACTS_SRC, 'place-names.ts');
/** The districts' names alone: what a page that names no town needs (about 1 KB against 30). */
export const DISTRICT_NAMES_MODULE = join(CONTRACTS_SRC, 'district-names.ts');
export const TOWN_ALIASES_MODULE = join(CONTRACTS_SRC, 'town-aliases.ts');
export const GAZETTEER_JSON = join(ROOT, 'services', 'api', 'src', 'places', 'data', 'gazetteer.json');

interface Region {
  code: string;
  name: string;
  si: string;
  ta: string | undefined;
  lat: number;
  lng: number;
}

function readRegions(file: string): Region[] {
  const [, ...rows] = readFileSync(join(ADMIN_REGIONS_DIR, file), 'utf8').trim().split('\n');
  return rows.map((row) => {
    const [code, name, si, ta, , lat, lng] = row.split('\t');
    return {
      code: code!,
      name: name!.trim(),
      si: si!.trim(),
      ta: ta && ta !== 'nan' ? ta.trim() : undefined,
      lat: Number(lat),
      lng: Number(lng),
    };
  });
}

/** The source cuts names at 50 bytes of UTF-8: a name that long may be cut off, so it is written by hand. */
const cutOff = (name: string) => Buffer.byteLength(name) >= 48;

/** How a name is compared: case, spaces, hyphens and dots ignored. */
const comparable = (name: string) => name.toLowerCase().replace(/[\s.-]/g, '');

/** The data's district names end with a (cut off) word for 'district': the name is what comes before. */
const withoutDistrictWord = (name: string) => name.split(' ').slice(0, -1).join(' ');

/** Coordinates kept to 5 decimals (about a metre). */
const rounded = (value: number) => Math.round(value * 1e5) / 1e5;

/** A place id: lower-case letters, digits and hyphens (contracts' PLACE_ID). */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface PlaceName {
  code: string | null;
  si: string;
  ta: string;
}

export interface GazetteerTown {
  id: string;
  name: string;
  district: District;
  si: string;
  ta: string;
  /** The census code of the division it is, or of the first it covers; null for a postal zone. */
  code: string | null;
  lat: number;
  lng: number;
  aliases: string[];
  /** Where its names and centre came from, when not from the division of its name. */
  note?: string;
}

export interface GazetteerCampus {
  id: string;
  category: CampusCategory;
  name: string;
  si: string;
  ta: string;
  aliases: string[];
  district: District;
  lat: number;
  lng: number;
  ds: string;
  source: string;
}

/** A division as the API's data holds it: [code, English, Sinhala, Tamil or null, lat, lng]. */
export type DivisionRow = [string, string, string, string | null, number, number];

export interface Gazetteer {
  districts: (DivisionRow & { 0: string })[];
  dsDivisions: DivisionRow[];
  gnDivisions: DivisionRow[];
  towns: GazetteerTown[];
  campuses: GazetteerCampus[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The postal zone's name in each script: the town Colombo's names with its number. */
const zoneName = (names: { en: string; si: string; ta: string }, zone: number) => ({
  en: `${names.en} ${zone}`,
  si: `${names.si} ${zone}`,
  ta: `${names.ta} ${zone}`,
});

/** Builds the whole gazetteer; throws when a place has neither data nor an override. */
export function gazetteerFromData(): Gazetteer {
  const districtRows = readRegions('districts.tsv');
  const dsds = readRegions('dsds.tsv');
  const gnds = readRegions('gnds.tsv');
  const byCode = new Map([...dsds, ...gnds].map((region) => [region.code, region]));
  const missing: string[] = [];
  const districtCode = new Map<District, string>();
  const districts: Gazetteer['districts'] = [];
  const towns: GazetteerTown[] = [];

  for (const district of DISTRICTS) {
    const row = districtRows.find((region) => comparable(region.name) === comparable(district));
    if (!row) throw new Error(`No district ${district} in the data`);
    districtCode.set(district, row.code);
    const override = PLACE_NAME_OVERRIDES[district];
    districts.push([
      row.code,
      district,
      override?.si ?? withoutDistrictWord(row.si),
      override?.ta ?? withoutDistrictWord(row.ta ?? ''),
      rounded(row.lat),
      rounded(row.lng),
    ]);
    const inDistrict = (region: Region) => region.code.startsWith(row.code) && region.code.length > row.code.length;
    const districtDsds = dsds.filter(inDistrict);
    const districtGnds = gnds.filter(inDistrict);
    for (const town of DISTRICT_TOWNS[district] as readonly string[]) {
      if (/^Colombo \d+$/.test(town)) continue; // postal zones: below, from their neighbourhoods
      const key = `${district}/${town}`;
      const override = PLACE_NAME_OVERRIDES[key];
      const named =
        districtDsds.find((region) => comparable(region.name) === comparable(town)) ??
        districtGnds.find((region) => comparable(region.name) === comparable(town));
      const listed = (override?.divisions ?? []).map((code) => {
        const region = byCode.get(code);
        if (!region || !inDistrict(region)) throw new Error(`${key}: no division ${code} in ${district}`);
        return region;
      });
      const startingWith = districtGnds.filter((region) => region.name.toLowerCase().startsWith(`${town.toLowerCase()} `));
      const covered = listed.length > 0 ? listed : named ? [named] : startingWith;
      const nameSource = named ?? listed[0];
      const si = override?.si ?? nameSource?.si;
      const ta = override?.ta ?? nameSource?.ta;
      const fromData = [...(override?.si ? [] : [si]), ...(override?.ta ? [] : [ta])];
      if (!si || !ta) missing.push(`${key}${nameSource ? ' (a GN division, without a Tamil name)' : ''}`);
      else if (fromData.some((name) => name && cutOff(name))) missing.push(`${key} (cut off in the data)`);
      else if (covered.length === 0 && !override?.centre) missing.push(`${key} (no division to place it: give its divisions or centre)`);
      else
        towns.push({
          id: '',
          name: town,
          district,
          si,
          ta,
          code: (named ?? covered[0])?.code ?? null,
          lat: rounded(override?.centre?.lat ?? mean(covered.map((region) => region.lat))),
          lng: rounded(override?.centre?.lng ?? mean(covered.map((region) => region.lng))),
          aliases: [...(override?.aliases ?? [])],
          ...(override ? { note: override.note } : {}),
        });
    }
  }
  if (missing.length > 0) throw new Error(`No names or centre for: ${missing.join(', ')}; add them to PLACE_NAME_OVERRIDES`);

  // Colombo's postal zones: each a town at its neighbourhoods' centre; each neighbourhood takes the zone's names.
  const colombo = towns.find((town) => town.district === 'Colombo' && town.name === 'Colombo')!;
  const zoneTowns: GazetteerTown[] = Object.entries(POSTAL_ZONES).map(([number, neighbourhoods]) => {
    const zone = Number(number);
    const names = zoneName({ en: colombo.name, si: colombo.si, ta: colombo.ta }, zone);
    const members = neighbourhoods.map((name) => {
      const town = towns.find((candidate) => candidate.district === 'Colombo' && candidate.name === name);
      if (!town) throw new Error(`Postal zone ${zone}: no town ${name} in Colombo`);
      return town;
    });
    const padded = zone < 10 ? [`${colombo.name} 0${zone}`] : [];
    for (const town of members) town.aliases.push(names.en, ...padded, names.si, names.ta);
    return {
      id: '',
      name: names.en,
      district: 'Colombo',
      si: names.si,
      ta: names.ta,
      code: null,
      lat: rounded(mean(members.map((town) => town.lat))),
      lng: rounded(mean(members.map((town) => town.lng))),
      aliases: [...padded, ...members.flatMap((town) => [town.name, town.si, town.ta])],
      note: `a postal zone: the names are Colombo's with its number, the centre its neighbourhoods' (${neighbourhoods.join(', ')})`,
    };
  });
  const allTowns = [...towns, ...zoneTowns];
  const order = (town: GazetteerTown) => (DISTRICT_TOWNS[town.district] as readonly string[]).indexOf(town.name);
  allTowns.sort((a, b) => DISTRICTS.indexOf(a.district) - DISTRICTS.indexOf(b.district) || order(a) - order(b));
  const slugCount = new Map<string, number>();
  for (const town of allTowns) slugCount.set(slugOf(town.name), (slugCount.get(slugOf(town.name)) ?? 0) + 1);
  for (const town of allTowns) {
    const slug = slugOf(town.name);
    town.id = slugCount.get(slug)! > 1 ? `${slug}-${slugOf(town.district)}` : slug;
  }

  const campuses = CAMPUSES.map((campus): GazetteerCampus => {
    const division = dsds.find((region) => region.code === campus.ds);
    if (!division) throw new Error(`${campus.id}: no DS division ${campus.ds}`);
    if (!campus.ds.startsWith(districtCode.get(campus.district)!))
      throw new Error(`${campus.id}: ${campus.ds} is not in ${campus.district}`);
    return { ...campus, aliases: [...(campus.aliases ?? [])] };
  });
  const ids = [...allTowns.map((town) => town.id), ...campuses.map((campus) => campus.id)];
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) throw new Error(`Place ids used twice: ${repeated.join(', ')}`);

  const divisionRow = (region: Region): DivisionRow => [
    region.code,
    region.name,
    region.si,
    region.ta ?? null,
    rounded(region.lat),
    rounded(region.lng),
  ];
  return { districts, dsDivisions: dsds.map(divisionRow), gnDivisions: gnds.map(divisionRow), towns: allTowns, campuses };
}

/** A string literal as prettier writes it: single quotes, unless the text holds one. */
const stringText = (text: string) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`);
const keyText = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : stringText(key));
const placeText = ({ code, si, ta }: PlaceName) =>
  `{ code: ${code === null ? 'null' : stringText(code)}, si: ${stringText(si)}, ta: ${stringText(ta)} }`;

const GENERATED =
  '// Written by tools/src/gazetteer.ts from lk-admin-regions (MIT); do not edit by hand: `npx tsx --conditions=source tools/src/gazetteer.ts`.';

/** district-names.ts's text, before prettier. */
export function districtNamesModuleText(gazetteer = gazetteerFromData()): string {
  return [
    GENERATED,
    "import type { District } from './districts';",
    '',
    "/** A place's census code (null when the town is no division of its own) and its Sinhala and Tamil names. */",
    'export interface PlaceName {',
    '  code: string | null;',
    '  si: string;',
    '  ta: string;',
    '}',
    '',
    "/** Each district's names, as districts.ts spells the English. */",
    'export const DISTRICT_NAMES: Record<District, PlaceName> = {',
    ...gazetteer.districts.map(([code, district, si, ta]) => `  ${keyText(district)}: ${placeText({ code, si, ta: ta ?? '' })},`),
    '};',
    '',
  ].join('\n');
}

const townsByDistrict = (gazetteer: Gazetteer) =>
  DISTRICTS.map((district) => [district, gazetteer.towns.filter((town) => town.district === district)] as const);

/** place-names.ts's text, before prettier. */
export function placeNamesModuleText(gazetteer = gazetteerFromData()): string {
  return [
    GENERATED,
    "import { DISTRICT_NAMES, type PlaceName } from './district-names';",
    "import type { District } from './districts';",
    '',
    "/** Each district's names, and its towns' names, as districts.ts spells the English. */",
    'export const PLACE_NAMES: Record<District, { district: PlaceName; towns: Record<string, PlaceName> }> = {',
    ...townsByDistrict(gazetteer).flatMap(([district, towns]) => [
      `  ${keyText(district)}: {`,
      `    district: DISTRICT_NAMES[${stringText(district)}],`,
      '    towns: {',
      ...towns.map((town) => `      ${keyText(town.name)}: ${placeText(town)},`),
      '    },',
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
}

/** place-names.si.ts's or .ta.ts's text, before prettier: the names in one language, all a page in it loads. */
export function placeNamesInLanguageModuleText(language: 'si' | 'ta', gazetteer = gazetteerFromData()): string {
  const name = `PLACE_NAMES_${language.toUpperCase()}`;
  const names = new Map(gazetteer.districts.map(([, district, si, ta]) => [district, language === 'si' ? si : (ta ?? '')]));
  return [
    GENERATED,
    "import type { District } from './districts';",
    '',
    `/** Each district's and its towns' names in ${language === 'si' ? 'Sinhala' : 'Tamil'}, as districts.ts spells the English (place-names.ts has them with their codes). */`,
    `export const ${name}: Record<District, { district: string; towns: Record<string, string> }> = {`,
    ...townsByDistrict(gazetteer).flatMap(([district, towns]) => [
      `  ${keyText(district)}: {`,
      `    district: ${stringText(names.get(district) ?? district)},`,
      `    towns: { ${towns.map((town) => `${keyText(town.name)}: ${stringText(town[language])}`).join(', ')} },`,
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
}

/** town-aliases.ts's text, before prettier. */
export function townAliasesModuleText(gazetteer = gazetteerFromData()): string {
  return [
    GENERATED,
    "import type { District } from './districts';",
    '',
    '/**',
    " * A town's other names, in any script: its postal zone (Colombo 6, කොළඹ 6, கொழும்பு 6), the",
    " * data's spelling, an old name. Search keys take them (the API's; front ends never load this).",
    ' */',
    'export const TOWN_ALIASES: Partial<Record<District, Record<string, readonly string[]>>> = {',
    ...townsByDistrict(gazetteer).flatMap(([district, towns]) => {
      const withAliases = towns.filter((town) => town.aliases.length > 0);
      if (withAliases.length === 0) return [];
      return [
        `  ${keyText(district)}: {`,
        ...withAliases.map((town) => `    ${keyText(town.name)}: [${town.aliases.map(stringText).join(', ')}],`),
        '  },',
      ];
    }),
    '};',
    '',
  ].join('\n');
}

/** gazetteer.json's text, as committed: one place a line, so a change reads as a small diff. */
export function gazetteerJsonText(gazetteer = gazetteerFromData()): string {
  const section = (name: keyof Gazetteer, rows: readonly unknown[]) =>
    `  ${JSON.stringify(name)}: [\n${rows.map((row) => `    ${JSON.stringify(row)}`).join(',\n')}\n  ]`;
  return `{\n${(Object.keys(gazetteer) as (keyof Gazetteer)[]).map((name) => section(name, gazetteer[name])).join(',\n')}\n}\n`;
}

export const adminRegionsPresent = () => existsSync(join(ADMIN_REGIONS_DIR, 'districts.tsv'));

/** A module's text as prettier formats it with the repository's settings (its CLI: jest cannot load its ES modules). */
function formatted(file: string, text: string): string {
  return execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', file], {
    input: text,
    encoding: 'utf8',
  });
}

/** Each generated file and its text, as committed. */
export function generatedFiles(): [string, string][] {
  const gazetteer = gazetteerFromData();
  return [
    [DISTRICT_NAMES_MODULE, formatted(DISTRICT_NAMES_MODULE, districtNamesModuleText(gazetteer))],
    [PLACE_NAMES_MODULE, formatted(PLACE_NAMES_MODULE, placeNamesModuleText(gazetteer))],
    ...(['si', 'ta'] as const).map((language): [string, string] => {
      const file = PLACE_NAMES_MODULE.replace(/\.ts$/, `.${language}.ts`);
      return [file, formatted(file, placeNamesInLanguageModuleText(language, gazetteer))];
    }),
    [TOWN_ALIASES_MODULE, formatted(TOWN_ALIASES_MODULE, townAliasesModuleText(gazetteer))],
    // Not prettier's: one place a line keeps 14,000 divisions short and a change a small diff.
    [GAZETTEER_JSON, gazetteerJsonText(gazetteer)],
  ];
}

if (require.main === module) {
  for (const [file, text] of generatedFiles()) {
    writeFileSync(file, text);
    console.log(`Wrote ${file}`);
  }
}
