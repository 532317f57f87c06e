import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatNumber } from '@nivasa/contracts/format';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { colors, radius } from '@nivasa/ui/theme';
import { unreadCountQuery } from '../api/unread-count-query';
import { MESSAGES_ENTRY_TEXT } from '../messages';

/**
 * The header's unread message counts, loaded only for a signed-in user (a visitor's pages carry
 * none of this) and only drawn for one: the frame prerendered at build time has no query client.
 */

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${colors.danger};
  color: #fff;
  font-size: 0.78rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** On a phone the menu hides the Messages link, so the closed menu's button shows that something is unread. */
const MenuBadge = styled(Badge)`
  position: absolute;
  top: -6px;
  right: -6px;
`;

/** Read out with the link, not shown: the count alone would say nothing. */
const Spoken = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The signed-in user's unread enquiry messages (GET /api/enquiries/unread, polled lightly); 0 until known. */
function useUnreadCount(): number {
  const client = useApiClient();
  return useQuery(unreadCountQuery(client)).data ?? 0;
}

/** The count inside the Messages link, when anything is unread. */
export function LinkUnreadBadge() {
  const text = useText(MESSAGES_ENTRY_TEXT);
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <>
      <Badge aria-hidden="true">{formatNumber(count)}</Badge>
      <Spoken>{text.unread(formatNumber(count))}</Spoken>
    </>
  );
}

/** The count on the closed menu button of a phone's header. */
export function MenuUnreadBadge() {
  const count = useUnreadCount();
  return count > 0 ? <MenuBadge aria-hidden="true">{formatNumber(count)}</MenuBadge> : null;
}
