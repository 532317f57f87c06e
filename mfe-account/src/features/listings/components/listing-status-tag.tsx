import styled from 'styled-components';
import type { ListingStatus } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { colors, radius } from '@nivasa/ui/theme';

/** Each status's text in the listing catalogue. */
const STATUS_TEXT_KEYS = {
  approved: 'statusApproved',
  pending: 'statusPending',
  disapproved: 'statusDisapproved',
} as const satisfies Record<ListingStatus, string>;

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
  const listingText = useText(LISTING_CATALOGUE);
  return <Tag $status={status}>{listingText[STATUS_TEXT_KEYS[status]]}</Tag>;
}
