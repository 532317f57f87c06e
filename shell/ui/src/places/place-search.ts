/**
 * What choosing a place searches: a district its listings, a town its district's listings in that
 * town, and a campus (or hospital) the listings within 5 km of it, nearest first.
 */
import type { District } from '@nivasa/contracts/districts';
import { PATHS } from '@nivasa/contracts/paths';

export type PlaceKind = 'district' | 'town' | 'campus';

/** A place as GET /api/places and GET /api/places/:id answer it. */
export interface Place {
  id: string;
  kind: PlaceKind;
  /** English; a town's is the `city` its listings store. */
  name: string;
  names: { en: string; si: string; ta: string };
  district: District;
  lat: number;
  lng: number;
}

export const PLACES_API_PATH = '/api/places';

/** How far around a campus a search looks at first. */
export const NEAR_RADIUS_KM = 5;

/** The search page's parameters for a chosen place, in the search query's order. */
export function placeSearchParams(place: Place): Record<string, string> {
  switch (place.kind) {
    case 'district':
      return { district: place.district };
    case 'town':
      return { district: place.district, city: place.name };
    case 'campus':
      return { near: place.id, radiusKm: String(NEAR_RADIUS_KM), sort: 'distance' };
  }
}

/** `/search?district=Colombo&city=Wellawatte`, or `/search?near=…&radiusKm=5&sort=distance`. */
export function placeSearchPath(place: Place): string {
  const query = Object.entries(placeSearchParams(place))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${PATHS.search}?${query}`;
}
