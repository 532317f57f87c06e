import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatNumber } from '@nivasa/contracts/format';
import { PATHS } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { NavLink } from '@nivasa/ui/router';
import { colors, radius } from '@nivasa/ui/theme';
import { unreadCountQuery } from '../api/unread-count-query';
import { MESSAGES_ENTRY_TEXT } from '../messages';

const EntryLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;

  &:hover,
  &.active {
    color: ${colors.primary};
  }
`;

const UnreadBadge = styled.span`
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

/** On a phone the menu hides the Messages entry, so the closed menu's button shows that something is unread. */
const MenuBadge = styled(UnreadBadge)`
  position: absolute;
  top: -6px;
  right: -6px;
`;

/**
 * The signed-in user's unread enquiry messages, polled lightly; 0 until known. Only components
 * drawn for a signed-in user ask (the frame prerendered at build time has no query client).
 */
function useUnreadCount(): number {
  const client = useApiClient();
  return useQuery(unreadCountQuery(client)).data ?? 0;
}

/** The count on the closed menu button of a phone's header. */
export function MenuUnreadBadge() {
  const count = useUnreadCount();
  return count > 0 ? <MenuBadge aria-hidden="true">{formatNumber(count)}</MenuBadge> : null;
}

/** "Messages" in the header, with the unread count when there is any. For a signed-in user only. */
export function MessagesEntry({ onNavigate }: { onNavigate: () => void }) {
  const text = useText(MESSAGES_ENTRY_TEXT);
  const count = useUnreadCount();
  return (
    <EntryLink to={PATHS.messages} aria-label={count > 0 ? text.withUnread(formatNumber(count)) : undefined} onClick={onNavigate}>
      {text.messages}
      {count > 0 && <UnreadBadge aria-hidden="true">{formatNumber(count)}</UnreadBadge>}
    </EntryLink>
  );
}
