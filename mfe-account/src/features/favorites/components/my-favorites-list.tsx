import { useQuery } from '@tanstack/react-query';
import { Button } from '@nivasa/ui/antd';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { favoritesQuery, useRemoveFavorite } from '@nivasa/session/favorites';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { ListingGrid } from '@nivasa/ui/listing/listing-grid';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors } from '@nivasa/ui/theme';
import { MY_FAVORITES_LIST_TEXT } from '../messages';

const Failure = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 500;
`;

const Footer = styled.div`
  display: grid;
  gap: 8px;
`;

const RemoveButton = styled(Button)`
  justify-self: start;
`;

function HeartOffIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.8 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.4 0 5.6 3.3 4.4 6.7C19.5 15.4 12 20 12 20z" />
      <path d="M4 4l16 16" />
    </svg>
  );
}

/** One card's Remove, with its own busy state and failure, so removing two at once keeps both apart. */
function RemoveFavorite({ userId, listing }: { userId: string; listing: Listing }) {
  const remove = useRemoveFavorite(userId);
  return (
    <Footer>
      <RemoveButton
        danger
        icon={<HeartOffIcon />}
        loading={remove.isPending}
        onClick={() => remove.mutate(listing._id)}
        aria-label={MY_FAVORITES_LIST_TEXT.removeLabel(listing.name)}
      >
        {MY_FAVORITES_LIST_TEXT.remove}
      </RemoveButton>
      {remove.isError && <Failure role="alert">{FAVORITE_MESSAGES.failedToRemove}</Failure>}
    </Footer>
  );
}

/** The signed-in user's favourite listings that are public, each with a way to remove it. */
export function MyFavoritesList({ userId }: { userId: string }) {
  const client = useApiClient();
  const favorites = useQuery(favoritesQuery(client, userId));

  if (favorites.isPending) return <LoadingState label={MESSAGES.loading} />;
  if (favorites.isError)
    return <LoadError retryLabel={MESSAGES.tryAgain} message={FAVORITE_MESSAGES.failedToFetch} onRetry={() => void favorites.refetch()} />;
  if (favorites.data.length === 0) {
    return (
      <EmptyState message={FAVORITE_MESSAGES.noFavorites}>
        <PrimaryLink to={PATHS.search}>{MY_FAVORITES_LIST_TEXT.findPlaces}</PrimaryLink>
      </EmptyState>
    );
  }
  return (
    <ListingGrid
      listings={favorites.data}
      eagerCount={1}
      aria-label={MY_FAVORITES_LIST_TEXT.listLabel}
      action={(listing) => <RemoveFavorite userId={userId} listing={listing} />}
    />
  );
}
