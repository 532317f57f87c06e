/**
 * The signed-in user's favourites: read by the favourite buttons of the public pages and by My
 * favorites in the account pages, changed from both. One cache entry, so a heart filled on a
 * card shows in My favorites and a removal there empties the heart.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ENGAGEMENT_API_PATHS,
  type FavoriteRequest,
  type FavoritesResponse,
  type Listing,
  type MessageResponse,
} from '@nivasa/contracts/api';
import { type ApiClient, useApiClient } from '@nivasa/session/api-client';
import { sharedQueryKeys } from '@nivasa/session/query-keys';

/** GET /api/user/get-favorites/{userId}: the user's favourite listings that are public. */
export const favoritesQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.favorites(userId),
    queryFn: async () => (await client.get<FavoritesResponse>(ENGAGEMENT_API_PATHS.favorites(userId))).favorites,
  });

/** After a change the API confirmed: the list is read again, and the listing shows (or leaves) at once. */
function useFavoritesChanged(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.favorites(userId) });
}

/** POST /api/user/favorites for the signed-in user (the API takes the user from the session). */
export function useAddFavorite(userId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      client.post<MessageResponse>(ENGAGEMENT_API_PATHS.addFavorite, { listingId } satisfies FavoriteRequest),
    onSuccess: useFavoritesChanged(userId),
  });
}

/** DELETE /api/user/remove-favorites; the listing leaves the cached list before the refetch answers. */
export function useRemoveFavorite(userId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refetch = useFavoritesChanged(userId);
  return useMutation({
    mutationFn: (listingId: string) =>
      client.delete<MessageResponse>(ENGAGEMENT_API_PATHS.removeFavorite, { listingId } satisfies FavoriteRequest),
    onSuccess: (_answer, listingId) => {
      queryClient.setQueryData<Listing[]>(sharedQueryKeys.favorites(userId), (favorites) =>
        favorites?.filter(({ _id }) => _id !== listingId),
      );
      return refetch();
    },
  });
}
