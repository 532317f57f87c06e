import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { LISTING_MESSAGES, MESSAGES } from '@nivasa/contracts/messages';
import { ApiRequestError, useApiClient } from '@nivasa/session/api-client';
import { listingQuery } from '../api/listing-query';
import { ListingDetails } from './listing-details';
import { ListingErrorBoundary } from './listing-error-boundary';
import { ListingMessage } from './listing-message';

function LoadedListing({ listingId }: { listingId: string }) {
  const client = useApiClient();
  const listing = useQuery(listingQuery(client, listingId));

  if (listing.isPending) return <LoadingScreen />;
  if (listing.isError) {
    // The API answers 404 for a listing that is gone and for one not yet approved alike.
    if (listing.error instanceof ApiRequestError && listing.error.statusCode === 404) {
      return (
        <ListingMessage tone="neutral" title={LISTING_MESSAGES.notFound}>
          It may have been removed, or it is waiting for a moderator&apos;s approval.
        </ListingMessage>
      );
    }
    return <ListingMessage tone="error" title={MESSAGES.somethingWentWrong} />;
  }
  return <ListingDetails listing={listing.data} />;
}

/** The listing with this id, once loaded; a readable message if it cannot be shown. */
export function ListingView({ listingId }: { listingId: string }) {
  return (
    // A new listing starts with a fresh boundary.
    <ListingErrorBoundary key={listingId}>
      <LoadedListing listingId={listingId} />
    </ListingErrorBoundary>
  );
}
