import { DISTRICTS, DISTRICT_TOWNS, isDistrict, isTownOf, townsOf } from './districts';

describe('districts', () => {
  it('lists the 25 districts of Sri Lanka', () => {
    expect(DISTRICTS).toHaveLength(25);
    expect(DISTRICTS).toEqual(expect.arrayContaining(['Colombo', 'Jaffna', 'Nuwara Eliya', 'Monaragala']));
  });

  it('gives every district at least 8 distinct towns, and the big four at least 15', () => {
    for (const district of DISTRICTS) {
      const towns = townsOf(district);
      expect(new Set(towns).size).toBe(towns.length);
      expect(towns.length).toBeGreaterThanOrEqual(8);
    }
    for (const district of ['Colombo', 'Gampaha', 'Kandy', 'Galle'] as const) {
      expect(DISTRICT_TOWNS[district].length).toBeGreaterThanOrEqual(15);
    }
  });

  it('names each district after a town inside it', () => {
    for (const district of DISTRICTS) expect(isTownOf(district, district)).toBe(true);
  });

  it('refuses names that are not districts, including prototype keys', () => {
    expect(isDistrict('Colombo')).toBe(true);
    expect(isDistrict('colombo')).toBe(false);
    expect(isDistrict('toString')).toBe(false);
    expect(isDistrict({ $ne: 1 })).toBe(false);
    expect(isTownOf('Kandy', 'Galle')).toBe(false);
  });
});
