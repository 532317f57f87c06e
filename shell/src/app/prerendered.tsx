/**
 * The frame drawn into index.html at build time: it paints before any JavaScript arrives, and
 * the server puts a remote's prerendered first screen in its empty spot.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@nivasa/session/query-client';
import { GlobalStyle } from '@nivasa/ui/global-style';
import { PRERENDERED_PAGE_ID } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';
import { PageFrame } from './app-layout';

export const prerendered = {
  // The header's search box suggests places through a query, which asks for nothing until typed in.
  [PATHS.home]: (
    <QueryClientProvider client={createQueryClient()}>
      <GlobalStyle />
      <PageFrame prerendered>
        <div id={PRERENDERED_PAGE_ID} />
      </PageFrame>
    </QueryClientProvider>
  ),
};
