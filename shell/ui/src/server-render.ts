import { createContext, useContext, type ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@nivasa/session/api-client';

/**
 * True while a remote's server draws a page's first screen (its src/app/server-rendered.tsx). A
 * part whose code loads lazily once the page shows (search's desktop filter form, the admin
 * queue's antd table) is left out there, as the browser's first render leaves it out, whether or
 * not the server has loaded that code before.
 */
export const ServerRenderContext = createContext(false);

export const useServerRender = (): boolean => useContext(ServerRenderContext);

/** What a server-rendered route's `load` is given. */
export interface ServerRenderLoad {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  client: ApiClient;
}

/** One page a remote renders on its server: what its `src/app/server-rendered.tsx` exports, a list of these, as `serverRendered`. */
export interface ServerRenderedRoute {
  path: string;
  /** Fetches what the first screen shows; rejects when there is nothing to draw (the browser then renders the page itself). */
  load: (request: ServerRenderLoad) => Promise<unknown>;
  page: ReactElement;
  /** An address of this page the process draws once in each language before it answers any, so that no visitor waits on cold code. */
  warmUp?: string;
}
