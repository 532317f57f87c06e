import type { Listing } from '@nivasa/contracts/api';

/** A listing as a map shows it: its name, and the point the API gives (approximate unless the owner chose exact). */
export type MapListing = Pick<Listing, '_id' | 'name'> & { location?: { lat: number; lng: number } };

export function listingsWithPoints(listings: readonly MapListing[]): (MapListing & { location: { lat: number; lng: number } })[] {
  return listings.filter((listing): listing is MapListing & { location: { lat: number; lng: number } } => listing.location !== undefined);
}
