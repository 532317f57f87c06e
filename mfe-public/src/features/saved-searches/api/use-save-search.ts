import { useMutation } from '@tanstack/react-query';
import type { SavedSearchRequest, SavedSearchSaved } from '@nivasa/contracts/api';
import { SAVED_SEARCH_API_PATHS } from '@nivasa/contracts/saved-search-api-paths';
import { useApiClient } from '@nivasa/session/api-client';

/** POST /api/saved-searches: the search page's query, how often to hear and the name, for the session's user. */
export function useSaveSearch() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: SavedSearchRequest) => client.post<SavedSearchSaved>(SAVED_SEARCH_API_PATHS.create, request),
  });
}
