import { useLayoutEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { EnquiryMessage } from '@nivasa/contracts/api';
import { formatDateTime } from '@nivasa/contracts/format';
import { formatSriLankanPhone, normaliseSriLankanPhone } from '@nivasa/contracts/phone';
import { PATHS, listingPath } from '@nivasa/contracts/paths';
import { useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { Link } from '@nivasa/ui/router';
import { ENQUIRY_CATALOGUE } from '@nivasa/ui/enquiry-catalogues';
import { SAFETY_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, media, radius } from '@nivasa/ui/theme';
import { enquiryThreadQuery } from '../api/enquiry-queries';
import { useOlderMessages } from '../api/use-older-messages';
import { THREAD_ACTIONS_TEXT, THREAD_VIEW_TEXT } from '../messages';
import { ReplyBox } from './reply-box';
import { ThreadActions } from './thread-actions';

const Frame = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};

  ${media.mobile} {
    padding: 12px;
  }
`;

const Heading = styled.div`
  display: grid;
  gap: 2px;

  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radius.medium};
  background: ${colors.background};
  color: ${colors.text};
`;

const Warning = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radius.medium};
  background: #fff7e8;
  color: ${colors.text};
  font-size: 0.92rem;

  a {
    font-weight: 600;
  }
`;

/** A long thread scrolls in a box of its own, so the reply box stays in reach; the newest shows first. */
const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: min(50vh, 480px);
  margin: 0;
  padding: 8px 4px;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 82%;
  padding: 8px 12px;
  border-radius: 14px;
  border-end-end-radius: ${({ $mine }) => ($mine ? '4px' : '14px')};
  border-end-start-radius: ${({ $mine }) => ($mine ? '14px' : '4px')};
  background: ${({ $mine }) => ($mine ? colors.primary : colors.background)};
  color: ${({ $mine }) => ($mine ? '#fff' : colors.text)};

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  time {
    display: block;
    margin-top: 2px;
    font-size: 0.78rem;
    text-align: end;
  }
`;

const Older = styled.li`
  align-self: center;

  button {
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.pill};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    font-size: 0.88rem;
    cursor: pointer;
  }
`;

const Phone = styled.p`
  margin: 0;
  font-weight: 600;

  a {
    margin-inline-start: 6px;
  }
`;

function MessageBubble({ message, otherName }: { message: EnquiryMessage; otherName: string }) {
  const text = useText(THREAD_VIEW_TEXT);
  const language = useLanguage();
  return (
    <Bubble $mine={message.fromMe} aria-label={message.fromMe ? text.mine : otherName}>
      <p>{message.text}</p>
      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
    </Bubble>
  );
}

/**
 * One thread: whom it is with and about which listing, the scam warning, the messages (the
 * user's own on the right) and the reply box. A listing no longer on offer gets a notice; the
 * thread stays readable. Asked again every few seconds, so replies come in without a reload.
 */
export function ThreadView({ threadId }: { threadId: string }) {
  const text = useText(THREAD_VIEW_TEXT);
  const actionsText = useText(THREAD_ACTIONS_TEXT);
  const enquiry = useText(ENQUIRY_CATALOGUE);
  const safety = useText(SAFETY_CATALOGUE);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const thread = useQuery(enquiryThreadQuery(client, queryClient, threadId));
  const older = useOlderMessages(threadId);
  const messagesRef = useRef<HTMLOListElement>(null);
  const newest = thread.data?.messages.at(-1)?._id;

  // The newest message in view when the thread opens and whenever one comes in.
  useLayoutEffect(() => {
    const box = messagesRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  if (thread.isPending) return <LoadingState label={text.loading} />;
  if (thread.isError) return <LoadError message={thread.error.message} retryLabel={text.tryAgain} onRetry={() => void thread.refetch()} />;

  const { listing, ownerPhone } = thread.data;
  const messages = [...older.older, ...thread.data.messages];
  const hasOlder = older.hasMore ?? thread.data.hasOlder;
  const otherName = thread.data.otherName ?? enquiry.deletedUser;
  const blocked = thread.data.blockedByMe || thread.data.blockedByOther;
  return (
    <Frame aria-labelledby="thread-title">
      <Heading>
        <h2 id="thread-title">{listing.name}</h2>
        <p>
          {text.withPerson(otherName)}
          {listing.isPublic && (
            <>
              {' · '}
              <Link to={listingPath(listing._id)}>{text.seeListing}</Link>
            </>
          )}
        </p>
      </Heading>
      {!listing.isPublic && <Notice role="note">{text.notPublic}</Notice>}
      {ownerPhone && (
        <Phone>
          {actionsText.ownerPhone}:
          <a href={`tel:${normaliseSriLankanPhone(ownerPhone) ?? ownerPhone}`}>{formatSriLankanPhone(ownerPhone)}</a>
        </Phone>
      )}
      <Warning>
        {safety.advanceWarning} <Link to={PATHS.rentingSafely}>{safety.rentingSafely}</Link>
      </Warning>
      <Messages ref={messagesRef} tabIndex={0} aria-label={text.messages}>
        {hasOlder && (
          <Older>
            <button type="button" disabled={older.load.isPending} onClick={() => older.load.mutate(messages[0]._id)}>
              {actionsText.olderMessages}
            </button>
          </Older>
        )}
        {messages.map((message) => (
          <MessageBubble key={message._id} message={message} otherName={otherName} />
        ))}
      </Messages>
      {blocked ? (
        <Notice role="note">{thread.data.blockedByMe ? actionsText.blockedByMe : actionsText.blockedByOther}</Notice>
      ) : (
        <ReplyBox threadId={threadId} />
      )}
      <ThreadActions thread={thread.data} otherName={otherName} />
    </Frame>
  );
}
