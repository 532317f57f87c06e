import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { listingPath } from '@nivasa/contracts/paths';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { Link } from '@nivasa/ui/router';
import { colors } from '@nivasa/ui/theme';
import { waitingRevision } from '../api/pending-listings';
import { DuplicatePhotos } from './duplicate-photos';
import { RevisionChanges } from './revision-changes';

/* A pending listing's picture and title, as the queue's rows show them: the same with antd's Table and without. */

/** The desktop table's fixed columns, in px (the title takes the rest); Delete fits its Sinhala and Tamil words. */
export const DESKTOP_COLUMN_WIDTHS = { createdAt: 130, image: 128, approve: 190, delete: 130 } as const;

export const Thumbnail = styled(ListingImage)`
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

/** The phone's row of actions, under the listing: antd's buttons are 32 px high, so the rows drawn before them keep that room. */
export const PhoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  grid-column: 1 / -1;
  gap: 8px;
  min-height: 32px;
`;

/** The listing's title, and for a live listing's changes, what they change. */
export function Title({ listing }: { listing: Listing }) {
  const revision = waitingRevision(listing);
  return (
    <>
      <TitleLink to={listingPath(listing._id)}>{listing.name}</TitleLink>
      {revision && <RevisionChanges revision={revision} />}
    </>
  );
}

/** The phone's one cell of a row: the picture beside the title and when it was made, photos like another listing's under them, then `children` (the actions). */
export function PhoneListingCell({ listing, created, children }: { listing: Listing; created: string; children?: ReactNode }) {
  return (
    <PhoneListing>
      <ListingImage url={listing.imageUrls[0]} alt="" sizes="88px" />
      <div>
        <Title listing={listing} />
        <small>{created}</small>
      </div>
      <PhoneWide>
        <DuplicatePhotos listing={listing} />
      </PhoneWide>
      {children}
    </PhoneListing>
  );
}
