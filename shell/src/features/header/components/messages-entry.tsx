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

export const UnreadBadge = styled.span`
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

/** The signed-in user's unread enquiry messages, polled lightly; undefined until known and for a visitor. */
export function useUnreadCount(signedIn: boolean): number | undefined {
  const client = useApiClient();
  return useQuery({ ...unreadCountQuery(client), enabled: signedIn }).data;
}

/** "Messages" in the header, with the unread count when there is any. For a signed-in user only. */
export function MessagesEntry({ unread, onNavigate }: { unread: number | undefined; onNavigate: () => void }) {
  const text = useText(MESSAGES_ENTRY_TEXT);
  const count = unread ?? 0;
  return (
    <EntryLink to={PATHS.messages} aria-label={count > 0 ? text.withUnread(formatNumber(count)) : undefined} onClick={onNavigate}>
      {text.messages}
      {count > 0 && <UnreadBadge aria-hidden="true">{formatNumber(count)}</UnreadBadge>}
    </EntryLink>
  );
}
