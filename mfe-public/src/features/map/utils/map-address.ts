/**
 * What the search page's address says about its map, in the forms the API reads (contracts
 * search-query.ts, whose readers these use): `bbox=minLng,minLat,maxLng,maxLat` (Search this
 * area), `polygon=lng,lat;...` (a drawn area), and `map=zoom,lat,lng`, the view, so a shared link
 * opens the same map. Reading is lenient: what does not parse is no area.
 */
import { isSimplePolygon } from '@nivasa/contracts/geo';
import { readBbox, readPolygon } from '@nivasa/contracts/search-query';

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
  const bounds = text ? readBbox(text) : undefined;
  return bounds && [bounds.minLng, bounds.minLat, bounds.maxLng, bounds.maxLat];
}

export function formatPolygon(points: readonly LngLat[]): string {
  return points.map(([lng, lat]) => `${coordinate(lng)},${coordinate(lat)}`).join(';');
}

/** A drawn area's points, without a closing point that repeats the first. */
export function parsePolygon(text: string | null): LngLat[] | undefined {
  return (text ? readPolygon(text) : undefined)?.map(({ lng, lat }): LngLat => [lng, lat]);
}

/** Whether drawn corners make an area the API takes: enough of them, and no edges that cross. */
export function isDrawableArea(corners: readonly LngLat[]): boolean {
  return (
    corners.length >= POLYGON_POINTS.min &&
    corners.length <= POLYGON_POINTS.max &&
    isSimplePolygon(corners.map(([lng, lat]) => ({ lng, lat })))
  );
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
export function withMapParameters(search: string, changes: Partial<Record<keyof typeof MAP_PARAMETERS, string | undefined>>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes) as [keyof typeof MAP_PARAMETERS, string | undefined][]) {
    if (value === undefined) params.delete(MAP_PARAMETERS[key]);
    else params.set(MAP_PARAMETERS[key], value);
  }
  const query = params.toString().replace(/%2C/g, ',').replace(/%3B/g, ';');
  return query ? `?${query}` : '';
}
