import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatDateTime, formatNumber } from '@nivasa/contracts/format';
import { listingPath } from '@nivasa/contracts/paths';
import type { ReportAction, ReportedListing } from '@nivasa/contracts/report-schema';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { Pagination, Popconfirm } from '@nivasa/ui/antd-display';
import { REPORT_REASON_CATALOGUE } from '@nivasa/ui/engagement-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Link, useSearchParams } from '@nivasa/ui/router';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, radius } from '@nivasa/ui/theme';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { ActionFailure, useActionFailure } from '../../../shared/action-failure';
import { reportsQueueQuery } from '../api/reports-queue';
import { useDecideReports } from '../api/use-decide-reports';
import { REPORTS_QUEUE_TEXT } from '../messages';
import { PAGE_TURN_ICONS } from '../../../shared/page-turn-icons';
import { ReportCard, ReportCards, ReportFacts, ReportMuted, ReportNotes, ReportTag } from '../../../shared/report-cards';

const Decision = styled.div`
  display: grid;
  gap: 8px;

  input {
    width: 100%;
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid ${colors.border};
    border-radius: ${radius.small};
    font: inherit;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const ActionButton = styled.button<{ $danger?: boolean }>`
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ $danger }) => ($danger ? colors.danger : colors.border)};
  border-radius: ${radius.pill};
  background: ${({ $danger }) => ($danger ? colors.danger : colors.surface)};
  color: ${({ $danger }) => ($danger ? '#ffffff' : colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;

  .ant-pagination {
    justify-self: end;
  }
`;

function ReportedItem({ item, onFailure }: { item: ReportedListing; onFailure: (what: string, error: unknown) => void }) {
  const text = useText(REPORTS_QUEUE_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const reasons = useText(REPORT_REASON_CATALOGUE);
  const language = useLanguage();
  const decide = useDecideReports();
  const [reason, setReason] = useState('');
  const ids = useId();
  const act = (action: ReportAction) =>
    decide.mutate(
      { listingId: item.listingId, action, reason: reason.trim() || undefined },
      { onError: (error) => onFailure(text.failedAction, error) },
    );
  return (
    <ReportCard aria-labelledby={`${ids}-name`}>
      <h3 id={`${ids}-name`}>
        <Link to={listingPath(item.listingId)}>{item.listingName}</Link>
      </h3>
      <ReportFacts>
        <span>
          {text.reports}: <strong>{formatNumber(item.reportCount)}</strong>
        </span>
        <span>
          {text.fraudReports}: <strong>{formatNumber(item.fraudReportCount)}</strong>
        </span>
        <span>
          {text.owner}: {item.ownerUsername}
        </span>
        {item.hidden && <ReportTag $danger>{text.hidden}</ReportTag>}
        {item.ownerBlocked && <ReportTag $danger>{text.ownerBlocked}</ReportTag>}
      </ReportFacts>
      <ReportFacts>
        {item.reasons.map(({ reason: code, count }) => (
          <ReportTag key={code}>
            {reasons[code]} × {formatNumber(count)}
          </ReportTag>
        ))}
      </ReportFacts>
      <ReportNotes>
        {item.reports.map((report, index) => (
          <li key={index}>
            <strong>{reasons[report.reason]}</strong>
            <span>{report.details || <ReportMuted>{text.noDetails}</ReportMuted>}</span>
            <ReportMuted>{formatDateTime(report.createdAt, language)}</ReportMuted>
          </li>
        ))}
      </ReportNotes>
      <Decision>
        <label htmlFor={`${ids}-reason`}>{text.reasonLabel}</label>
        <input
          id={`${ids}-reason`}
          value={reason}
          maxLength={LISTING_LIMITS.reasonMaxLength}
          onChange={(event) => setReason(event.target.value)}
        />
        <Buttons>
          <ActionButton type="button" disabled={decide.isPending} onClick={() => act('dismiss')}>
            {text.dismiss}
          </ActionButton>
          <ActionButton type="button" $danger disabled={decide.isPending} onClick={() => act('take-down')}>
            {text.takeDown}
          </ActionButton>
          <Popconfirm
            title={text.confirmBlock}
            okText={messages.confirmYes}
            cancelText={messages.confirmNo}
            okButtonProps={{ danger: true }}
            onConfirm={() => act('block-owner')}
          >
            <ActionButton type="button" $danger disabled={decide.isPending || item.ownerBlocked}>
              {text.blockOwner}
            </ActionButton>
          </Popconfirm>
        </Buttons>
      </Decision>
    </ReportCard>
  );
}

/** The reports queue, a page at a time (the page in the address, ?page=2), with each listing's decisions. */
export function ReportsQueue() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const queue = useQuery(reportsQueueQuery(client, page));
  const text = useText(REPORTS_QUEUE_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const { failure, report, clear } = useActionFailure();

  if (queue.isPending) return <LoadingState label={text.loading} />;
  if (queue.isError)
    return (
      <LoadError
        retryLabel={messages.tryAgain}
        message={loadError.message(errorMessage(queue.error))}
        onRetry={() => void queue.refetch()}
      />
    );
  if (queue.data.total === 0) return <EmptyState message={text.none}>{text.noneHint}</EmptyState>;
  return (
    <Layout>
      <ReportCards>
        {queue.data.items.map((item) => (
          <ReportedItem key={item.listingId} item={item} onFailure={report} />
        ))}
      </ReportCards>
      <Pagination
        {...PAGE_TURN_ICONS}
        current={page}
        pageSize={queue.data.pageSize}
        total={queue.data.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
      />
      <ActionFailure failure={failure} onClose={clear} />
    </Layout>
  );
}
