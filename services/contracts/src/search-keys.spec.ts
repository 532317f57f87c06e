import { SEARCH_KEYS_VERSION, searchKeyFieldsOf, searchKeysOf, searchPhrasesOf } from './search-keys';
import { searchWordsOf } from './search-words';

const annex = {
  name: 'Quiet  ANNEX near the lake',
  description: 'ශ්‍රී ලංකා\u200c style',
  address: '12 Galaha Road',
  city: 'Nugegoda',
  district: 'Colombo',
  type: 'annex',
  parking: true,
  kitchen: false,
} as const;

/** Whether every word of the term is in the keys, as the search query asks. */
const finds = (term: string) => searchWordsOf(term).every((word) => searchKeysOf(annex).includes(word));

describe('searchKeysOf', () => {
  it('holds the listing’s own text, normalised: case folded, spaces collapsed, no ZWJ or ZWNJ', () => {
    const keys = searchKeysOf(annex).split('\n');
    expect(keys).toEqual(expect.arrayContaining(['quiet annex near the lake', 'ශ්රී ලංකා style', '12 galaha road', 'nugegoda', 'colombo']));
    expect(searchKeysOf(annex)).not.toMatch(/[\u200c\u200dA-Z]/);
  });

  it('names the town, district, type and facilities in Sinhala and Tamil too', () => {
    for (const term of ['නුගේගොඩ', 'நுகேகொடை', 'කොළඹ', 'கொழும்பு', 'ඇනෙක්සිය', 'ඇනෙක්ස්', 'அனெக்ஸ்', 'annex', 'parking', 'වාහන', 'தரிப்பிடம்'])
      expect({ term, found: finds(term) }).toEqual({ term, found: true });
  });

  it('leaves out facilities the listing does not have, and words it does not hold', () => {
    for (const term of ['kitchen', 'මුළුතැන්ගෙය', 'kandy', 'apartment']) expect({ term, found: finds(term) }).toEqual({ term, found: false });
  });

  it('finds the owner’s Sinhala words typed with or without the joiner', () => {
    expect(finds('ශ්‍රී')).toBe(true);
    expect(finds('ශ්රී')).toBe(true);
  });
});

describe('searchKeysOf for a neighbourhood', () => {
  const wellawatte = { ...annex, city: 'Wellawatte', address: '5 Ramakrishna Road' };

  it("holds its postal zone in the three scripts, the data's spelling and its names", () => {
    const keys = searchKeysOf(wellawatte).split('\n');
    expect(keys).toEqual(
      expect.arrayContaining(['wellawatte', 'වැල්ලවත්ත', 'வெள்ளவத்தை', 'wellawatta', 'colombo 6', 'colombo 06', 'කොළඹ 6', 'கொழும்பு 6']),
    );
  });

  it("holds a postal zone's neighbourhoods for a listing in the zone", () => {
    const keys = searchKeysOf({ ...annex, city: 'Colombo 7' }).split('\n');
    expect(keys).toEqual(expect.arrayContaining(['colombo 7', 'cinnamon gardens', 'කුරුඳුවත්ත']));
  });
});

describe('searchPhrasesOf', () => {
  it('keeps the words of a place name together, in any script, and the other words apart', () => {
    expect(searchPhrasesOf('Colombo 7')).toEqual(['colombo 7']);
    expect(searchPhrasesOf('room in  Mount Lavinia')).toEqual(['room', 'in', 'mount lavinia']);
    expect(searchPhrasesOf('nuwara eliya bungalow')).toEqual(['nuwara eliya', 'bungalow']);
    expect(searchPhrasesOf('කොළඹ 6 ඇනෙක්ස්')).toEqual(['කොළඹ 6', 'ඇනෙක්ස්']);
    expect(searchPhrasesOf('annex colombo')).toEqual(['annex', 'colombo']);
    expect(searchPhrasesOf('colombo colombo')).toEqual(['colombo']);
    expect(searchPhrasesOf('  ')).toEqual([]);
  });
});

describe('searchKeyFieldsOf', () => {
  it('gives the keys with the version of the vocabulary they were made with', () => {
    expect(searchKeyFieldsOf(annex)).toEqual({ searchKeys: searchKeysOf(annex), searchKeysVersion: SEARCH_KEYS_VERSION });
    expect(SEARCH_KEYS_VERSION).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('searchWordsOf', () => {
  it('splits a term into its distinct normalised words', () => {
    expect(searchWordsOf('  Room\tKANDY room ')).toEqual(['room', 'kandy']);
    expect(searchWordsOf('   ')).toEqual([]);
  });
});
