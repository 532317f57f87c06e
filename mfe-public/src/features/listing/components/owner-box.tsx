import styled from 'styled-components';
import type { ListingDetail, ListingStatus } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { updateListingPath } from '@nivasa/contracts/paths';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { colors, radius } from '@nivasa/ui/theme';
import { OWNER_BOX_TEXT } from '../messages';

const STATUS: Record<ListingStatus, { text: string; hint: string; color: string }> = {
  approved: { text: LISTING_MESSAGES.statusApproved, hint: OWNER_BOX_TEXT.approvedHint, color: '#15803d' },
  pending: {
    text: LISTING_MESSAGES.statusPending,
    hint: OWNER_BOX_TEXT.pendingHint,
    color: '#b45309',
  },
  disapproved: {
    text: LISTING_MESSAGES.statusDisapproved,
    hint: OWNER_BOX_TEXT.disapprovedHint,
    color: colors.danger,
  },
};

const Box = styled.section`
  display: grid;
  gap: 10px;
  padding: 20px;
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radius.large};
  background: ${colors.primarySoft};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.05rem;
`;

const Status = styled.p<{ $color: string }>`
  margin: 0;
  font-weight: 700;
  color: ${({ $color }) => $color};
`;

const Reason = styled.p`
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.92rem;
`;

/** For the listing's owner only: where it is in moderation, and the way to edit it. */
export function OwnerBox({ listing }: { listing: ListingDetail }) {
  const status = STATUS[listing.status];
  return (
    <Box aria-labelledby="owner-box-title">
      <Heading id="owner-box-title">{OWNER_BOX_TEXT.title}</Heading>
      <Status $color={status.color}>{status.text}</Status>
      {listing.statusReason && listing.status === LISTING_STATUS.disapproved && (
        <Reason>{OWNER_BOX_TEXT.reason(listing.statusReason)}</Reason>
      )}
      <Muted>{status.hint}</Muted>
      {listing.revision?.status === REVISION_STATUS.pending && <Status $color="#b45309">{LISTING_MESSAGES.changesWaiting}</Status>}
      {listing.revision?.status === REVISION_STATUS.disapproved && (
        <Status $color={colors.danger}>{LISTING_MESSAGES.changesNotApproved}</Status>
      )}
      <div>
        <PrimaryLink to={updateListingPath(listing._id)}>{OWNER_BOX_TEXT.edit}</PrimaryLink>
      </div>
    </Box>
  );
}
