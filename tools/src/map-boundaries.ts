/**
 * Writes lk-boundaries.json for the search page's map and the listing form's pin (mfe-public, mfe-account): the district and DS division
 * boundaries that the map draws when no tile style is configured (MAP_STYLE_URL unset: development,
 * tests, machines with no internet), read from the lk-admin-regions data
 * (../shared/data/lk-admin-regions/geo beside the repository; MIT, see its README), simplified
 * (Douglas–Peucker, about 100 m) and rounded to 4 decimals (about 11 m), so the file stays small.
 *
 *   npx tsx tools/src/map-boundaries.ts     # writes the asset
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const GEO_DIR = join(ROOT, '..', 'shared', 'data', 'lk-admin-regions', 'geo');
// The search page's map (mfe-public) and the listing form's pin (mfe-account): remotes import nothing from each other, so each has its copy.
export const MAP_BOUNDARIES_ASSETS = [
  join(ROOT, 'mfe-public', 'src', 'features', 'map', 'assets', 'lk-boundaries.json'),
  join(ROOT, 'mfe-account', 'src', 'features', 'listings', 'assets', 'lk-boundaries.json'),
];

/** In degrees: about 100 m, finer than a district map at the zooms a search uses needs. */
const TOLERANCE = 0.001;
const DECIMALS = 4;

type Position = [number, number];
type Ring = Position[];
interface SourceFeature {
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

export interface BoundaryFeature {
  type: 'Feature';
  properties: { level: 'district' | 'dsd'; name: string };
  geometry: { type: 'MultiPolygon'; coordinates: Ring[][] };
}

function distanceToSegment([x, y]: Position, [x1, y1]: Position, [x2, y2]: Position): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** Douglas–Peucker: the points that keep the line within `tolerance` of the original. */
export function simplifyLine(points: Ring, tolerance: number): Ring {
  if (points.length <= 2) return points;
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const distance = distanceToSegment(points[index], points[first], points[last]);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index]);
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

/** A closed ring, simplified; undefined when too little of it is left to enclose anything. */
function simplifyRing(ring: Ring): Ring | undefined {
  const simplified = simplifyLine(ring, TOLERANCE).map(([lng, lat]): Position => [round(lng), round(lat)]);
  return simplified.length >= 4 ? simplified : undefined;
}

export function boundaryFeature(source: SourceFeature, level: 'district' | 'dsd'): BoundaryFeature {
  const polygons = source.geometry.type === 'Polygon' ? [source.geometry.coordinates] : source.geometry.coordinates;
  const coordinates = polygons
    .map((polygon) => polygon.map(simplifyRing).filter((ring): ring is Ring => ring !== undefined))
    .filter((polygon) => polygon.length > 0);
  const name = String(level === 'district' ? source.properties.adm2_name : source.properties.adm3_name);
  return { type: 'Feature', properties: { level, name }, geometry: { type: 'MultiPolygon', coordinates } };
}

function readFeatures(file: string): SourceFeature[] {
  return (JSON.parse(readFileSync(join(GEO_DIR, file), 'utf8')) as { features: SourceFeature[] }).features;
}

export function mapBoundaries() {
  // DS divisions first, so the districts' heavier lines draw over them.
  const features = [
    ...readFeatures('dsds.geojson').map((feature) => boundaryFeature(feature, 'dsd')),
    ...readFeatures('districts.geojson').map((feature) => boundaryFeature(feature, 'district')),
  ];
  return { type: 'FeatureCollection', features };
}

if (require.main === module) {
  const text = `${JSON.stringify(mapBoundaries())}\n`;
  for (const asset of MAP_BOUNDARIES_ASSETS) {
    writeFileSync(asset, text);
    console.log(`${asset}: ${(text.length / 1024).toFixed(1)} KB`);
  }
}
