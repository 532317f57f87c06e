import styled from 'styled-components';
import { Table } from '@nivasa/ui/antd-display';
import type { Language, Translation } from '@nivasa/contracts/languages';
import type { Listing } from '@nivasa/contracts/api';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { ActionFailure, useActionFailure } from '../../../shared/action-failure';
import { formatDate } from '@nivasa/contracts/format';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { useIsPhone } from '../../../shared/use-is-phone';
import { PagedArea, Pager } from '../../../shared/pager';
import { waitingRevision } from '../api/pending-listings';
import { PENDING_TABLE_TEXT } from '../messages';
import { ApproveAction } from './approve-action';
import { DeleteAction } from './delete-action';
import { DisapproveChangesAction } from './disapprove-changes-action';
import { DuplicatePhotos } from './duplicate-photos';
import { DESKTOP_COLUMN_WIDTHS, PhoneActions, PhoneListingCell, Thumbnail, Title } from './pending-listing-parts';

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

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
      width: DESKTOP_COLUMN_WIDTHS.createdAt,
      render: (_: unknown, listing: Listing) => formatDate(listing.createdAt, language),
    },
    {
      key: 'image',
      title: text.image,
      width: DESKTOP_COLUMN_WIDTHS.image,
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
      width: DESKTOP_COLUMN_WIDTHS.approve,
      render: (_: unknown, listing: Listing) => (
        <Stacked>
          <Decisions listing={listing} onFailure={onFailure} />
        </Stacked>
      ),
    },
    {
      key: 'delete',
      title: text.delete,
      width: DESKTOP_COLUMN_WIDTHS.delete,
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
        <PhoneListingCell listing={listing} created={text.created(formatDate(listing.createdAt, language))}>
          <PhoneActions>
            <Decisions listing={listing} onFailure={onFailure} />
            <DeleteAction listing={listing} onFailure={onFailure} />
          </PhoneActions>
        </PhoneListingCell>
      ),
    },
  ];
}

interface PendingTableProps {
  /** The page's listings. */
  items: Listing[];
  pageIndex: number;
  hasNext: boolean;
  /** While the next or previous page loads. */
  busy: boolean;
  onPage: (pageIndex: number) => void;
}

/** A page of the queue, each listing with Approve and Delete; a live listing's changes show what they change and can be disapproved. */
export function PendingTable({ items, pageIndex, hasNext, busy, onPage }: PendingTableProps) {
  const { failure, report, clear } = useActionFailure();
  const phone = useIsPhone();
  const text = useText(PENDING_TABLE_TEXT);
  const nameLabel = useText(LISTING_FIELD_LABELS_CATALOGUE).name;
  const language = useLanguage();
  return (
    <AntdTexts>
      <PagedArea>
        <ActionFailure failure={failure} onClose={clear} />
        <Table<Listing>
          rowKey="_id"
          dataSource={items}
          columns={(phone ? phoneColumns : desktopColumns)(report, { text, nameLabel, language })}
          pagination={false}
          tableLayout="fixed"
        />
        <Pager label={text.pagesLabel} pageIndex={pageIndex} hasNext={hasNext} busy={busy} onPage={onPage} />
      </PagedArea>
    </AntdTexts>
  );
}
