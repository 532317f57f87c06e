import styled from 'styled-components';
import type { ListingDetail, ListingStatus } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import { updateListingPath } from '@nivasa/contracts/paths';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { colors, radius } from '@nivasa/ui/theme';

const STATUS: Record<ListingStatus, { text: string; hint: string; color: string }> = {
  approved: { text: LISTING_MESSAGES.statusApproved, hint: 'Everyone can find it in search.', color: '#15803d' },
  pending: {
    text: LISTING_MESSAGES.statusPending,
    hint: 'Only you can see it until a moderator approves it.',
    color: '#b45309',
  },
  disapproved: {
    text: LISTING_MESSAGES.statusDisapproved,
    hint: 'Only you can see it. Edit it to send it for review again.',
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
      <Heading id="owner-box-title">Your listing</Heading>
      <Status $color={status.color}>{status.text}</Status>
      {listing.statusReason && listing.status === LISTING_STATUS.disapproved && <Reason>Reason: {listing.statusReason}</Reason>}
      <Muted>{status.hint}</Muted>
      {listing.revision?.status === REVISION_STATUS.pending && <Status $color="#b45309">{LISTING_MESSAGES.changesWaiting}</Status>}
      {listing.revision?.status === REVISION_STATUS.disapproved && (
        <Status $color={colors.danger}>{LISTING_MESSAGES.changesNotApproved}</Status>
      )}
      <div>
        <PrimaryLink to={updateListingPath(listing._id)}>Edit listing</PrimaryLink>
      </div>
    </Box>
  );
}
