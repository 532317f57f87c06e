/**
 * The lk-admin-regions boundaries (geo/*.geojson, beside the repository) and a point-in-polygon
 * test on them: the gazetteer's spec checks each campus against its DS division and each town
 * against its district with them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GeoPoint, isInPolygon } from '@nivasa/contracts/geo';
import { ADMIN_REGIONS_DIR } from './gazetteer';

/** [lng, lat] rings: the outer one first, then its holes. */
type Polygon = [number, number][][];

interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };
}

/** Each region's polygons by census code (LK-1103), from `geo/<file>`; `level` is the adm level (2 districts, 3 DS). */
export function boundaries(file: 'districts.geojson' | 'dsds.geojson', level: 2 | 3): Map<string, Polygon[]> {
  const { features } = JSON.parse(readFileSync(join(ADMIN_REGIONS_DIR, 'geo', file), 'utf8')) as { features: Feature[] };
  return new Map(
    features.map((feature) => {
      const code = String(feature.properties[`adm${level}_pcode`]).replace(/^LK/, 'LK-');
      const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
      return [code, polygons];
    }),
  );
}

const pointsOf = (ring: [number, number][]): GeoPoint[] => ring.map(([lng, lat]) => ({ lat, lng }));

/** Whether the point is inside one of the polygons (and in none of its holes). */
export function contains(polygons: Polygon[], lat: number, lng: number): boolean {
  const point = { lat, lng };
  return polygons.some(
    ([outer, ...holes]) => isInPolygon(point, pointsOf(outer!)) && !holes.some((hole) => isInPolygon(point, pointsOf(hole))),
  );
}

/** The code of the region the point lies in, if any. */
export function regionAt(regions: Map<string, Polygon[]>, lat: number, lng: number): string | undefined {
  return [...regions].find(([, polygons]) => contains(polygons, lat, lng))?.[0];
}
