import { distanceKm, EARTH_RADIUS_KM, type GeoPoint, movedPoint } from '@nivasa/contracts/geo';
import { GEO_LIMITS } from '@nivasa/contracts/limits';
import { Types } from 'mongoose';
import {
  boundsOfArea,
  congoCandidateQueryOf,
  isInArea,
  pageOfCandidates,
  searchAreaOf,
  usesGeoOperators,
  withMongoArea,
} from './geo-query';
import { parseSearchQuery, searchQueryOf } from './search-query';
import { publicListingsFilter } from './public-listings.filter';

// The public filter reads the clock (an expired listing is out): one instant for each plan and its expectation.
const NOW = new Date('2026-11-26T06:00:00.000Z');
beforeAll(() => jest.useFakeTimers({ now: NOW }));
afterAll(() => jest.useRealTimers());

const visitor = { isAdmin: false };
const moratuwa = { lat: 6.7951, lng: 79.9009 };
const planOf = (query: Record<string, string>) => searchQueryOf(parseSearchQuery(query, visitor));
const areaOf = (query: Record<string, string>, centre: GeoPoint | 'no centre' = moratuwa) => {
  const filters = parseSearchQuery(query, visitor);
  return searchAreaOf(filters.place ?? {}, centre === 'no centre' ? undefined : centre, filters.sort === 'distance');
};

describe('the engine decides the builder', () => {
  it('uses geo operators on MongoDB, and on an external server (production), but not on CongoDB', () => {
    expect(usesGeoOperators('mongodb')).toBe(true);
    expect(usesGeoOperators('external')).toBe(true);
    expect(usesGeoOperators('congodb')).toBe(false);
  });
});

describe('the area of a search', () => {
  it('gives a centre the default radius, and reads the view and the drawn area', () => {
    expect(areaOf({ near: 'university-of-moratuwa' })).toEqual({
      centre: moratuwa,
      radiusKm: GEO_LIMITS.radiusKmDefault,
      byDistance: false,
    });
    expect(areaOf({ bbox: '79.8,6.7,80,6.9', polygon: '79.85,6.75;79.95,6.75;79.9,6.85' }, 'no centre')).toEqual({
      bbox: { minLng: 79.8, minLat: 6.7, maxLng: 80, maxLat: 6.9 },
      polygon: [
        { lng: 79.85, lat: 6.75 },
        { lng: 79.95, lat: 6.75 },
        { lng: 79.9, lat: 6.85 },
      ],
      byDistance: false,
    });
  });
});

describe('on a real MongoDB', () => {
  it('finds within a radius of the public point with $centerSphere on the 2dsphere index', () => {
    const plan = planOf({ near: 'university-of-moratuwa', radiusKm: '2', type: 'annex' });
    const query = withMongoArea(plan, areaOf({ near: 'university-of-moratuwa', radiusKm: '2' }));
    expect(query.filter).toEqual({
      $and: [
        publicListingsFilter(),
        { type: 'annex' },
        { publicPoint: { $geoWithin: { $centerSphere: [[79.9009, 6.7951], 2 / EARTH_RADIUS_KM] } } },
      ],
    });
    expect(query.sort).toEqual(plan.sort);
  });

  it('orders by distance with $nearSphere, which bounds the radius and takes no other order', () => {
    const query = withMongoArea(planOf({ near: 'x1', sort: 'distance' }), areaOf({ near: 'x1', sort: 'distance' }));
    expect(query.filter).toEqual({
      $and: [publicListingsFilter()],
      publicPoint: { $nearSphere: { $geometry: { type: 'Point', coordinates: [79.9009, 6.7951] }, $maxDistance: 5000 } },
    });
    expect(query.sort).toEqual({});
    expect(query).toMatchObject({ skip: 0, limit: 9 });
  });

  it('finds within a view and a drawn area as closed GeoJSON polygons', () => {
    const query = { bbox: '79.8,6.7,80,6.9', polygon: '79.85,6.75;79.95,6.75;79.9,6.85' };
    const { filter } = withMongoArea(planOf(query), areaOf(query, 'no centre'));
    expect(filter.$and.slice(1)).toEqual([
      {
        publicPoint: {
          $geoWithin: {
            $geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [79.8, 6.7],
                  [80, 6.7],
                  [80, 6.9],
                  [79.8, 6.9],
                  [79.8, 6.7],
                ],
              ],
            },
          },
        },
      },
      {
        publicPoint: {
          $geoWithin: {
            $geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [79.85, 6.75],
                  [79.95, 6.75],
                  [79.9, 6.85],
                  [79.85, 6.75],
                ],
              ],
            },
          },
        },
      },
    ]);
  });
});

describe('on the development engine', () => {
  it('reads a lat/lng range holding the circle, in the search order, at most the cap, ids and points only', () => {
    const area = areaOf({ near: 'x1', radiusKm: '2' });
    const query = congoCandidateQueryOf(planOf({ near: 'x1', radiusKm: '2', type: 'annex' }), area);
    const bounds = boundsOfArea(area)!;
    expect(query).toEqual({
      filter: {
        $and: [
          { publicLat: { $gte: bounds.minLat, $lte: bounds.maxLat } },
          { publicLng: { $gte: bounds.minLng, $lte: bounds.maxLng } },
          publicListingsFilter(),
          { type: 'annex' },
        ],
      },
      sort: { createdAt: -1, _id: -1 },
      limit: GEO_LIMITS.areaCandidatesMax,
    });
    // The circle's range is about 2 km either side.
    expect((bounds.maxLat - bounds.minLat) * 111.2).toBeCloseTo(4, 1);
    // Ordered by distance, the read has no order of its own.
    expect(congoCandidateQueryOf(planOf({ near: 'x1', sort: 'distance' }), areaOf({ near: 'x1', sort: 'distance' })).sort).toEqual({});
  });

  it('takes the range all the areas share', () => {
    const area = { ...areaOf({ near: 'x1', radiusKm: '50' }), bbox: { minLng: 79.88, minLat: 6.78, maxLng: 79.92, maxLat: 6.81 } };
    expect(boundsOfArea(area)).toEqual(area.bbox);
  });

  it('tests each candidate exactly, orders by distance when asked, and pages', () => {
    const at = (metres: number, bearing = 0) => {
      const point = movedPoint(moratuwa, bearing, metres);
      return { _id: new Types.ObjectId(), publicLat: point.lat, publicLng: point.lng };
    };
    // Read newest first: 3 km, in the range's corner but outside the circle, 1 km, 2 km, no point.
    const far = at(3000);
    const corner = at(2900, Math.PI / 4);
    const near = at(1000, 2);
    const middle = at(2000, 4);
    const unplaced = { _id: new Types.ObjectId() };
    const candidates = [far, corner, near, middle, unplaced];
    const byDate = areaOf({ near: 'x1', radiusKm: '2.5' });
    expect(pageOfCandidates(candidates, byDate, 0, 9)).toEqual([near, middle]);
    const byDistance = areaOf({ near: 'x1', radiusKm: '5', sort: 'distance' });
    expect(pageOfCandidates(candidates, byDistance, 0, 9)).toEqual([near, middle, corner, far]);
    expect(pageOfCandidates(candidates, byDistance, 1, 2)).toEqual([middle, corner]);
    expect(distanceKm(moratuwa, { lat: corner.publicLat, lng: corner.publicLng })).toBeGreaterThan(2.5);
  });

  it('tests a drawn area point by point', () => {
    const area = areaOf({ polygon: '79.85,6.75;79.95,6.75;79.9,6.85' }, 'no centre');
    expect(isInArea({ lng: 79.9, lat: 6.78 }, area)).toBe(true);
    // Inside the polygon's range, outside the triangle.
    expect(isInArea({ lng: 79.86, lat: 6.84 }, area)).toBe(false);
  });
});

describe('expired listings', () => {
  const notExpired = { expiresAt: { $not: { $lte: NOW } } };

  it('are left out by the one public filter, on both engines and with no area', () => {
    expect(publicListingsFilter()).toMatchObject(notExpired);
    const plain = planOf({ type: 'annex' });
    expect(plain.filter.$and[0]).toMatchObject(notExpired);
    const area = areaOf({ near: 'x1', radiusKm: '2' });
    const onMongo = withMongoArea(planOf({ near: 'x1', radiusKm: '2' }), area);
    expect(onMongo.filter.$and).toContainEqual(expect.objectContaining(notExpired));
    const onCongo = congoCandidateQueryOf(planOf({ near: 'x1', radiusKm: '2' }), area);
    expect(onCongo.filter.$and).toContainEqual(expect.objectContaining(notExpired));
  });

  it("are out of an admin's search for approved listings too (the public one), not of one for another status", () => {
    const plan = searchQueryOf(parseSearchQuery({ status: 'approved' }, { isAdmin: true }));
    expect(JSON.stringify(plan.filter)).toContain('expiresAt');
    const pending = searchQueryOf(parseSearchQuery({ status: 'pending' }, { isAdmin: true }));
    expect(JSON.stringify(pending.filter)).not.toContain('expiresAt');
  });
});
