import { distanceKm, type GeoPoint, isInBounds, movedPoint, SRI_LANKA_BOUNDS } from '@nivasa/contracts/geo';
import type { Place } from '@nivasa/contracts/places';

/** How far one press of an arrow key moves the pin; with Shift, ten times as far. */
export const PIN_STEP_M = 20;

/** Closer than this to a town's centre, a pin was never moved from it (stored points are rounded). */
const SAME_POINT_KM = 0.005;

const BEARINGS: Record<string, number> = { ArrowUp: 0, ArrowRight: Math.PI / 2, ArrowDown: Math.PI, ArrowLeft: (3 * Math.PI) / 2 };

/**
 * The listing town among the places the search answered for its name: the one listings store as
 * `city` in that district (a DS or GN division of the same name is not it); else the district.
 */
export function townPlaceOf(places: readonly Place[], district: string, city: string): Place | undefined {
  return (
    places.find((place) => place.kind === 'town' && place.district === district && place.name === city) ??
    places.find((place) => place.kind === 'district' && place.district === district)
  );
}

/** The pin after the owner changed the town: it follows the new town unless they placed it away from the old one's centre. */
export function pinAfterTownChange(pin: GeoPoint | null | undefined, oldCentre: GeoPoint | undefined): GeoPoint | undefined {
  if (!pin) return undefined;
  return oldCentre && distanceKm(pin, oldCentre) < SAME_POINT_KM ? undefined : pin;
}

/** The pin moved by an arrow key (PIN_STEP_M, or ten times with Shift), kept in Sri Lanka; undefined for any other key. */
export function nudgedPin(pin: GeoPoint, key: string, far: boolean): GeoPoint | undefined {
  const bearing = BEARINGS[key];
  if (bearing === undefined) return undefined;
  const moved = movedPoint(pin, bearing, far ? PIN_STEP_M * 10 : PIN_STEP_M);
  return isInBounds(moved, SRI_LANKA_BOUNDS) ? moved : pin;
}
