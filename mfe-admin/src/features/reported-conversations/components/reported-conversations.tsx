import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { EnquiryRole } from '@nivasa/contracts/enquiry-schema';
import { formatDateTime } from '@nivasa/contracts/format';
import { listingPath } from '@nivasa/contracts/paths';
import type { ReportedEnquiry } from '@nivasa/contracts/api';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { Pagination } from '@nivasa/ui/antd-display';
import { ENQUIRY_CATALOGUE, ENQUIRY_REPORT_REASON_CATALOGUE } from '@nivasa/ui/enquiry-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Link, useSearchParams } from '@nivasa/ui/router';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, radius } from '@nivasa/ui/theme';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { PAGE_TURN_ICONS } from '../../../shared/page-turn-icons';
import { ReportCard, ReportCards, ReportFacts, ReportMuted, ReportNotes, ReportTag } from '../../../shared/report-cards';
import { reportedConversationQuery, reportedConversationsQuery } from '../api/reported-conversations';
import { REPORTED_CONVERSATIONS_TEXT } from '../messages';

const Section = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 32px;

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }

  .ant-pagination {
    justify-self: end;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Toggle = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Messages = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px;
  border-radius: ${radius.small};
  background: ${colors.background};
  list-style: none;

  li {
    display: grid;
    gap: 2px;
  }
`;

function useSideNames(item: ReportedEnquiry): Record<EnquiryRole, string> {
  const text = useText(REPORTED_CONVERSATIONS_TEXT);
  const enquiry = useText(ENQUIRY_CATALOGUE);
  return {
    seeker: `${text.seeker}: ${item.seekerName ?? enquiry.deletedUser}`,
    owner: `${text.owner}: ${item.ownerName ?? enquiry.deletedUser}`,
  };
}

/** The conversation's newest messages, read when a moderator opens it (the API logs each read). */
function ConversationMessages({ item, id }: { item: ReportedEnquiry; id: string }) {
  const client = useApiClient();
  const text = useText(REPORTED_CONVERSATIONS_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const language = useLanguage();
  const sides = useSideNames(item);
  const conversation = useQuery(reportedConversationQuery(client, item.threadId));
  if (conversation.isPending) return <LoadingState label={text.loadingMessages} />;
  if (conversation.isError)
    return (
      <LoadError
        retryLabel={messages.tryAgain}
        message={loadError.message(errorMessage(conversation.error))}
        onRetry={() => void conversation.refetch()}
      />
    );
  return (
    <>
      {conversation.data.hasOlder && <ReportMuted>{text.olderNotShown}</ReportMuted>}
      <Messages id={id} aria-label={text.messages}>
        {conversation.data.messages.map((message) => (
          <li key={message._id}>
            <strong>{sides[message.from]}</strong>
            <span>{message.text}</span>
            <ReportMuted>{formatDateTime(message.createdAt, language)}</ReportMuted>
          </li>
        ))}
      </Messages>
    </>
  );
}

function ReportedConversation({ item }: { item: ReportedEnquiry }) {
  const text = useText(REPORTED_CONVERSATIONS_TEXT);
  const reasons = useText(ENQUIRY_REPORT_REASON_CATALOGUE);
  const language = useLanguage();
  const sides = useSideNames(item);
  const [open, setOpen] = useState(false);
  const ids = useId();
  return (
    <ReportCard aria-labelledby={`${ids}-name`}>
      <h4 id={`${ids}-name`}>
        <Link to={listingPath(item.listing._id)}>{item.listing.name}</Link>
      </h4>
      <ReportFacts>
        <span>{sides.seeker}</span>
        <span>{sides.owner}</span>
        {item.blocked && <ReportTag $danger>{text.blocked}</ReportTag>}
      </ReportFacts>
      <ReportNotes>
        {item.reports.map((report) => (
          <li key={report.by}>
            <strong>
              {report.by === 'seeker' ? text.reportedBySeeker : text.reportedByOwner}: {reasons[report.reason]}
            </strong>
            <span>{report.details || <ReportMuted>{text.noDetails}</ReportMuted>}</span>
            <ReportMuted>{formatDateTime(report.createdAt, language)}</ReportMuted>
          </li>
        ))}
      </ReportNotes>
      <Toggle type="button" aria-expanded={open} aria-controls={open ? `${ids}-messages` : undefined} onClick={() => setOpen(!open)}>
        {open ? text.hide : text.read}
      </Toggle>
      {open && <ConversationMessages item={item} id={`${ids}-messages`} />}
    </ReportCard>
  );
}

/** Reported conversations, a page at a time (?conversations=2), each readable by opening it. */
export function ReportedConversations() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('conversations'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const reported = useQuery(reportedConversationsQuery(client, page));
  const text = useText(REPORTED_CONVERSATIONS_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const headingId = useId();

  const content = () => {
    if (reported.isPending) return <LoadingState label={text.loading} />;
    if (reported.isError)
      return (
        <LoadError
          retryLabel={messages.tryAgain}
          message={loadError.message(errorMessage(reported.error))}
          onRetry={() => void reported.refetch()}
        />
      );
    if (reported.data.total === 0) return <EmptyState message={text.none} />;
    return (
      <>
        <ReportCards>
          {reported.data.items.map((item) => (
            <ReportedConversation key={item.threadId} item={item} />
          ))}
        </ReportCards>
        <Pagination
          {...PAGE_TURN_ICONS}
          current={page}
          pageSize={reported.data.pageSize}
          total={reported.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => {
            const params = new URLSearchParams(searchParams);
            if (next === 1) params.delete('conversations');
            else params.set('conversations', String(next));
            setSearchParams(params);
          }}
        />
      </>
    );
  };
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{text.title}</h3>
      <Intro>{text.intro}</Intro>
      {content()}
    </Section>
  );
}
