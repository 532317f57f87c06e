/**
 * The one QueryClient of the page. This module is a shared singleton, like the rest of the
 * package, so the shell and every remote cache, refetch and invalidate server state together.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@nivasa/session/api-client';

/** A refusal (a 4xx) would be refused again: only a network failure or a server error is worth another try. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !isRefusal(error),
        // A browser that believes it is offline would otherwise hold requests back in silence;
        // the API client's network message says more.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
