import { readFileSync } from 'node:fs';
import { DISTRICT_NAMES } from '@nivasa/contracts/district-names';
import { distanceKm } from '@nivasa/contracts/geo';
import { boundaries, contains } from './boundaries';
import { adminRegionsPresent, gazetteerFromData, generatedFiles } from './gazetteer';
import { CAMPUSES } from './gazetteer-data';

// The data lives beside the repository (../shared/data/lk-admin-regions), as CI checks it out.
describe('the gazetteer', () => {
  const gazetteer = gazetteerFromData();

  it('is what the generator writes from the lk-admin-regions data (place names, aliases, the API data)', () => {
    expect(adminRegionsPresent()).toBe(true);
    for (const [file, text] of generatedFiles()) expect([file, readFileSync(file, 'utf8') === text]).toEqual([file, true]);
  });

  it('holds every district, DS and GN division of the data', () => {
    expect(gazetteer.districts).toHaveLength(25);
    expect(gazetteer.dsDivisions).toHaveLength(339);
    expect(gazetteer.gnDivisions).toHaveLength(14043);
  });

  it('has at least the 17 state universities, private campuses and hospitals, each with a source', () => {
    expect(CAMPUSES.filter((campus) => campus.category === 'university')).toHaveLength(17);
    expect(CAMPUSES.filter((campus) => campus.category === 'private').length).toBeGreaterThanOrEqual(5);
    expect(CAMPUSES.filter((campus) => campus.category === 'hospital').length).toBeGreaterThanOrEqual(10);
    for (const campus of CAMPUSES) expect([campus.id, campus.source.length > 20]).toEqual([campus.id, true]);
  });

  it("puts each campus inside the DS division it claims (the division's boundary)", () => {
    const divisions = boundaries('dsds.geojson', 3);
    const outside = CAMPUSES.filter((campus) => !contains(divisions.get(campus.ds) ?? [], campus.lat, campus.lng));
    expect(outside.map((campus) => `${campus.id} (${campus.ds})`)).toEqual([]);
  });

  it("puts each campus within 2 km of a GN division centre of its DS division, the nearest centre of all but near a division's border", () => {
    // GN codes start with their DS division's (LK-1127085 lies in LK-1127).
    const centres = gazetteer.gnDivisions.map(([code, , , , lat, lng]) => ({ ds: code.slice(0, 7), lat, lng }));
    const nearest = (campus: (typeof CAMPUSES)[number], ds?: string) =>
      Math.min(...centres.filter((centre) => !ds || centre.ds === ds).map((centre) => distanceKm(campus, centre)));
    const far = CAMPUSES.filter((campus) => nearest(campus, campus.ds) > 2);
    expect(far.map((campus) => campus.id)).toEqual([]);
    // These lie inside their DS division (the boundary test above) within 1.6 km of one of its GN
    // centres, but a neighbouring division's centre is nearer (by 0.0–0.8 km): a point close to the
    // border, or out by a few hundred metres; none is clearly elsewhere in the data, so none moved.
    const NEAR_A_BORDER = [
      'colombo-faculty-of-medicine',
      'ruhuna-faculty-of-medicine-karapitiya',
      'teaching-hospital-peradeniya',
      'teaching-hospital-karapitiya',
      'teaching-hospital-anuradhapura',
    ];
    const nearerElsewhere = CAMPUSES.filter((campus) => nearest(campus) < nearest(campus, campus.ds));
    expect(nearerElsewhere.map((campus) => campus.id)).toEqual(NEAR_A_BORDER);
  });

  it("puts each town's centre inside its district (the district's boundary, or on the coast within 1 km of it)", () => {
    const districts = boundaries('districts.geojson', 2);
    // The boundaries are the data's coarsest: on the coast they cut off a few hundred metres of shore
    // (Moratuwa's and Mount Lavinia's centres fall there), so a point 1 km inland counts.
    const KM = 1 / 111;
    const nearby = (lat: number, lng: number) =>
      [
        [0, 0],
        [KM, 0],
        [-KM, 0],
        [0, KM],
        [0, -KM],
      ].map(([dLat, dLng]) => [lat + dLat!, lng + dLng!] as const);
    const inDistrict = (town: (typeof gazetteer.towns)[number]) =>
      nearby(town.lat, town.lng).some(([lat, lng]) => contains(districts.get(DISTRICT_NAMES[town.district].code!) ?? [], lat, lng));
    const outside = gazetteer.towns.filter((town) => !inDistrict(town));
    expect(outside.map((town) => `${town.district}/${town.name}`)).toEqual([]);
  });
});
