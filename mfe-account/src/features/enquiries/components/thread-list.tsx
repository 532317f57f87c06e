import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { EnquiryThreadSummary } from '@nivasa/contracts/api';
import { formatDateTime, formatNumber } from '@nivasa/contracts/format';
import { PATHS, messageThreadPath } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { Link, NavLink } from '@nivasa/ui/router';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, radius } from '@nivasa/ui/theme';
import { enquiryThreadsQuery } from '../api/enquiry-queries';
import { ENQUIRY_CATALOGUE } from '@nivasa/ui/enquiry-catalogues';
import { THREAD_LIST_TEXT } from '../messages';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  overflow: hidden;

  li + li {
    border-top: 1px solid ${colors.border};
  }
`;

const Entry = styled(NavLink)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 12px;
  padding: 12px 16px;
  color: ${colors.text};
  text-decoration: none;

  &:hover {
    background: ${colors.background};
    color: ${colors.text};
  }

  &.active {
    background: ${colors.primarySoft};
    box-shadow: inset 4px 0 0 ${colors.primary};
  }
`;

/** Up to two lines: on a phone the time beside it leaves little room for one. */
const Listing = styled.span<{ $unread: boolean }>`
  display: -webkit-box;
  overflow: hidden;
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const When = styled.span`
  color: ${colors.textMuted};
  font-size: 0.82rem;
  white-space: nowrap;
`;

const Person = styled.span`
  grid-column: 1 / -1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const Preview = styled.span<{ $unread: boolean }>`
  grid-column: 1;
  overflow: hidden;
  color: ${({ $unread }) => ($unread ? colors.text : colors.textMuted)};
  font-size: 0.92rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  grid-column: 2;
  justify-self: end;
  align-self: center;
  min-width: 22px;
  padding: 1px 8px;
  border-radius: ${radius.pill};
  background: ${colors.primary};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

const Gone = styled.span`
  justify-self: start;
  padding: 0 8px;
  border-radius: ${radius.pill};
  background: ${colors.background};
  color: ${colors.textMuted};
  font-size: 0.8rem;
`;

function ThreadEntry({ thread }: { thread: EnquiryThreadSummary }) {
  const text = useText(THREAD_LIST_TEXT);
  const enquiry = useText(ENQUIRY_CATALOGUE);
  const language = useLanguage();
  const unread = thread.unread > 0;
  const preview = thread.lastMessage.fromMe ? text.you(thread.lastMessage.text) : thread.lastMessage.text;
  return (
    <li>
      <Entry to={messageThreadPath(thread.threadId)}>
        <Listing $unread={unread}>{thread.listing.name}</Listing>
        <When>
          <time dateTime={thread.lastMessage.createdAt}>{formatDateTime(thread.lastMessage.createdAt, language)}</time>
        </When>
        <Person>{thread.otherName ?? enquiry.deletedUser}</Person>
        {!thread.listing.isPublic && <Gone>{text.noLongerListed}</Gone>}
        {thread.blocked && <Gone>{text.blocked}</Gone>}
        <Preview $unread={unread}>{preview}</Preview>
        {unread && <Badge>{text.unread(formatNumber(thread.unread))}</Badge>}
      </Entry>
    </li>
  );
}

/** The user's threads on both sides, the newest message first, each with what is unread; asked again every few seconds. */
export function ThreadList() {
  const text = useText(THREAD_LIST_TEXT);
  const client = useApiClient();
  const threads = useQuery(enquiryThreadsQuery(client));

  if (threads.isPending) return <LoadingState label={text.loading} />;
  if (threads.isError)
    return <LoadError message={threads.error.message} retryLabel={text.tryAgain} onRetry={() => void threads.refetch()} />;
  if (threads.data.threads.length === 0)
    return (
      <EmptyState message={text.empty}>
        <Link to={PATHS.search}>{text.findPlace}</Link>
      </EmptyState>
    );
  return (
    <nav aria-label={text.label}>
      <List>
        {threads.data.threads.map((thread) => (
          <ThreadEntry key={thread.threadId} thread={thread} />
        ))}
      </List>
    </nav>
  );
}
