import styled from 'styled-components';
import type { ListingStatus } from '@nivasa/contracts/api';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { colors, radius } from '@nivasa/ui/theme';

const STATUS_TEXT: Record<ListingStatus, string> = {
  approved: LISTING_MESSAGES.statusApproved,
  pending: LISTING_MESSAGES.statusPending,
  disapproved: LISTING_MESSAGES.statusDisapproved,
};

const STATUS_COLORS: Record<ListingStatus, { text: string; background: string }> = {
  approved: { text: '#166534', background: '#dcfce7' },
  pending: { text: '#854d0e', background: '#fef3c7' },
  disapproved: { text: colors.danger, background: colors.dangerSoft },
};

const Tag = styled.span<{ $status: ListingStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${({ $status }) => STATUS_COLORS[$status].background};
  color: ${({ $status }) => STATUS_COLORS[$status].text};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** Where the listing is in moderation, in the owner's words. */
export function ListingStatusTag({ status }: { status: ListingStatus }) {
  return <Tag $status={status}>{STATUS_TEXT[status]}</Tag>;
}
