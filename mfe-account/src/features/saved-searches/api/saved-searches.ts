/** The signed-in user's saved searches (GET, PATCH, DELETE /api/saved-searches) and an alert mail's one-click unsubscribe. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SavedSearchesResponse, SavedSearchSaved, SavedSearchUpdate } from '@nivasa/contracts/api';
import { SAVED_SEARCH_API_PATHS } from '@nivasa/contracts/saved-search-api-paths';
import { type ApiClient, useApiClient } from '@nivasa/session/api-client';

const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/saved-searches: the user's saved searches, the newest first, and how many they may keep. */
export const savedSearchesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => client.get<SavedSearchesResponse>(SAVED_SEARCH_API_PATHS.list, { signal }),
  });

/**
 * PATCH /api/saved-searches/{id}: the change shows at once (a paused badge, a new name) and is
 * taken back if the API refuses it; the list is read again either way.
 */
export function useUpdateSavedSearch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ savedSearchId, update }: { savedSearchId: string; update: SavedSearchUpdate }) =>
      client.patch<SavedSearchSaved>(SAVED_SEARCH_API_PATHS.update(savedSearchId), update),
    onMutate: async ({ savedSearchId, update }) => {
      await queryClient.cancelQueries({ queryKey: savedSearchesKey });
      const before = queryClient.getQueryData<SavedSearchesResponse>(savedSearchesKey);
      queryClient.setQueryData<SavedSearchesResponse>(
        savedSearchesKey,
        (list) =>
          list && {
            ...list,
            savedSearches: list.savedSearches.map((saved) => (saved._id === savedSearchId ? { ...saved, ...definedOf(update) } : saved)),
          },
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(savedSearchesKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** The fields an update sets (an absent one changes nothing). */
function definedOf(update: SavedSearchUpdate) {
  return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<SavedSearchUpdate>;
}

/** DELETE /api/saved-searches/{id}: it leaves the list once the API confirms it. */
export function useDeleteSavedSearch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (savedSearchId: string) => client.delete<MessageResponse>(SAVED_SEARCH_API_PATHS.remove(savedSearchId)),
    onSuccess: (_answer, savedSearchId) => {
      queryClient.setQueryData<SavedSearchesResponse>(
        savedSearchesKey,
        (list) => list && { ...list, savedSearches: list.savedSearches.filter(({ _id }) => _id !== savedSearchId) },
      );
      return queryClient.invalidateQueries({ queryKey: savedSearchesKey });
    },
  });
}

/** POST /api/saved-searches/unsubscribe?token=: the mail's signed token is the proof, no cookie needed. */
export function useUnsubscribeAlerts(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.post<MessageResponse>(SAVED_SEARCH_API_PATHS.unsubscribe(token), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
