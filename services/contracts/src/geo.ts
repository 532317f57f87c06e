/**
 * Points and areas on the map of Sri Lanka, as listings store them and searches ask for them:
 * one home for the bounds, the distance and the exact tests the development engine runs in code.
 */

/** A point in degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A latitude and longitude range. */
export interface GeoBounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Sri Lanka and its waters, with some room: a listing's point and a search's centre lie inside. */
export const SRI_LANKA_BOUNDS: GeoBounds = { minLat: 5.85, maxLat: 9.9, minLng: 79.5, maxLng: 81.95 };

/** The mean Earth radius, in kilometres (as MongoDB's spherical queries take it, 6378.1 is the equator's). */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

export function isInBounds(point: GeoPoint, bounds: GeoBounds): boolean {
  return point.lat >= bounds.minLat && point.lat <= bounds.maxLat && point.lng >= bounds.minLng && point.lng <= bounds.maxLng;
}

/** The great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as answers carry it: kilometres to one decimal. */
export function roundedKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The point `metres` away from `from` in the direction `bearing` (radians, clockwise from north). */
export function movedPoint(from: GeoPoint, bearing: number, metres: number): GeoPoint {
  const angle = metres / 1000 / EARTH_RADIUS_KM;
  const lat1 = radians(from.lat);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lng2 =
    radians(from.lng) + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: degrees(lat2), lng: degrees(lng2) };
}

/** The latitude and longitude range that holds every point within `km` of the centre (a little more near the poles' side). */
export function circleBounds(centre: GeoPoint, km: number): GeoBounds {
  const dLat = degrees(km / EARTH_RADIUS_KM);
  const dLng = dLat / Math.max(Math.cos(radians(Math.abs(centre.lat) + dLat)), 1e-6);
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** The range the points span. */
export function boundsOfPoints(points: readonly GeoPoint[]): GeoBounds {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

/**
 * Whether the point lies inside the ring (its vertices in order, not repeated at the end), by
 * crossings of a ray in the plane of longitude and latitude: for areas of a few tens of
 * kilometres drawn on a map, the same answer as a spherical test to within metres.
 */
export function isInPolygon(point: GeoPoint, ring: readonly GeoPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as GeoPoint;
    const b = ring[j] as GeoPoint;
    if (a.lat > point.lat !== b.lat > point.lat && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) {
      inside = !inside;
    }
  }
  return inside;
}

const cross = (o: GeoPoint, a: GeoPoint, b: GeoPoint) => (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);

function segmentsCross(a: GeoPoint, b: GeoPoint, c: GeoPoint, d: GeoPoint): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  // Touching or overlapping: a vertex on the other segment.
  const onSegment = (p: GeoPoint, q: GeoPoint, r: GeoPoint) =>
    Math.min(p.lng, q.lng) <= r.lng &&
    r.lng <= Math.max(p.lng, q.lng) &&
    Math.min(p.lat, q.lat) <= r.lat &&
    r.lat <= Math.max(p.lat, q.lat);
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/**
 * Whether the ring is a simple polygon a person could draw: no vertex repeated, some area, and no
 * edge crossing or touching another but its neighbours (a real MongoDB refuses such a polygon).
 */
export function isSimplePolygon(ring: readonly GeoPoint[]): boolean {
  const n = ring.length;
  if (n < 3) return false;
  const keys = new Set(ring.map((point) => `${point.lat},${point.lng}`));
  if (keys.size !== n) return false;
  let twiceArea = 0;
  for (let i = 0; i < n; i++) {
    const a = ring[i] as GeoPoint;
    const b = ring[(i + 1) % n] as GeoPoint;
    twiceArea += a.lng * b.lat - b.lng * a.lat;
  }
  if (Math.abs(twiceArea) < 1e-12) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsCross(ring[i] as GeoPoint, ring[(i + 1) % n] as GeoPoint, ring[j] as GeoPoint, ring[(j + 1) % n] as GeoPoint))
        return false;
    }
  }
  return true;
}
