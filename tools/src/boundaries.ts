/**
 * The lk-admin-regions boundaries (geo/*.geojson, beside the repository) and a point-in-polygon
 * test on them: the gazetteer's spec checks each campus against its DS division and each town
 * against its district with them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Whether the point is inside the ring (ray casting). */
function inRing(ring: [number, number][], lat: number, lng: number): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const [x1, y1] = ring[index]!;
    const [x2, y2] = ring[previous]!;
    if (y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/** Whether the point is inside one of the polygons (and in none of its holes). */
export function contains(polygons: Polygon[], lat: number, lng: number): boolean {
  return polygons.some(([outer, ...holes]) => inRing(outer!, lat, lng) && !holes.some((hole) => inRing(hole, lat, lng)));
}

/** The code of the region the point lies in, if any. */
export function regionAt(regions: Map<string, Polygon[]>, lat: number, lng: number): string | undefined {
  return [...regions].find(([, polygons]) => contains(polygons, lat, lng))?.[0];
}
