import { MESSAGES } from '@nivasa/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Pagination, Table } from '@nivasa/ui/antd-display';
import type { AuditEntry, ModerationAction } from '@nivasa/contracts/api';
import { listingPath } from '@nivasa/contracts/paths';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { Link, useSearchParams } from '@nivasa/ui/router';
import { colors, radius } from '@nivasa/ui/theme';
import { formatDateTime } from '../../../shared/format';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { useIsPhone } from '../../../shared/use-is-phone';
import { auditPageQuery } from '../api/audit-page';

const ACTION_TEXT: Record<ModerationAction, { label: string; color: string; background: string }> = {
  approve: { label: 'Approved', color: colors.primary, background: colors.primarySoft },
  disapprove: { label: 'Disapproved', color: colors.danger, background: colors.dangerSoft },
  approveChanges: { label: 'Changes approved', color: colors.primary, background: colors.primarySoft },
  disapproveChanges: { label: 'Changes disapproved', color: colors.danger, background: colors.dangerSoft },
  edit: { label: 'Edited', color: colors.textMuted, background: colors.background },
  feature: { label: 'Featured', color: '#8a5a00', background: '#fdf1dc' },
  unfeature: { label: 'Unfeatured', color: colors.textMuted, background: colors.background },
  delete: { label: 'Deleted', color: colors.danger, background: colors.dangerSoft },
};

const ActionTag = styled.span<{ $action: ModerationAction }>`
  display: inline-block;
  padding: 1px 10px;
  border-radius: ${radius.pill};
  background: ${({ $action }) => ACTION_TEXT[$action].background};
  color: ${({ $action }) => ACTION_TEXT[$action].color};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  justify-items: stretch;

  .ant-pagination {
    justify-self: end;
  }
`;

const Stacked = styled.div`
  display: grid;
  gap: 4px;
  overflow-wrap: break-word;
`;

function ListingName({ entry }: { entry: AuditEntry }) {
  // A deleted listing's page is gone; its name stays in the log as text.
  if (entry.action === 'delete') return <span>{entry.listingName}</span>;
  return <Link to={listingPath(entry.listingId)}>{entry.listingName}</Link>;
}

const Reason = ({ entry }: { entry: AuditEntry }) => (entry.reason ? <span>{entry.reason}</span> : <Muted>—</Muted>);

const desktopColumns = [
  { key: 'when', title: 'When', width: 170, render: (_: unknown, entry: AuditEntry) => formatDateTime(entry.createdAt) },
  { key: 'who', title: 'Who', width: 130, render: (_: unknown, entry: AuditEntry) => entry.actorUsername },
  {
    key: 'action',
    title: 'Action',
    width: 136,
    render: (_: unknown, entry: AuditEntry) => <ActionTag $action={entry.action}>{ACTION_TEXT[entry.action].label}</ActionTag>,
  },
  { key: 'listing', title: 'Listing', render: (_: unknown, entry: AuditEntry) => <ListingName entry={entry} /> },
  { key: 'reason', title: 'Reason', render: (_: unknown, entry: AuditEntry) => <Reason entry={entry} /> },
];

// On a phone: what happened to which listing, and when and by whom under it.
const phoneColumns = [
  {
    key: 'entry',
    title: 'Action',
    render: (_: unknown, entry: AuditEntry) => (
      <Stacked>
        <span>
          <ActionTag $action={entry.action}>{ACTION_TEXT[entry.action].label}</ActionTag> <ListingName entry={entry} />
        </span>
        <Muted>
          {formatDateTime(entry.createdAt)} by {entry.actorUsername}
        </Muted>
        {entry.reason && <span>Reason: {entry.reason}</span>}
      </Stacked>
    ),
  },
];

/** The moderation log, newest first, a page at a time; the page is in the address (?page=2). */
export function AuditLog() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const log = useQuery(auditPageQuery(client, page));
  const phone = useIsPhone();

  if (log.isPending) return <LoadingState label="Loading the moderation log…" />;
  if (log.isError)
    return <LoadError retryLabel={MESSAGES.tryAgain} message={`Error: ${errorMessage(log.error)}`} onRetry={() => void log.refetch()} />;
  if (log.data.total === 0)
    return <EmptyState message="No moderation actions yet.">Approvals, disapprovals, featuring and deletions are listed here.</EmptyState>;
  return (
    <Layout>
      <Table<AuditEntry>
        rowKey="_id"
        dataSource={log.data.entries}
        columns={phone ? phoneColumns : desktopColumns}
        pagination={false}
        loading={log.isPlaceholderData}
        tableLayout="fixed"
      />
      <Pagination
        current={page}
        pageSize={log.data.pageSize}
        total={log.data.total}
        showSizeChanger={false}
        hideOnSinglePage
        simple={phone}
        onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
      />
    </Layout>
  );
}
