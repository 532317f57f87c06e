import { DISTRICT_TOWNS, DISTRICTS } from '@nivasa/contracts/districts';
import { PLACE_ID } from '@nivasa/contracts/places';
import { PlacesService } from './places.service';

describe('PlacesService', () => {
  const places = new PlacesService();
  const ids = (query: string, limit = 8) => places.search(query, limit).map((place) => place.id);

  it('finds a neighbourhood by its name in each script, any case', () => {
    expect(ids('Wellawatte')[0]).toBe('wellawatte');
    expect(ids('WELLAWATTE')[0]).toBe('wellawatte');
    expect(ids('වැල්ලවත්ත')[0]).toBe('wellawatte');
    expect(ids('வெள்ளவத்தை')[0]).toBe('wellawatte');
  });

  it('finds by a prefix, and by the start of a word of a name', () => {
    expect(ids('wella')).toContain('wellawatte');
    expect(ids('lavinia')).toContain('mount-lavinia');
    expect(ids('ja ela')[0]).toBe('ja-ela');
  });

  it('puts exact names before prefixes, and curated places before DS and GN divisions', () => {
    const found = places.search('kandy', 8);
    expect(
      found
        .slice(0, 2)
        .map((place) => place.kind)
        .sort(),
    ).toEqual(['district', 'town']);
    expect(found.slice(0, 2).every((place) => place.name === 'Kandy')).toBe(true);
    const borella = places.search('borella', 8);
    expect(borella[0]).toMatchObject({ id: 'borella', kind: 'town', district: 'Colombo' });
    // Borella North and South are GN divisions: after the neighbourhood.
    expect(borella.slice(1).map((place) => place.id)).toEqual(expect.arrayContaining(['lk-1127040', 'lk-1127045']));
  });

  it('finds a postal zone, and a neighbourhood by its zone', () => {
    expect(ids('colombo 7')).toEqual(expect.arrayContaining(['colombo-7', 'cinnamon-gardens']));
    expect(ids('colombo 7')[0]).toBe('colombo-7');
    expect(ids('Colombo 06')).toContain('wellawatte');
    expect(ids('කොළඹ 6')).toEqual(expect.arrayContaining(['colombo-6', 'wellawatte', 'pamankada']));
  });

  it('finds campuses by name, short name and script', () => {
    expect(ids('university of moratuwa')[0]).toBe('university-of-moratuwa');
    expect(ids('SLIIT')[0]).toBe('sliit-malabe');
    expect(ids('மொறட்டுவைப்')[0]).toBe('university-of-moratuwa');
    expect(places.byId('national-hospital-colombo')).toMatchObject({ kind: 'campus', district: 'Colombo' });
  });

  it('finds nothing for an empty query, and at most the limit', () => {
    expect(places.search('  ', 8)).toEqual([]);
    expect(places.search('a', 20)).toHaveLength(20);
    expect(places.search('a', 1)).toHaveLength(1);
  });

  it('reads a query literally: regular-expression characters are text', () => {
    expect(places.search('.*', 8)).toEqual([]);
    expect(places.search('(', 8)).toEqual([]);
  });

  it('has every town of districts.ts, each with its centre in Sri Lanka', () => {
    for (const district of DISTRICTS) {
      for (const city of DISTRICT_TOWNS[district]) {
        const town = places.townOf(district, city);
        expect([district, city, town?.kind]).toEqual([district, city, 'town']);
        expect(town!.lat).toBeGreaterThan(5.8);
        expect(town!.lat).toBeLessThan(9.9);
        expect(town!.lng).toBeGreaterThan(79.5);
        expect(town!.lng).toBeLessThan(82);
      }
    }
    expect(places.townOf('Colombo', 'Kandy')).toBeUndefined();
    expect(places.townOf('toString', 'constructor')).toBeUndefined();
  });

  it('gives each place a well-formed, distinct id and three names', () => {
    const all = places.search('', 1);
    expect(all).toEqual([]);
    const wellawatte = places.byId('wellawatte')!;
    expect(wellawatte).toEqual({
      id: 'wellawatte',
      kind: 'town',
      name: 'Wellawatte',
      names: { en: 'Wellawatte', si: 'වැල්ලවත්ත', ta: 'வெள்ளவத்தை' },
      district: 'Colombo',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(places.byId('colombo-district')).toMatchObject({ kind: 'district', names: { si: 'කොළඹ', ta: 'கொழும்பு' } });
    expect(places.byId('lk-1127085')).toMatchObject({ kind: 'town', name: 'Wellawatta North', district: 'Colombo' });
    expect(places.byId('nowhere')).toBeUndefined();
    for (const query of ['a', 'k', 'm', 's', 'colombo']) for (const place of places.search(query, 20)) expect(place.id).toMatch(PLACE_ID);
  });
});
