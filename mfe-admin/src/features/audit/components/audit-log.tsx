import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Pagination, Table } from '@nivasa/ui/antd-display';
import type { AuditEntry, ModerationAction } from '@nivasa/contracts/api';
import type { Language, Translation } from '@nivasa/contracts/languages';
import { listingPath } from '@nivasa/contracts/paths';
import { errorMessage, useApiClient } from '@nivasa/session/api-client';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Link, useSearchParams } from '@nivasa/ui/router';
import { colors, radius } from '@nivasa/ui/theme';
import { LOAD_ERROR_TEXT } from '../../../messages';
import { formatDateTime } from '@nivasa/contracts/format';
import { EmptyState, LoadError, LoadingState } from '@nivasa/ui/states';
import { useIsPhone } from '../../../shared/use-is-phone';
import { auditPageQuery } from '../api/audit-page';
import { AUDIT_LOG_TEXT } from '../messages';
import { PAGE_TURN_ICONS } from '../../../shared/page-turn-icons';

const ACTION_COLORS: Record<ModerationAction, { color: string; background: string }> = {
  approve: { color: colors.primary, background: colors.primarySoft },
  disapprove: { color: colors.danger, background: colors.dangerSoft },
  approveChanges: { color: colors.primary, background: colors.primarySoft },
  disapproveChanges: { color: colors.danger, background: colors.dangerSoft },
  edit: { color: colors.textMuted, background: colors.background },
  feature: { color: '#8a5a00', background: '#fdf1dc' },
  unfeature: { color: colors.textMuted, background: colors.background },
  delete: { color: colors.danger, background: colors.dangerSoft },
  dismissReports: { color: colors.textMuted, background: colors.background },
  takeDown: { color: colors.danger, background: colors.dangerSoft },
  blockUser: { color: colors.danger, background: colors.dangerSoft },
  unblockUser: { color: colors.primary, background: colors.primarySoft },
  readEnquiry: { color: colors.textMuted, background: colors.background },
};

const ActionTag = styled.span<{ $action: ModerationAction }>`
  display: inline-block;
  padding: 1px 10px;
  border-radius: ${radius.pill};
  background: ${({ $action }) => ACTION_COLORS[$action].background};
  color: ${({ $action }) => ACTION_COLORS[$action].color};
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
  // Blocking an account names the user, not a listing.
  if (entry.listingId === undefined) return <span>{entry.username}</span>;
  // A deleted listing's page is gone; its name stays in the log as text.
  if (entry.action === 'delete') return <span>{entry.listingName}</span>;
  return <Link to={listingPath(entry.listingId)}>{entry.listingName}</Link>;
}

const Reason = ({ entry }: { entry: AuditEntry }) => (entry.reason ? <span>{entry.reason}</span> : <Muted>—</Muted>);

/** The log's texts in the page's language, and the language its times are written in. */
interface LogTexts {
  text: Translation<typeof AUDIT_LOG_TEXT.en>;
  reasonLabel: string;
  language: Language;
}

const Action = ({ entry, text }: { entry: AuditEntry; text: LogTexts['text'] }) => (
  <ActionTag $action={entry.action}>{text.actions[entry.action]}</ActionTag>
);

const desktopColumns = ({ text, reasonLabel, language }: LogTexts) => [
  { key: 'when', title: text.when, width: 170, render: (_: unknown, entry: AuditEntry) => formatDateTime(entry.createdAt, language) },
  { key: 'who', title: text.who, width: 130, render: (_: unknown, entry: AuditEntry) => entry.actorUsername },
  {
    key: 'action',
    title: text.action,
    width: 136,
    render: (_: unknown, entry: AuditEntry) => <Action entry={entry} text={text} />,
  },
  { key: 'listing', title: text.listing, render: (_: unknown, entry: AuditEntry) => <ListingName entry={entry} /> },
  { key: 'reason', title: reasonLabel, render: (_: unknown, entry: AuditEntry) => <Reason entry={entry} /> },
];

// On a phone: what happened to which listing, and when and by whom under it.
const phoneColumns = ({ text, reasonLabel, language }: LogTexts) => [
  {
    key: 'entry',
    title: text.action,
    render: (_: unknown, entry: AuditEntry) => (
      <Stacked>
        <span>
          <Action entry={entry} text={text} /> <ListingName entry={entry} />
        </span>
        <Muted>{text.whenAndWho(formatDateTime(entry.createdAt, language), entry.actorUsername)}</Muted>
        {entry.reason && (
          <span>
            {reasonLabel}: {entry.reason}
          </span>
        )}
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
  const text = useText(AUDIT_LOG_TEXT);
  const reasonLabel = useText(LISTING_CATALOGUE).reasonLabel;
  const messages = useText(MESSAGES_CATALOGUE);
  const loadError = useText(LOAD_ERROR_TEXT);
  const language = useLanguage();

  if (log.isPending) return <LoadingState label={text.loading} />;
  if (log.isError)
    return (
      <LoadError retryLabel={messages.tryAgain} message={loadError.message(errorMessage(log.error))} onRetry={() => void log.refetch()} />
    );
  if (log.data.total === 0) return <EmptyState message={text.none}>{text.noneHint}</EmptyState>;
  return (
    <Layout>
      <Table<AuditEntry>
        rowKey="_id"
        dataSource={log.data.entries}
        columns={(phone ? phoneColumns : desktopColumns)({ text, reasonLabel, language })}
        pagination={false}
        loading={log.isPlaceholderData}
        tableLayout="fixed"
      />
      <Pagination
        {...PAGE_TURN_ICONS}
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
