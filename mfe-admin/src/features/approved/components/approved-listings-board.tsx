import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_TYPES, type ListingType } from '@nivasa/contracts/listing-types';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { colors, media } from '@nivasa/ui/theme';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { ActionFailure, useActionFailure } from '../../../shared/action-failure';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { pageOf } from '../../../shared/page-of';
import { PagedArea, Pager } from '../../../shared/pager';
import { APPROVED_PAGE_SIZE, approvedListingsQuery } from '../api/approved-listings';
import { APPROVED_LISTINGS_BOARD_TEXT } from '../messages';
import { ApprovedCard } from './approved-card';

const Board = styled.div`
  display: grid;
  gap: 28px;
`;

const SectionHeading = styled.h3`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin: 0 0 12px;
  font-size: 1.2rem;

  small {
    color: ${colors.textMuted};
    font-size: 0.9rem;
    font-weight: 400;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

type Report = (what: string, error: unknown) => void;

interface TypePage {
  type: ListingType;
  pageIndex: number;
  listings: Listing[];
  hasNext: boolean;
  /** The next or previous page is on its way; this one stays meanwhile. */
  turning: boolean;
}

function TypeSection({ page, onPage, onFailure }: { page: TypePage; onPage: (pageIndex: number) => void; onFailure: Report }) {
  const { type, pageIndex, listings, hasNext, turning } = page;
  const text = useText(APPROVED_LISTINGS_BOARD_TEXT);
  const heading = useText(LISTING_TYPE_CATALOGUE)[type].adminHeading;
  const headingId = `approved-${type}`;
  const first = pageIndex * APPROVED_PAGE_SIZE + 1;
  // One page: how many; several: which of them this page shows.
  const shown = pageIndex === 0 && !hasNext ? `${listings.length}` : `${first}–${first + listings.length - 1}`;
  return (
    <PagedArea as="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        {heading} <small>{shown}</small>
      </SectionHeading>
      <Cards aria-busy={turning}>
        {listings.map((listing) => (
          <ApprovedCard key={listing._id} listing={listing} onFailure={onFailure} />
        ))}
      </Cards>
      <Pager label={text.pagesOf(heading)} pageIndex={pageIndex} hasNext={hasNext} busy={turning} onPage={onPage} />
    </PagedArea>
  );
}

/**
 * Approved listings under a heading per type (one call each), a page at a time per type, with
 * Disapprove and the featured switch.
 */
export function ApprovedListingsBoard() {
  const client = useApiClient();
  const text = useText(APPROVED_LISTINGS_BOARD_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const [pageIndexes, setPageIndexes] = useState<Partial<Record<ListingType, number>>>({});
  const pageIndexOf = (type: ListingType) => pageIndexes[type] ?? 0;
  const results = useQueries({
    queries: LISTING_TYPES.map((type) => approvedListingsQuery(client, type, pageIndexOf(type) * APPROVED_PAGE_SIZE)),
  });
  const { failure, report, clear } = useActionFailure();
  const turnTo = (type: ListingType, pageIndex: number) => setPageIndexes((current) => ({ ...current, [type]: pageIndex }));

  const pages: TypePage[] = LISTING_TYPES.map((type, index) => ({
    type,
    pageIndex: pageIndexOf(type),
    ...(({ items, hasNext }) => ({ listings: items, hasNext }))(pageOf(results[index].data, APPROVED_PAGE_SIZE)),
    turning: results[index].isPlaceholderData,
  }));
  // The last listings of a later page disapproved: show the page before it.
  const emptied = pages.find(
    ({ pageIndex, listings, turning }, index) => pageIndex > 0 && listings.length === 0 && !turning && results[index].isSuccess,
  );
  if (emptied) turnTo(emptied.type, emptied.pageIndex - 1);

  if (results.some((result) => result.isPending)) return <LoadingState label={text.loading} />;
  if (results.some((result) => result.isError)) {
    const retry = () => results.forEach((result) => result.isError && void result.refetch());
    return <LoadError retryLabel={messages.tryAgain} message={loadError.message(messages.failedToFetchListings)} onRetry={retry} />;
  }
  const sections = pages.filter(({ listings, pageIndex }) => listings.length > 0 || pageIndex > 0);
  if (sections.length === 0) return <EmptyState message={text.none}>{text.noneHint}</EmptyState>;
  return (
    <Board>
      <ActionFailure failure={failure} onClose={clear} />
      {sections.map((page) => (
        <TypeSection key={page.type} page={page} onPage={(pageIndex) => turnTo(page.type, pageIndex)} onFailure={report} />
      ))}
    </Board>
  );
}
