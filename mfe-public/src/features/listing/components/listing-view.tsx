import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '@nivasa/ui/loading-screen';
import { hasErrorCode, useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { listingQuery } from '../api/listing-query';
import { ListingDetails, type ListingSlots } from './listing-details';
import { ListingErrorBoundary } from './listing-error-boundary';
import { ListingMessage } from './listing-message';
import { LISTING_VIEW_TEXT } from '../messages';

function LoadedListing({ listingId, ...slots }: { listingId: string } & ListingSlots) {
  const text = useText(LISTING_VIEW_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const listingText = useText(LISTING_CATALOGUE);
  const client = useApiClient();
  const listing = useQuery(listingQuery(client, listingId));

  if (listing.isPending) return <LoadingScreen />;
  if (listing.isError) {
    // The API answers 404 for a listing that is gone and for one not yet approved alike, and 400
    // INVALID_ID for an address that names no listing at all: neither comes back on another try.
    if (hasErrorCode(listing.error, 'LISTING_NOT_FOUND') || hasErrorCode(listing.error, 'INVALID_ID')) {
      return (
        <ListingMessage tone="neutral" title={listingText.notFound}>
          {text.notFoundDetail}
        </ListingMessage>
      );
    }
    return (
      <ListingMessage tone="error" title={messages.somethingWentWrong} onRetry={() => listing.refetch()}>
        {text.failedDetail}
      </ListingMessage>
    );
  }
  return <ListingDetails listing={listing.data} {...slots} />;
}

/**
 * The listing with this id, once loaded; a readable message if it cannot be shown. What belongs
 * to other features (the favourite button, the reviews) comes in through the slots.
 */
export function ListingView({ listingId, ...slots }: { listingId: string } & ListingSlots) {
  return (
    // A new listing starts with a fresh boundary.
    <ListingErrorBoundary key={listingId}>
      <LoadedListing listingId={listingId} {...slots} />
    </ListingErrorBoundary>
  );
}
