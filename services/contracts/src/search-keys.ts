/**
 * A listing's search keys: its searchable words in the three languages, normalised as a search
 * term is (search-words.ts), kept on the listing so that a term typed in any script finds it.
 */
import { type District, isDistrict } from './districts';
import { GLOSSARY } from './glossary';
import { FACILITIES, type Facility, LISTING_TYPE_TEXT, type ListingType, isListingType } from './listing-types';
import type { Listing } from './listing-schema';
import { PLACE_NAMES } from './place-names';
import { normalizeSearchText } from './search-words';
import { TOWN_ALIASES } from './town-aliases';

type GlossaryWord = keyof typeof GLOSSARY;

/** Each listing type's word in the glossary. */
const TYPE_WORDS: Record<ListingType, GlossaryWord> = {
  singleroom: 'singleRoom',
  sharedroom: 'sharedRoom',
  apartment: 'apartment',
  hostel: 'hostel',
  hotel: 'hotel',
  guesthouse: 'guestHouse',
  annex: 'annex',
  bungalow: 'bungalow',
  fullhouseholiday: 'holidayHome',
  fullhouserent: 'houseForRent',
  fullhousesale: 'houseForSale',
};

/** Each facility's word in the glossary. */
const FACILITY_WORDS: Record<Facility, GlossaryWord> = {
  parking: 'parking',
  furnished: 'furnished',
  kitchen: 'kitchen',
  hotwater: 'hotWater',
  aircondition: 'airConditioning',
};

/** Other spellings people type for a type, beside the glossary's: 'ඇනෙක්ස්' is how Sri Lankan ads write annex. */
const TYPE_SPELLINGS: Partial<Record<ListingType, readonly string[]>> = {
  annex: ['ඇනෙක්ස්'],
};

/** What search keys are made of: the listing's own text and what it is, where and with what. */
export type SearchableListing = Pick<Listing, 'name' | 'description' | 'address' | 'city' | 'district' | 'type'> &
  Partial<Pick<Listing, Facility>>;

/**
 * A listing's search keys: its name, description, address, town and district, and its type, and
 * the Sinhala and Tamil names of its district, town, type and facilities, and its town's other
 * names (its postal zone, "colombo 6" for Wellawatte, in three scripts); normalised, one per line
 * (neither a word nor a place's name spans two).
 */
export function searchKeysOf(listing: SearchableListing): string {
  const place = isDistrict(listing.district) ? PLACE_NAMES[listing.district] : undefined;
  const town = place && Object.hasOwn(place.towns, listing.city) ? place.towns[listing.city] : undefined;
  const aliases = town ? (TOWN_ALIASES[listing.district as District]?.[listing.city] ?? []) : [];
  const typeWords = isListingType(listing.type)
    ? [LISTING_TYPE_TEXT[listing.type].label, ...Object.values(GLOSSARY[TYPE_WORDS[listing.type]]), ...(TYPE_SPELLINGS[listing.type] ?? [])]
    : [];
  const facilityWords = FACILITIES.filter((facility) => listing[facility] === true).flatMap((facility) =>
    Object.values(GLOSSARY[FACILITY_WORDS[facility]]),
  );
  const keys = [
    listing.name,
    listing.description,
    listing.address,
    listing.city,
    listing.district,
    ...(place ? [place.district.si, place.district.ta] : []),
    ...(town ? [town.si, town.ta] : []),
    ...aliases,
    ...typeWords,
    ...facilityWords,
  ];
  return [...new Set(keys.map((key) => normalizeSearchText(String(key ?? ''))).filter((key) => key !== ''))].join('\n');
}

/** Bump when searchKeysOf makes keys differently; a change of the words it takes bumps SEARCH_KEYS_VERSION by itself. */
const SEARCH_KEYS_FORMULA = 2;

/** FNV-1a (32 bits) as hex: enough to tell one vocabulary from another. */
function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * Which keys a listing holds: a digest of the formula and every word the keys take (place names,
 * the glossary, the types' labels and other spellings), so that a fixed translation makes stored
 * keys out of date and SearchKeysBackfillJob remakes them.
 */
export const SEARCH_KEYS_VERSION = digestOf(
  JSON.stringify([SEARCH_KEYS_FORMULA, PLACE_NAMES, TOWN_ALIASES, GLOSSARY, TYPE_WORDS, FACILITY_WORDS, TYPE_SPELLINGS, LISTING_TYPE_TEXT]),
);

/** What a listing stores for search: its keys and the version they were made with. */
export function searchKeyFieldsOf(listing: SearchableListing): { searchKeys: string; searchKeysVersion: string } {
  return { searchKeys: searchKeysOf(listing), searchKeysVersion: SEARCH_KEYS_VERSION };
}

/**
 * Place names of more than one word, normalised, in every script: "colombo 7", "mount lavinia",
 * "nuwara eliya", "කොළඹ 7". A search term's words that spell one are matched as one phrase.
 */
const PLACE_PHRASES: ReadonlySet<string> = new Set(
  Object.entries(PLACE_NAMES)
    .flatMap(([district, { district: districtNames, towns }]) => [
      district,
      districtNames.si,
      districtNames.ta,
      ...Object.entries(towns).flatMap(([town, names]) => [
        town,
        names.si,
        names.ta,
        ...(TOWN_ALIASES[district as District]?.[town] ?? []),
      ]),
    ])
    .map(normalizeSearchText)
    .filter((name) => name.includes(' ')),
);
const LONGEST_PHRASE = Math.max(...[...PLACE_PHRASES].map((phrase) => phrase.split(' ').length));

/**
 * A term's distinct parts, each of which a listing's keys must hold: its words, except that
 * consecutive words spelling a place's name ("colombo 7", "mount lavinia") stay together as one
 * phrase, so "Colombo 7" finds Cinnamon Gardens and not every Colombo listing with a 7 in it.
 */
export function searchPhrasesOf(term: string): string[] {
  const normalized = normalizeSearchText(term);
  if (normalized === '') return [];
  const words = normalized.split(' ');
  const phrases: string[] = [];
  for (let start = 0; start < words.length;) {
    let length = Math.min(LONGEST_PHRASE, words.length - start);
    while (length > 1 && !PLACE_PHRASES.has(words.slice(start, start + length).join(' '))) length -= 1;
    phrases.push(words.slice(start, start + length).join(' '));
    start += length;
  }
  return [...new Set(phrases)];
}
