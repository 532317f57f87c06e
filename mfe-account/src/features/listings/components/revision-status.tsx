import styled from 'styled-components';
import { Alert } from '@nivasa/ui/antd';
import type { ListingRevision } from '@nivasa/contracts/api';
import { REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { colors, radius } from '@nivasa/ui/theme';

const Tag = styled.span<{ $refused: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${radius.pill};
  background: ${({ $refused }) => ($refused ? colors.dangerSoft : '#fef3c7')};
  color: ${({ $refused }) => ($refused ? colors.danger : '#854d0e')};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

const Reason = styled.p`
  margin: 0;
  color: ${colors.danger};
`;

/** In My listings: a live listing's changes waiting for review, or refused with the moderator's reason. */
export function RevisionTag({ revision }: { revision: ListingRevision }) {
  const refused = revision.status === REVISION_STATUS.disapproved;
  return (
    <>
      <Tag $refused={refused}>{refused ? LISTING_MESSAGES.changesNotApproved : LISTING_MESSAGES.changesWaiting}</Tag>
      {refused && revision.reason && (
        <Reason>
          {LISTING_MESSAGES.reasonLabel}: {revision.reason}
        </Reason>
      )}
    </>
  );
}

/** Above the edit form: the changes wait for review while the approved version shows, or why they were refused. */
export function RevisionNotice({ revision }: { revision: ListingRevision }) {
  if (revision.status === REVISION_STATUS.disapproved) {
    return (
      <Alert
        type="warning"
        showIcon
        title={LISTING_MESSAGES.changesNotApproved}
        description={revision.reason ? `${LISTING_MESSAGES.reasonLabel}: ${revision.reason}` : undefined}
        style={{ marginBottom: 20 }}
      />
    );
  }
  return (
    <Alert
      type="info"
      role="status"
      showIcon
      title={LISTING_MESSAGES.changesWaiting}
      description={LISTING_MESSAGES.updatedChangesWaiting}
      style={{ marginBottom: 20 }}
    />
  );
}
