import { type GeoPoint, movedPoint } from '@nivasa/contracts/geo';
import { GEO_LIMITS } from '@nivasa/contracts/limits';
import { createHmac } from 'node:crypto';

/**
 * The point the public sees for a listing: its pin moved 200–300 m, in a direction and by a
 * distance fixed for the listing, so the same listing always shows the same point. Both come
 * from a keyed hash of the listing's id: from the id alone (which is public) anyone could work
 * the pin back out; the key is the server's (derived from JWT_SECRET, see ListingPlacement).
 */
export function approximateLocationOf(exact: GeoPoint, listingId: string, key: string): GeoPoint {
  const hash = createHmac('sha256', key).update(listingId).digest();
  const bearing = (hash.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const { approximateMinMetres: min, approximateMaxMetres: max } = GEO_LIMITS;
  const metres = min + (hash.readUInt32BE(4) / 2 ** 32) * (max - min);
  return movedPoint(exact, bearing, metres);
}

/** What the public sees: the pin itself when the owner chose to show it, else the approximate point. */
export function publicLocationOf(exact: GeoPoint, showExactLocation: boolean, listingId: string, key: string): GeoPoint {
  return showExactLocation ? exact : approximateLocationOf(exact, listingId, key);
}

/** A listing's points as stored: the pin, and the point the public sees. */
export interface ListingPoints {
  exact: GeoPoint;
  public: GeoPoint;
}

/**
 * The point an answer carries: the pin for the listing's owner (their listings, the edit form),
 * the public point for everyone else, admins too (they see what the public sees on the map; the
 * pin is the owner's to share).
 */
export function locationShownTo(points: ListingPoints, viewerIsOwner: boolean): GeoPoint {
  return viewerIsOwner ? points.exact : points.public;
}
