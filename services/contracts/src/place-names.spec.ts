import { DISTRICT_TOWNS, DISTRICTS } from './districts';
import { PLACE_NAMES } from './place-names';

// Postal zones keep their number in digits, as Sri Lankans write them in any script (කොළඹ 7).
const SINHALA = /^[\u0D80-\u0DFF\u200D 0-9-]+$/;
const TAMIL = /^[\u0B80-\u0BFF 0-9-]+$/;

describe('PLACE_NAMES', () => {
  it.each(DISTRICTS)('names %s and each of its towns in Sinhala and Tamil script', (district) => {
    const names = PLACE_NAMES[district];
    expect(names.district.si).toMatch(SINHALA);
    expect(names.district.ta).toMatch(TAMIL);
    expect(Object.keys(names.towns)).toEqual([...DISTRICT_TOWNS[district]]);
    for (const town of Object.values(names.towns)) {
      expect(town.si).toMatch(SINHALA);
      expect(town.ta).toMatch(TAMIL);
    }
  });

  it('gives the census code of each district', () => {
    expect(PLACE_NAMES.Colombo.district.code).toBe('LK-11');
    expect(PLACE_NAMES.Kegalle.district.code).toBe('LK-92');
    expect(new Set(DISTRICTS.map((district) => PLACE_NAMES[district].district.code)).size).toBe(25);
  });
});
