import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal } from '@nivasa/ui/antd';
import { Link, useNavigate } from '@nivasa/ui/router';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { listingPath, PATHS, updateListingPath } from '@nivasa/contracts/paths';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { formatDate } from '@nivasa/contracts/format';
import { expiresSoon, isExpired } from '@nivasa/contracts/listing-freshness';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { Price } from '@nivasa/ui/listing/price';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { ownersListingsQuery } from '../api/listing-queries';
import { useDeleteListing } from '../api/use-delete-listing';
import { useRenewListing } from '../api/use-renew-listing';
import { MY_LISTINGS_LIST_TEXT } from '../messages';
import { ListingStatusTag } from './listing-status-tag';
import { RevisionTag } from './revision-status';
import { usePlaceNames } from '@nivasa/ui/place-names';

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

const ExpiredTag = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

const Expiry = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;

  ${media.mobile} {
    grid-column: 1 / -1;
    flex-wrap: wrap;

    & > * {
      flex: 1;
    }
  }
`;

interface RowProps {
  listing: Listing;
  onDelete: (listing: Listing) => void;
  onRenew: (listing: Listing) => void;
  renewing: boolean;
}

function ListingRow({ listing, onDelete, onRenew, renewing }: RowProps) {
  const navigate = useNavigate();
  const text = useText(MY_LISTINGS_LIST_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const language = useLanguage();
  const placeNames = usePlaceNames();
  // Read as the list renders: the list itself comes after its request, so nothing moves later.
  const now = new Date();
  const expired = listing.expiresAt !== undefined && isExpired(listing.expiresAt, now);
  const endingSoon = listing.expiresAt !== undefined && expiresSoon(listing.expiresAt, now);
  return (
    <Row>
      <Cover to={listingPath(listing._id)} tabIndex={-1} aria-hidden>
        <ListingImage url={listing.imageUrls[0]} alt="" sizes="(max-width: 767px) 112px, 200px" />
      </Cover>
      <Details>
        <Name to={listingPath(listing._id)}>{listing.name}</Name>
        <Place>{`${placeNames.town(listing.district, listing.city)}, ${placeNames.district(listing.district)}`}</Place>
        <Price type={listing.type} rent={listing.rent} rentType={listing.rentType} />
        <Tags>
          <ListingStatusTag status={listing.status} />
          {listing.revision && <RevisionTag revision={listing.revision} />}
          {expired && <ExpiredTag>{text.expired}</ExpiredTag>}
        </Tags>
        {expired && <Expiry>{text.expiredHint}</Expiry>}
        {endingSoon && listing.expiresAt && <Expiry>{text.expiresOn(formatDate(listing.expiresAt, language))}</Expiry>}
        {listing.status === LISTING_STATUS.disapproved && listing.statusReason && (
          <Reason>
            {listingText.reasonLabel}: {listing.statusReason}
          </Reason>
        )}
      </Details>
      <Actions>
        {(expired || endingSoon) && (
          <Button type="primary" loading={renewing} onClick={() => onRenew(listing)} aria-label={text.renewLabel(listing.name)}>
            {text.renew}
          </Button>
        )}
        <Button onClick={() => navigate(updateListingPath(listing._id))} aria-label={text.editLabel(listing.name)}>
          {text.edit}
        </Button>
        <Button danger onClick={() => onDelete(listing)} aria-label={text.deleteLabel(listing.name)}>
          {text.delete}
        </Button>
      </Actions>
    </Row>
  );
}

/**
 * The user's listings, whatever their status, each with Edit and Delete (after a confirmation);
 * an expired one marked so, and one that expires within the week with its date, both with Renew.
 */
export function MyListingsList({ userId }: { userId: string }) {
  const client = useApiClient();
  const listings = useQuery(ownersListingsQuery(client, userId));
  const remove = useDeleteListing();
  const renew = useRenewListing();
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const text = useText(MY_LISTINGS_LIST_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const messages = useText(MESSAGES_CATALOGUE);

  if (listings.isPending) return <LoadingState label={messages.loading} />;
  if (listings.isError) {
    return (
      <LoadError
        message={listingText.errorShowingListings}
        detail={errorMessage(listings.error)}
        retryLabel={messages.tryAgain}
        onRetry={() => void listings.refetch()}
      />
    );
  }
  if (listings.data.length === 0) {
    return (
      <EmptyState message={listingText.noListings}>
        <PrimaryLink to={PATHS.createListing}>{text.createListing}</PrimaryLink>
      </EmptyState>
    );
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <>
      {renew.error && <Alert type="error" showIcon title={errorMessage(renew.error)} />}
      <Rows aria-label={text.listLabel}>
        {listings.data.map((listing) => (
          <ListingRow
            key={listing._id}
            listing={listing}
            onDelete={(chosen) => {
              remove.reset();
              setDeleting(chosen);
            }}
            onRenew={(chosen) => renew.mutate(chosen._id)}
            renewing={renew.isPending && renew.variables === listing._id}
          />
        ))}
      </Rows>
      <Modal
        title={deleting ? text.deleteTitle(deleting.name) : text.deleteListing}
        open={deleting !== null}
        okText={text.delete}
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{listingText.confirmDelete}</p>
        {remove.error && <Alert type="error" showIcon title={errorMessage(remove.error)} />}
      </Modal>
    </>
  );
}
