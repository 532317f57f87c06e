import { queryOptions } from '@tanstack/react-query';
import { PLACE_LIMITS } from '@nivasa/contracts/limits';
import type { ApiClient } from '@nivasa/session/api-client';
import { type Place, PLACES_API_PATH } from '@nivasa/contracts/place-search';

/** How many places the autocomplete offers. */
export const SUGGESTION_LIMIT = 8;

/**
 * GET /api/places?q=…: the places whose name in any language starts like `text`. A newer text
 * leaves this one unused, and its call is aborted (the query consumes the signal).
 */
export const placeSuggestionsQuery = (client: ApiClient, text: string) =>
  queryOptions({
    queryKey: ['places', 'suggestions', text],
    queryFn: ({ signal }) =>
      client.get<Place[]>(
        `${PLACES_API_PATH}?q=${encodeURIComponent(text.slice(0, PLACE_LIMITS.maxQueryLength))}&limit=${SUGGESTION_LIMIT}`,
        { signal },
      ),
    staleTime: Infinity,
    retry: false,
  });

/** GET /api/places/:id: the centre of a search near a place. */
export const placeQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['places', 'place', id],
    queryFn: ({ signal }) => client.get<Place>(`${PLACES_API_PATH}/${encodeURIComponent(id)}`, { signal }),
    staleTime: Infinity,
  });
