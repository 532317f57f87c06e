import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal } from '@nivasa/ui/antd';
import { Link, useNavigate } from '@nivasa/ui/router';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { listingPath, PATHS, updateListingPath } from '@nivasa/contracts/paths';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { Price } from '@nivasa/ui/listing/price';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { ownersListingsQuery } from '../api/listing-queries';
import { useDeleteListing } from '../api/use-delete-listing';
import { MY_LISTINGS_LIST_TEXT } from '../messages';
import { ListingStatusTag } from './listing-status-tag';
import { RevisionTag } from './revision-status';

const Rows = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr) auto;
  gap: 20px;
  align-items: center;
  padding: 12px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  box-shadow: ${shadow.card};

  ${media.mobile} {
    grid-template-columns: 112px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
  }
`;

const Cover = styled(Link)`
  display: block;
  border-radius: ${radius.medium};
  overflow: hidden;
`;

const Details = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${colors.text};
  font-size: 1.1rem;
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

const Place = styled.span`
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

const Reason = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;

  ${media.mobile} {
    grid-column: 1 / -1;

    & > * {
      flex: 1;
    }
  }
`;

function ListingRow({ listing, onDelete }: { listing: Listing; onDelete: (listing: Listing) => void }) {
  const navigate = useNavigate();
  return (
    <Row>
      <Cover to={listingPath(listing._id)} tabIndex={-1} aria-hidden>
        <ListingImage url={listing.imageUrls[0]} alt="" sizes="(max-width: 767px) 112px, 200px" />
      </Cover>
      <Details>
        <Name to={listingPath(listing._id)}>{listing.name}</Name>
        <Place>
          {listing.city}, {listing.district}
        </Place>
        <Price type={listing.type} rent={listing.rent} rentType={listing.rentType} />
        <Tags>
          <ListingStatusTag status={listing.status} />
          {listing.revision && <RevisionTag revision={listing.revision} />}
        </Tags>
        {listing.status === LISTING_STATUS.disapproved && listing.statusReason && (
          <Reason>
            {LISTING_MESSAGES.reasonLabel}: {listing.statusReason}
          </Reason>
        )}
      </Details>
      <Actions>
        <Button onClick={() => navigate(updateListingPath(listing._id))} aria-label={MY_LISTINGS_LIST_TEXT.editLabel(listing.name)}>
          {MY_LISTINGS_LIST_TEXT.edit}
        </Button>
        <Button danger onClick={() => onDelete(listing)} aria-label={MY_LISTINGS_LIST_TEXT.deleteLabel(listing.name)}>
          {MY_LISTINGS_LIST_TEXT.delete}
        </Button>
      </Actions>
    </Row>
  );
}

/** The user's listings, whatever their status, each with Edit and Delete (after a confirmation). */
export function MyListingsList({ userId }: { userId: string }) {
  const client = useApiClient();
  const listings = useQuery(ownersListingsQuery(client, userId));
  const remove = useDeleteListing();
  const [deleting, setDeleting] = useState<Listing | null>(null);

  if (listings.isPending) return <LoadingState label={MESSAGES.loading} />;
  if (listings.isError) {
    return (
      <LoadError
        message={LISTING_MESSAGES.errorShowingListings}
        detail={errorMessage(listings.error)}
        retryLabel={MESSAGES.tryAgain}
        onRetry={() => void listings.refetch()}
      />
    );
  }
  if (listings.data.length === 0) {
    return (
      <EmptyState message={LISTING_MESSAGES.noListings}>
        <PrimaryLink to={PATHS.createListing}>{MY_LISTINGS_LIST_TEXT.createListing}</PrimaryLink>
      </EmptyState>
    );
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <>
      <Rows aria-label={MY_LISTINGS_LIST_TEXT.listLabel}>
        {listings.data.map((listing) => (
          <ListingRow
            key={listing._id}
            listing={listing}
            onDelete={(chosen) => {
              remove.reset();
              setDeleting(chosen);
            }}
          />
        ))}
      </Rows>
      <Modal
        title={deleting ? MY_LISTINGS_LIST_TEXT.deleteTitle(deleting.name) : MY_LISTINGS_LIST_TEXT.deleteListing}
        open={deleting !== null}
        okText={MY_LISTINGS_LIST_TEXT.delete}
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{LISTING_MESSAGES.confirmDelete}</p>
        {remove.error && <Alert type="error" showIcon title={errorMessage(remove.error)} />}
      </Modal>
    </>
  );
}
