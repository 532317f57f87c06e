import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { LISTING_CARD_WIDTH } from '@nivasa/ui/listing/listing-card';
import { ListingGrid } from '@nivasa/ui/listing/listing-grid';
import { Spinner } from '@nivasa/ui/spinner';
import { EmptyState, LoadError } from '@nivasa/ui/states';
import { colors, media, radius } from '@nivasa/ui/theme';
import { SEARCH_RESULTS_TEXT } from '../messages';
import { OutlineButton } from '../../../shared/outline-button';
import { searchListingsQuery } from '../api/search-query';
import { useSearchCentre } from '../hooks/use-search-centre';
import { activeFilterCount } from '../utils/search-filters';

const Results = styled.section`
  display: grid;
  gap: 28px;
`;

/** The section's name, for screen readers: the cards' names (h3) then sit under an h2, not straight under the page's h1. */
const ResultsHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
`;

const MoreFailure = styled.p`
  margin: 0;
  color: ${colors.danger};
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

// Cards of the real ones' size, so the results take their place without pushing anything.
const Placeholders = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, ${LISTING_CARD_WIDTH}px);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }

  li {
    height: 390px;
    border-radius: ${radius.large};
    background: linear-gradient(90deg, ${colors.primarySoft} 25%, #f1f7f6 50%, ${colors.primarySoft} 75%) 0 0 / 200% 100%;
    animation: ${shimmer} 1.4s linear infinite;

    ${media.mobile} {
      height: 490px;
    }

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;

const PLACEHOLDER_COUNT = 3;

export interface SearchResultsProps {
  filters: SearchFilters;
  onClearFilters: () => void;
  /** What each card carries in its footer (the favourite button). */
  renderAction?: (listing: Listing) => ReactNode;
  /** How many cards load their pictures at once: the first row's. */
  eagerCount: number;
}

/**
 * The listings the address's filters find, a page at a time with Show More; loads again whenever
 * the filters change. While loading, card-sized placeholders; on failure, why and a retry. Around
 * a place (near=…), each card says how far it is from it.
 */
export function SearchResults({ filters, onClearFilters, renderAction, eagerCount }: SearchResultsProps) {
  const text = useText(SEARCH_RESULTS_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const client = useApiClient();
  const search = useInfiniteQuery(searchListingsQuery(client, filters));
  const centre = useSearchCentre(filters.near);

  if (search.isPending || centre.pending) {
    return (
      <Placeholders role="status" aria-label={messages.loading}>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index} />
        ))}
      </Placeholders>
    );
  }
  // A failed Show More, or a failed refresh in the background, keeps the listings already shown.
  if (!search.data) {
    return (
      <LoadError
        retryLabel={messages.tryAgain}
        message={messages.failedToFetchListings}
        detail={errorMessage(search.error)}
        onRetry={() => void search.refetch()}
      />
    );
  }

  const listings = search.data.pages.flat();
  if (listings.length === 0) {
    return (
      <EmptyState message={messages.noListingsFound}>
        {activeFilterCount(filters) > 0 && (
          <PrimaryButton type="button" onClick={onClearFilters}>
            {messages.clearFilters}
          </PrimaryButton>
        )}
      </EmptyState>
    );
  }

  return (
    <Results aria-labelledby="search-results-heading">
      <ResultsHeading id="search-results-heading">{text.resultsLabel}</ResultsHeading>
      <ListingGrid listings={listings} action={renderAction} eagerCount={eagerCount} centre={centre.name} aria-label={text.listLabel} />
      {(search.hasNextPage || search.isFetchNextPageError) && (
        <More>
          {search.isFetchNextPageError && <MoreFailure role="alert">{errorMessage(search.error)}</MoreFailure>}
          <OutlineButton type="button" disabled={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
            {search.isFetchingNextPage && <Spinner $size={18} />}
            {search.isFetchNextPageError ? messages.tryAgain : text.showMore}
          </OutlineButton>
        </More>
      )}
    </Results>
  );
}
