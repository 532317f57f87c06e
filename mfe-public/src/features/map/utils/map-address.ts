/**
 * What the search page's address says about its map, in the forms the API reads (contracts
 * search-query.ts): `bbox=minLng,minLat,maxLng,maxLat` (Search this area), `polygon=lng,lat;...`
 * (a drawn area), and `map=zoom,lat,lng`, the view, so a shared link opens the same map.
 * Reading is lenient: what does not parse is no area.
 */

export type LngLat = [lng: number, lat: number];
export type Bbox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

export interface MapView {
  zoom: number;
  lat: number;
  lng: number;
}

/** The island with its waters, where every Nivasa listing is. */
export const SRI_LANKA_BBOX: Bbox = [79.4, 5.8, 82.0, 9.9];
export const MAP_ZOOM = { min: 6, max: 18 } as const;
/** As the API takes polygons: 3 to 50 points. */
export const POLYGON_POINTS = { min: 3, max: 50 } as const;
/** About 1 m: finer is noise in an address. */
const DECIMALS = 5;

export const MAP_PARAMETERS = { bbox: 'bbox', polygon: 'polygon', view: 'map' } as const;

const coordinate = (value: number) => String(Number(value.toFixed(DECIMALS)));

const numbersOf = (text: string): number[] | undefined => {
  const values = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return values.every(Number.isFinite) ? values : undefined;
};

const onTheIsland = ([lng, lat]: LngLat) =>
  lng >= SRI_LANKA_BBOX[0] && lng <= SRI_LANKA_BBOX[2] && lat >= SRI_LANKA_BBOX[1] && lat <= SRI_LANKA_BBOX[3];

export function formatBbox(bbox: Bbox): string {
  return bbox.map(coordinate).join(',');
}

export function parseBbox(text: string | null): Bbox | undefined {
  const values = text ? numbersOf(text) : undefined;
  if (values?.length !== 4) return undefined;
  const [minLng, minLat, maxLng, maxLat] = values;
  return minLng < maxLng && minLat < maxLat ? [minLng, minLat, maxLng, maxLat] : undefined;
}

export function formatPolygon(points: readonly LngLat[]): string {
  return points.map(([lng, lat]) => `${coordinate(lng)},${coordinate(lat)}`).join(';');
}

/** A drawn area's points, without a closing point that repeats the first. */
export function parsePolygon(text: string | null): LngLat[] | undefined {
  if (!text) return undefined;
  const points: LngLat[] = [];
  for (const pair of text.split(';')) {
    const values = numbersOf(pair);
    if (values?.length !== 2 || !onTheIsland(values as LngLat)) return undefined;
    points.push(values as LngLat);
  }
  const [first, last] = [points[0], points[points.length - 1]];
  if (points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points.length >= POLYGON_POINTS.min && points.length <= POLYGON_POINTS.max ? points : undefined;
}

export function formatView({ zoom, lat, lng }: MapView): string {
  return `${Math.round(zoom)},${coordinate(lat)},${coordinate(lng)}`;
}

export function parseView(text: string | null): MapView | undefined {
  const values = text ? numbersOf(text) : undefined;
  if (values?.length !== 3) return undefined;
  const [zoom, lat, lng] = values;
  if (!Number.isInteger(zoom) || zoom < MAP_ZOOM.min || zoom > MAP_ZOOM.max || !onTheIsland([lng, lat])) return undefined;
  return { zoom, lat, lng };
}

/** The address's query with the map's parameters changed (undefined removes one), the rest as it was. */
export function withMapParameters(
  search: string,
  changes: Partial<Record<keyof typeof MAP_PARAMETERS, string | undefined>>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes) as [keyof typeof MAP_PARAMETERS, string | undefined][]) {
    if (value === undefined) params.delete(MAP_PARAMETERS[key]);
    else params.set(MAP_PARAMETERS[key], value);
  }
  const query = params.toString().replace(/%2C/g, ',').replace(/%3B/g, ';');
  return query ? `?${query}` : '';
}
