/**
 * What choosing a place searches: a district its listings, a listing town its district's listings
 * in that town, and a campus (or hospital), or a division listings do not name as their town, the
 * listings within 5 km of it, nearest first.
 */
import { PATHS } from './paths';
// The type only: the schema's zod stays out of the pages that suggest places.
import type { Place } from './places';

export type { Place };

export const PLACES_API_PATH = '/api/places';

/** How far around a campus a search looks at first. */
export const NEAR_RADIUS_KM = 5;

// A DS or GN division's id is its census code; a listing town's is its name's (`wellawatte`).
const DIVISION_ID = /^lk-\d+$/;

/** The search page's parameters for a chosen place, in the search query's order. */
export function placeSearchParams(place: Place): Record<string, string> {
  if (place.kind === 'district') return { district: place.district };
  if (place.kind === 'town' && !DIVISION_ID.test(place.id)) return { district: place.district, city: place.name };
  return { near: place.id, radiusKm: String(NEAR_RADIUS_KM), sort: 'distance' };
}

/** `/search?district=Colombo&city=Wellawatte`, or `/search?near=…&radiusKm=5&sort=distance`. */
export function placeSearchPath(place: Place): string {
  const query = Object.entries(placeSearchParams(place))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${PATHS.search}?${query}`;
}
