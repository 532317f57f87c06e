import styled from 'styled-components';
import type { ListingDetail, ListingStatus } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { updateListingPath } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { colors, radius } from '@nivasa/ui/theme';
import { OWNER_BOX_TEXT } from '../messages';

/** Each state's words (by their keys in the listing's shared texts and in this box's) and colour. */
const STATUS = {
  approved: { text: 'statusApproved', hint: 'approvedHint', color: '#15803d' },
  pending: { text: 'statusPending', hint: 'pendingHint', color: '#b45309' },
  disapproved: { text: 'statusDisapproved', hint: 'disapprovedHint', color: colors.danger },
} as const satisfies Record<ListingStatus, { text: string; hint: string; color: string }>;

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
  const text = useText(OWNER_BOX_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const status = STATUS[listing.status];
  return (
    <Box aria-labelledby="owner-box-title">
      <Heading id="owner-box-title">{text.title}</Heading>
      <Status $color={status.color}>{listingText[status.text]}</Status>
      {listing.statusReason && listing.status === LISTING_STATUS.disapproved && <Reason>{text.reason(listing.statusReason)}</Reason>}
      <Muted>{text[status.hint]}</Muted>
      {listing.revision?.status === REVISION_STATUS.pending && <Status $color="#b45309">{listingText.changesWaiting}</Status>}
      {listing.revision?.status === REVISION_STATUS.disapproved && <Status $color={colors.danger}>{listingText.changesNotApproved}</Status>}
      <div>
        <PrimaryLink to={updateListingPath(listing._id)}>{text.edit}</PrimaryLink>
      </div>
    </Box>
  );
}
