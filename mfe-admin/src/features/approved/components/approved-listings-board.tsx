import { useQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_TYPE_TEXT, LISTING_TYPES, type ListingType } from '@nivasa/contracts/listing-types';
import { MESSAGES } from '@nivasa/contracts/messages';
import { searchPath } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { Link } from '@nivasa/ui/router';
import { colors, media } from '@nivasa/ui/theme';
import { ActionFailure, useActionFailure } from '../../../shared/action-failure';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { APPROVED_PER_TYPE, approvedListingsQuery } from '../api/approved-listings';
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

const More = styled.p`
  margin: 12px 0 0;
  color: ${colors.textMuted};
`;

type Report = (what: string, error: unknown) => void;

function TypeSection({ type, listings, onFailure }: { type: ListingType; listings: Listing[]; onFailure: Report }) {
  const headingId = `approved-${type}`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        {LISTING_TYPE_TEXT[type].adminHeading} <small>{listings.length}</small>
      </SectionHeading>
      <Cards>
        {listings.map((listing) => (
          <ApprovedCard key={listing._id} listing={listing} onFailure={onFailure} />
        ))}
      </Cards>
      {listings.length >= APPROVED_PER_TYPE && (
        <More>
          The newest {APPROVED_PER_TYPE} are shown. <Link to={searchPath({ type })}>Find the others in search</Link>.
        </More>
      )}
    </section>
  );
}

/** Approved listings under a heading per type (one call each), with Disapprove and the featured switch. */
export function ApprovedListingsBoard() {
  const client = useApiClient();
  const results = useQueries({ queries: LISTING_TYPES.map((type) => approvedListingsQuery(client, type)) });
  const { failure, report, clear } = useActionFailure();

  if (results.some((result) => result.isPending)) return <LoadingState label="Loading approved listings…" />;
  if (results.some((result) => result.isError)) {
    const retry = () => results.forEach((result) => result.isError && void result.refetch());
    return <LoadError retryLabel={MESSAGES.tryAgain} message={`Error: ${MESSAGES.failedToFetchListings}`} onRetry={retry} />;
  }
  const sections = LISTING_TYPES.map((type, index) => ({ type, listings: results[index].data ?? [] })).filter(
    ({ listings }) => listings.length > 0,
  );
  if (sections.length === 0) return <EmptyState message="No approved listings yet.">Listings show here once you approve them.</EmptyState>;
  return (
    <Board>
      <ActionFailure failure={failure} onClose={clear} />
      {sections.map(({ type, listings }) => (
        <TypeSection key={type} type={type} listings={listings} onFailure={report} />
      ))}
    </Board>
  );
}
