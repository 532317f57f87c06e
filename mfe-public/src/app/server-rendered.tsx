/**
 * The pages this remote's own server renders per request, with their data (the repository's
 * server-render.ts runs this module; README "First screens from the server"). Each fetches what
 * its first screen shows through the page's own query options, so the browser's cache starts with
 * the same data under the same keys, and draws the page's own components: the browser's first
 * render is the same markup, and takes over without a flash.
 */
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { media } from '@nivasa/ui/theme';
import { listingQuery } from '../features/listing/api/listing-query';
import { searchListingsQuery } from '../features/search/api/search-query';
import { searchOfAddress } from '../features/search/utils/search-filters';
import { ListingPage } from '../pages/listing-page';
import { SearchPage } from '../pages/search-page';
import { ServerRenderContext, type ServerRenderedRoute } from '@nivasa/ui/server-render';
import { ServerMediaContext } from '../shared/use-media-query';

/** The width a server render assumes for each kind of screen, to answer the page's media queries. */
const SCREEN_WIDTHS = { phone: 390, desktop: 1280 } as const;

/** Whether a width query (`(max-width: 767px)`, `(min-width: 768px)`, joined by `and`) holds at this width. */
export function widthQueryMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  return conditions.length > 0 && conditions.every(([, side, limit]) => (side === 'min' ? width >= Number(limit) : width <= Number(limit)));
}

const PhoneOnly = styled.div`
  ${media.desktop} {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

/**
 * A page whose parts differ by screen beyond what CSS does (the search's filters: a drawer's button on
 * a phone, a panel on a desktop): drawn for both, and the screen shows the one that is its own.
 */
function ForEachScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <PhoneOnly>
        <ServerMediaContext value={(query) => widthQueryMatches(query, SCREEN_WIDTHS.phone)}>{children}</ServerMediaContext>
      </PhoneOnly>
      <DesktopOnly>
        <ServerMediaContext value={(query) => widthQueryMatches(query, SCREEN_WIDTHS.desktop)}>{children}</ServerMediaContext>
      </DesktopOnly>
    </>
  );
}

/** A page as the server draws it: the parts that load lazily once it shows are left out, as in the browser's first render. */
const onServer = (page: ReactElement) => <ServerRenderContext value>{page}</ServerRenderContext>;

export const serverRendered: ServerRenderedRoute[] = [
  {
    path: PATHS.listingPattern,
    load: ({ params, queryClient, client }) => queryClient.fetchQuery(listingQuery(client, params.listingId ?? '')),
    page: onServer(<ListingPage />),
  },
  {
    path: PATHS.search,
    load: ({ searchParams, queryClient, client }) =>
      queryClient.fetchInfiniteQuery(searchListingsQuery(client, searchOfAddress(searchParams).filters)),
    page: onServer(
      <ForEachScreen>
        <SearchPage />
      </ForEachScreen>,
    ),
    // Every listing's parts (cards, prices, places) are in a search's page too.
    warmUp: PATHS.search,
  },
];
