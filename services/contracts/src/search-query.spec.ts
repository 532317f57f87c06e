import { fieldErrorOf } from './field-errors';
import { SEARCH_LIMITS } from './limits';
import { SEARCH_MESSAGES } from './listing-messages';
import { readBbox, readPolygon, readSearchQuery } from './search-query';
import { parseSearchFilters } from './search-url';

const address = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe('the one search parser', () => {
  it('reads every parameter as the API takes it', () => {
    expect(
      readSearchQuery({
        searchTerm: ' pool ',
        type: 'annex',
        district: 'Kandy',
        city: 'Peradeniya',
        parking: 'true',
        kitchen: 'false',
        minPrice: '100',
        availableBy: '2026-12-01',
        limit: '500',
        startIndex: '9',
      }),
    ).toEqual({
      success: true,
      query: {
        searchTerm: 'pool',
        type: 'annex',
        district: 'Kandy',
        city: 'Peradeniya',
        parking: true,
        kitchen: false,
        minPrice: 100,
        availableBy: '2026-12-01',
        limit: SEARCH_LIMITS.maxPageSize,
        startIndex: 9,
      },
    });
  });

  it('refuses for the API, each parameter with its code: unknown, repeated, operator, and bad values', () => {
    expect(readSearchQuery({ colour: 'blue', type: ['annex', 'hostel'], x: { $ne: 1 }, availableBy: '1 Dec', limit: '0' })).toEqual({
      success: false,
      errors: [
        fieldErrorOf('type', 'FIELD_REPEATED', SEARCH_MESSAGES.repeated('type')),
        fieldErrorOf('x[$ne]', 'FIELD_NOT_ALLOWED', SEARCH_MESSAGES.unknownParameter('x[$ne]')),
        fieldErrorOf('colour', 'FIELD_NOT_ALLOWED', SEARCH_MESSAGES.unknownParameter('colour')),
        fieldErrorOf('availableBy', 'FIELD_INVALID', SEARCH_MESSAGES.availableBy),
        fieldErrorOf('limit', 'FIELD_TOO_SMALL', SEARCH_MESSAGES.limit, { min: 1 }),
      ],
    });
  });

  it('reads an address with the same parser, leaving out what it refuses rather than failing', () => {
    expect(address('type=castle&availableBy=2026-12-01&minPrice=abc&district=Kandy&city=Galle&utm_source=x')).toEqual({
      district: 'Kandy',
      availableBy: '2026-12-01',
    });
    expect(address('availableBy=2026-02-30&type=annex')).toEqual({ type: 'annex' });
  });

  it('gives the address and the API the same reading of the same text', () => {
    const text =
      'searchTerm=sea&type=apartment&district=Galle&city=Hikkaduwa&parking=true&maxPrice=50000&availableBy=2027-01-15&sort=rent&order=asc';
    const api = readSearchQuery(Object.fromEntries(new URLSearchParams(text)));
    expect(api.success && api.query).toEqual(address(text));
  });
});

describe('search by place and area', () => {
  const refusedFields = (query: Record<string, string>) => {
    const result = readSearchQuery(query);
    return result.success ? [] : result.errors.map((error) => [error.field, error.code]);
  };

  it('reads a centre, a radius, a view and a drawn area', () => {
    expect(readSearchQuery({ near: 'university-of-moratuwa', radiusKm: '2.5', sort: 'distance' })).toEqual({
      success: true,
      query: { near: 'university-of-moratuwa', radiusKm: 2.5, sort: 'distance' },
    });
    expect(readSearchQuery({ lat: '6.7951', lng: '79.9009' })).toEqual({ success: true, query: { lat: 6.7951, lng: 79.9009 } });
    const polygon = '79.85,6.85;79.9,6.85;79.9,6.9;79.85,6.85';
    expect(readSearchQuery({ bbox: '79.8,6.8,79.95,6.95', polygon })).toEqual({
      success: true,
      query: { bbox: '79.8,6.8,79.95,6.95', polygon },
    });
    expect(readBbox('79.8,6.8,79.95,6.95')).toEqual({ minLng: 79.8, minLat: 6.8, maxLng: 79.95, maxLat: 6.95 });
    // Closed automatically: the repeated first point is dropped.
    expect(readPolygon(polygon)).toEqual([
      { lng: 79.85, lat: 6.85 },
      { lng: 79.9, lat: 6.85 },
      { lng: 79.9, lat: 6.9 },
    ]);
  });

  it('refuses a point outside Sri Lanka, half a point, two centres, and a radius or distance order without a centre', () => {
    expect(refusedFields({ lat: '13.08', lng: '80.27' })).toEqual([['lng', 'FIELD_INVALID']]);
    expect(refusedFields({ lat: '6.9' })).toEqual([['lng', 'FIELD_INVALID']]);
    expect(refusedFields({ lat: '6.9', lng: '1e2' })).toEqual([['lng', 'FIELD_INVALID']]);
    expect(refusedFields({ near: 'kandy', lat: '6.9', lng: '79.9' })).toEqual([['near', 'FIELD_NOT_ALLOWED']]);
    expect(refusedFields({ radiusKm: '5' })).toEqual([['radiusKm', 'FIELD_NOT_ALLOWED']]);
    expect(refusedFields({ near: 'kandy', radiusKm: '0.4' })).toEqual([['radiusKm', 'FIELD_TOO_SMALL']]);
    expect(refusedFields({ near: 'kandy', radiusKm: '51' })).toEqual([['radiusKm', 'FIELD_TOO_LARGE']]);
    expect(refusedFields({ sort: 'distance' })).toEqual([['sort', 'FIELD_NOT_ALLOWED']]);
    expect(refusedFields({ near: 'Kandy!' })).toEqual([['near', 'FIELD_INVALID']]);
  });

  it('refuses views and areas that are no such thing', () => {
    for (const bbox of ['79.9,6.8,79.8,6.9', '79.8,6.8,79.9', '79.8,6.8,79.9,6.9,1', 'a,b,c,d', '79.8,-91,79.9,6.9']) {
      expect(refusedFields({ bbox })).toEqual([['bbox', 'FIELD_INVALID']]);
    }
    const bowTie = '79.8,6.8;79.9,6.9;79.9,6.8;79.8,6.9';
    const line = '79.8,6.8;79.85,6.85;79.9,6.9';
    const tooMany = Array.from({ length: 51 }, (_, i) => `${79.8 + Math.cos(i / 8) / 10},${6.8 + Math.sin(i / 8) / 10}`).join(';');
    for (const polygon of [bowTie, line, '79.8,6.8;79.9,6.9', tooMany, '1'.repeat(3000)]) {
      expect(refusedFields({ polygon })).toEqual([['polygon', polygon.length > 2500 ? 'FIELD_TOO_LONG' : 'FIELD_INVALID']]);
    }
  });

  it('a search page keeps a centre and an area from its address, and drops what the API would refuse', () => {
    expect(address('near=kandy&radiusKm=3&bbox=80.5,7.2,80.7,7.4')).toEqual({ near: 'kandy', radiusKm: 3, bbox: '80.5,7.2,80.7,7.4' });
    expect(address('radiusKm=3&type=annex')).toEqual({ type: 'annex' });
  });
});
