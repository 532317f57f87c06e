/**
 * Search near a place or within an area, on either database engine (the app knows which from
 * DATABASE_ENGINE). Both search the point the public sees (publicPoint, publicLat/publicLng),
 * never the pin: a search's results, order and distances tell nothing the answers' `location`
 * does not show already.
 * - A real MongoDB: the 2dsphere index on publicPoint, with $geoWithin ($centerSphere for a
 *   radius, a GeoJSON Polygon for a view or a drawn area) and, ordered by distance, $nearSphere
 *   with $maxDistance (which orders by itself).
 * - The development engine (CongoDB: no geo operators): a range on publicLat and publicLng that
 *   holds the area, read in the search's order (none when by distance) up to
 *   GEO_LIMITS.areaCandidatesMax listings (their ids and points only); the exact test, the order
 *   by distance and the page are made here.
 */
import type { DatabaseEngine } from '@nivasa/contracts/api';
import {
  boundsOfPoints,
  circleBounds,
  distanceKm,
  EARTH_RADIUS_KM,
  type GeoBounds,
  type GeoPoint,
  isInBounds,
  isInPolygon,
} from '@nivasa/contracts/geo';
import { GEO_LIMITS } from '@nivasa/contracts/limits';
import { readBbox, readPolygon } from '@nivasa/contracts/search-query';
import type { QueryFilter, Types } from 'mongoose';
import type { ListingSearchQueryPlan, SearchPlaceParameters } from './search-query';
import type { Listing } from './schemas/listing.schema';

/** A search's place, resolved: a centre and its radius, a view, a drawn area, each optional; all given apply. */
export interface SearchArea {
  centre?: GeoPoint;
  /** Kilometres; with a centre only. */
  radiusKm?: number;
  bbox?: GeoBounds;
  polygon?: GeoPoint[];
  byDistance: boolean;
}

/** The area of the search's place parameters, the centre given (a place's, resolved by the caller, or lat/lng). */
export function searchAreaOf(place: SearchPlaceParameters, centre: GeoPoint | undefined, byDistance: boolean): SearchArea {
  return {
    ...(centre ? { centre, radiusKm: place.radiusKm ?? GEO_LIMITS.radiusKmDefault } : {}),
    ...(place.bbox ? { bbox: readBbox(place.bbox) } : {}),
    ...(place.polygon ? { polygon: readPolygon(place.polygon) } : {}),
    byDistance: byDistance && centre !== undefined,
  };
}

/** Which builder the engine takes. */
export function usesGeoOperators(engine: DatabaseEngine): boolean {
  return engine !== 'congodb';
}

const lngLat = (point: GeoPoint): [number, number] => [point.lng, point.lat];

/** A GeoJSON polygon's one ring, closed. */
function closedRing(points: readonly GeoPoint[]): [number, number][] {
  const ring = points.map(lngLat);
  return [...ring, lngLat(points[0] as GeoPoint)];
}

function bboxCorners(bbox: GeoBounds): GeoPoint[] {
  return [
    { lng: bbox.minLng, lat: bbox.minLat },
    { lng: bbox.maxLng, lat: bbox.minLat },
    { lng: bbox.maxLng, lat: bbox.maxLat },
    { lng: bbox.minLng, lat: bbox.maxLat },
  ];
}

const within = (geometry: object): QueryFilter<Listing> => ({ publicPoint: { $geoWithin: geometry } });

/**
 * The plan with the area's conditions for a real MongoDB. A view is a GeoJSON polygon ($box
 * works on legacy pairs, not on GeoJSON points); its edges are great circles, which at a map's
 * view of Sri Lanka lie within metres of the parallels.
 */
export function withMongoArea(plan: ListingSearchQueryPlan, area: SearchArea): ListingSearchQueryPlan {
  const conditions: QueryFilter<Listing>[] = [];
  if (area.bbox) conditions.push(within({ $geometry: { type: 'Polygon', coordinates: [closedRing(bboxCorners(area.bbox))] } }));
  if (area.polygon) conditions.push(within({ $geometry: { type: 'Polygon', coordinates: [closedRing(area.polygon)] } }));
  if (area.centre && area.radiusKm !== undefined && !area.byDistance) {
    conditions.push(within({ $centerSphere: [lngLat(area.centre), area.radiusKm / EARTH_RADIUS_KM] }));
  }
  const filter = { $and: [...plan.filter.$and, ...conditions] };
  if (!area.byDistance || !area.centre || area.radiusKm === undefined) return { ...plan, filter };
  // $nearSphere orders nearest first and bounds the distance itself; it takes no other order.
  const near = { $nearSphere: { $geometry: { type: 'Point', coordinates: lngLat(area.centre) }, $maxDistance: area.radiusKm * 1000 } };
  return { ...plan, filter: { ...filter, publicPoint: near }, sort: {} };
}

/** The development engine's read: the listings in the area's bounding range, in the search's order, at most the cap. */
export interface CandidateQuery {
  filter: { $and: QueryFilter<Listing>[] };
  sort: Record<string, 1 | -1>;
  limit: number;
}

/** The range of latitudes and longitudes every point of the area lies in. */
export function boundsOfArea(area: SearchArea): GeoBounds | undefined {
  const all = [
    ...(area.centre && area.radiusKm !== undefined ? [circleBounds(area.centre, area.radiusKm)] : []),
    ...(area.bbox ? [area.bbox] : []),
    ...(area.polygon ? [boundsOfPoints(area.polygon)] : []),
  ];
  if (all.length === 0) return undefined;
  return {
    minLat: Math.max(...all.map((bounds) => bounds.minLat)),
    maxLat: Math.min(...all.map((bounds) => bounds.maxLat)),
    minLng: Math.max(...all.map((bounds) => bounds.minLng)),
    maxLng: Math.min(...all.map((bounds) => bounds.maxLng)),
  };
}

export function congoCandidateQueryOf(plan: ListingSearchQueryPlan, area: SearchArea): CandidateQuery {
  const bounds = boundsOfArea(area);
  const range: QueryFilter<Listing>[] = bounds
    ? [{ publicLat: { $gte: bounds.minLat, $lte: bounds.maxLat } }, { publicLng: { $gte: bounds.minLng, $lte: bounds.maxLng } }]
    : [];
  // Ordered by distance, the read needs no order of its own (the engine would sort every candidate for nothing).
  return { filter: { $and: [...plan.filter.$and, ...range] }, sort: area.byDistance ? {} : plan.sort, limit: GEO_LIMITS.areaCandidatesMax };
}

/** Whether the point lies in every part of the area (the exact test the range only bounds). */
export function isInArea(point: GeoPoint, area: SearchArea): boolean {
  if (area.centre && area.radiusKm !== undefined && distanceKm(area.centre, point) > area.radiusKm) return false;
  if (area.bbox && !isInBounds(point, area.bbox)) return false;
  return !area.polygon || isInPolygon(point, area.polygon);
}

/** A candidate as the development engine reads it: its id and public point. */
export interface AreaCandidate {
  _id: Types.ObjectId;
  publicLat?: number;
  publicLng?: number;
}

/** The ids of the page: candidates in the area, nearest first when asked (ties by id, newest first), then the page's slice. */
export function pageOfCandidates(candidates: readonly AreaCandidate[], area: SearchArea, skip: number, limit: number): Types.ObjectId[] {
  const inArea = candidates.flatMap((candidate) => {
    if (candidate.publicLat === undefined || candidate.publicLng === undefined) return [];
    const point = { lat: candidate.publicLat, lng: candidate.publicLng };
    return isInArea(point, area) ? [{ id: candidate._id, km: area.centre ? distanceKm(area.centre, point) : 0 }] : [];
  });
  if (area.byDistance) inArea.sort((a, b) => a.km - b.km || b.id.toString().localeCompare(a.id.toString()));
  return inArea.slice(skip, skip + limit).map((candidate) => candidate.id);
}
