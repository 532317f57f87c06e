import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { createApiClient } from './api-client';
import { favoritesQuery, useAddFavorite, useRemoveFavorite } from './favorites';
import { createQueryClient } from './query-client';
import { checkedStore, memberUser } from './test-fixtures';
import { startTestApiServer, type TestApiServer } from './test-api-server';

const listing = (id: string) => ({ _id: id, name: `Listing ${id}` });

let server: TestApiServer;
let stored: string[];

beforeEach(async () => {
  stored = ['a1'];
  server = await startTestApiServer({
    [`GET /api/user/get-favorites/${memberUser._id}`]: () => ({ status: 200, body: { favorites: stored.map(listing) } }),
    'POST /api/user/favorites': ({ body }) => {
      stored.unshift((body as { listingId: string }).listingId);
      return { status: 200, body: { success: true, message: FAVORITE_MESSAGES.added } };
    },
    'DELETE /api/user/remove-favorites': ({ body }) => {
      stored = stored.filter((id) => id !== (body as { listingId: string }).listingId);
      return { status: 200, body: { success: true, message: FAVORITE_MESSAGES.removed } };
    },
  });
});

afterEach(() => server.close());

function render<T>(useHook: () => T) {
  const queryClient = createQueryClient();
  const store = checkedStore(memberUser, server.url);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(Provider, { store }, children));
  return { result: renderHook(useHook, { wrapper }).result, queryClient };
}

test('adding sends only the listing (the API knows the user) and reads the list again', async () => {
  const { result, queryClient } = render(() => useAddFavorite(memberUser._id));
  const query = favoritesQuery(createApiClient(server.url), memberUser._id);
  await queryClient.fetchQuery(query);

  await act(() => result.current.mutateAsync('b2'));

  expect(server.requests.find(({ method }) => method === 'POST')?.body).toEqual({ listingId: 'b2' });
  expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
  expect((await queryClient.fetchQuery(query)).map(({ _id }) => _id)).toEqual(['b2', 'a1']);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
});

test('removing sends the listing in the body and drops it from the cached list at once', async () => {
  const { result, queryClient } = render(() => useRemoveFavorite(memberUser._id));
  const query = favoritesQuery(createApiClient(server.url), memberUser._id);
  await queryClient.fetchQuery(query);

  await act(() => result.current.mutateAsync('a1'));

  const removal = server.requests.find(({ method }) => method === 'DELETE');
  expect(removal).toMatchObject({ path: '/api/user/remove-favorites', body: { listingId: 'a1' } });
  expect(queryClient.getQueryData(query.queryKey)).toEqual([]);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
});
