import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Table } from '@nivasa/ui/antd-display';
import type { Language, Translation } from '@nivasa/contracts/languages';
import { listingPath } from '@nivasa/contracts/paths';
import type { Listing } from '@nivasa/contracts/api';
import { useApiClient, errorMessage } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE, LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { Link } from '@nivasa/ui/router';
import { colors } from '@nivasa/ui/theme';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { ActionFailure, useActionFailure } from '../../../shared/action-failure';
import { formatDate } from '@nivasa/contracts/format';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { useIsPhone } from '../../../shared/use-is-phone';
import { PagedArea, Pager, pageOf } from '../../../shared/pager';
import { PENDING_PAGE_SIZE, pendingListingsQuery, waitingRevision } from '../api/pending-listings';
import { PENDING_TABLE_TEXT } from '../messages';
import { ApproveAction } from './approve-action';
import { DeleteAction } from './delete-action';
import { DisapproveChangesAction } from './disapprove-changes-action';
import { DuplicatePhotos } from './duplicate-photos';
import { RevisionChanges } from './revision-changes';

const Thumbnail = styled(ListingImage)`
  width: 96px;
  border-radius: 6px;
`;

const PhoneListing = styled.div`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: 10px;
  align-items: center;

  small {
    display: block;
    color: ${colors.textMuted};
  }
`;

const TitleLink = styled(Link)`
  font-weight: 600;
  overflow-wrap: break-word;
`;

/** A row of the phone's listing as wide as the picture and the title together. */
const PhoneWide = styled.div`
  grid-column: 1 / -1;

  &:empty {
    display: none;
  }
`;

const PhoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  grid-column: 1 / -1;
  gap: 8px;
`;

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

/** The listing's title, and for a live listing's changes, what they change. */
function Title({ listing }: { listing: Listing }) {
  const revision = waitingRevision(listing);
  return (
    <>
      <TitleLink to={listingPath(listing._id)}>{listing.name}</TitleLink>
      {revision && <RevisionChanges revision={revision} />}
    </>
  );
}

/** Approve, and for a live listing's changes, Disapprove changes under it. */
function Decisions({ listing, onFailure }: { listing: Listing; onFailure: Report }) {
  const revision = waitingRevision(listing);
  return (
    <>
      <ApproveAction listing={listing} onFailure={onFailure} />
      {revision && <DisapproveChangesAction listing={listing} revision={revision} onFailure={onFailure} />}
    </>
  );
}

type Report = (what: string, error: unknown) => void;

/** The table's texts in the page's language, and the language its dates are written in. */
interface TableTexts {
  text: Translation<typeof PENDING_TABLE_TEXT.en>;
  nameLabel: string;
  language: Language;
}

function desktopColumns(onFailure: Report, { text, nameLabel, language }: TableTexts) {
  return [
    {
      key: 'createdAt',
      title: text.dateCreated,
      width: 150,
      render: (_: unknown, listing: Listing) => formatDate(listing.createdAt, language),
    },
    {
      key: 'image',
      title: text.image,
      width: 128,
      render: (_: unknown, listing: Listing) => <Thumbnail url={listing.imageUrls[0]} alt="" sizes="96px" />,
    },
    {
      key: 'title',
      title: nameLabel,
      render: (_: unknown, listing: Listing) => (
        <>
          <Title listing={listing} />
          <DuplicatePhotos listing={listing} />
        </>
      ),
    },
    {
      key: 'approve',
      title: text.approve,
      width: 190,
      render: (_: unknown, listing: Listing) => (
        <Stacked>
          <Decisions listing={listing} onFailure={onFailure} />
        </Stacked>
      ),
    },
    {
      key: 'delete',
      title: text.delete,
      width: 110,
      render: (_: unknown, listing: Listing) => <DeleteAction listing={listing} onFailure={onFailure} />,
    },
  ];
}

// Five columns do not fit a phone: one column, the listing beside its picture and its actions under it.
function phoneColumns(onFailure: Report, { text, language }: TableTexts) {
  return [
    {
      key: 'listing',
      title: text.pendingListing,
      render: (_: unknown, listing: Listing) => (
        <PhoneListing>
          <ListingImage url={listing.imageUrls[0]} alt="" sizes="88px" />
          <div>
            <Title listing={listing} />
            <small>{text.created(formatDate(listing.createdAt, language))}</small>
          </div>
          <PhoneWide>
            <DuplicatePhotos listing={listing} />
          </PhoneWide>
          <PhoneActions>
            <Decisions listing={listing} onFailure={onFailure} />
            <DeleteAction listing={listing} onFailure={onFailure} />
          </PhoneActions>
        </PhoneListing>
      ),
    },
  ];
}

/** The listings waiting for an admin, a page at a time, each with Approve and Delete; a live listing's changes show what they change and can be disapproved. */
export function PendingTable() {
  const client = useApiClient();
  const [pageIndex, setPageIndex] = useState(0);
  const pending = useQuery(pendingListingsQuery(client, pageIndex * PENDING_PAGE_SIZE));
  const { failure, report, clear } = useActionFailure();
  const phone = useIsPhone();
  const text = useText(PENDING_TABLE_TEXT);
  const nameLabel = useText(LISTING_FIELD_LABELS_CATALOGUE).name;
  const noPendingListings = useText(LISTING_CATALOGUE).noPendingListings;
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const language = useLanguage();
  const { items, hasNext } = pageOf(pending.data, PENDING_PAGE_SIZE);
  const emptiedLaterPage = pending.isSuccess && !pending.isPlaceholderData && items.length === 0 && pageIndex > 0;

  // The last rows of a later page approved or deleted: show the page before it (set while
  // rendering, as React advises for state that follows other state).
  if (emptiedLaterPage) setPageIndex(pageIndex - 1);

  if (pending.isPending) return <LoadingState label={text.loading} />;
  if (pending.isError)
    return (
      <LoadError
        retryLabel={messages.tryAgain}
        message={loadError.message(errorMessage(pending.error))}
        onRetry={() => void pending.refetch()}
      />
    );
  if (items.length === 0 && pageIndex === 0) return <EmptyState message={noPendingListings}>{text.noneHint}</EmptyState>;

  return (
    <PagedArea>
      <ActionFailure failure={failure} onClose={clear} />
      <Table<Listing>
        rowKey="_id"
        dataSource={items}
        columns={(phone ? phoneColumns : desktopColumns)(report, { text, nameLabel, language })}
        pagination={false}
        tableLayout="fixed"
      />
      <Pager label={text.pagesLabel} pageIndex={pageIndex} hasNext={hasNext} busy={pending.isPlaceholderData} onPage={setPageIndex} />
    </PagedArea>
  );
}
