import { queryOptions } from '@tanstack/react-query';
import { PLACE_LIMITS } from '@nivasa/contracts/limits';
import { type Place, PLACES_API_PATH } from '@nivasa/contracts/place-search';
import type { ApiClient } from '@nivasa/session/api-client';
import { townPlaceOf } from '../utils/listing-pin';

/**
 * GET /api/places?q={town}: the listing town's place (its centre starts the owner's pin), found
 * among the places of that name; the district's when the town is not among them.
 */
export const townPlaceQuery = (client: ApiClient, district: string, city: string) =>
  queryOptions({
    queryKey: ['places', 'town', district, city],
    queryFn: async ({ signal }) => {
      const q = encodeURIComponent(city.slice(0, PLACE_LIMITS.maxQueryLength));
      const places = await client.get<Place[]>(`${PLACES_API_PATH}?q=${q}&limit=${PLACE_LIMITS.maxLimit}`, { signal });
      const town = townPlaceOf(places, district, city);
      if (town) return town;
      const districts = await client.get<Place[]>(`${PLACES_API_PATH}?q=${encodeURIComponent(district)}&limit=${PLACE_LIMITS.maxLimit}`, {
        signal,
      });
      return townPlaceOf(districts, district, city) ?? null;
    },
    staleTime: Infinity,
  });
