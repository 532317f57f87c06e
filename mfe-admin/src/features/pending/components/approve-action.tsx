import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import type { Listing } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { reviewedVersion, waitingRevision } from '../api/pending-listings';
import { useApproveVersion } from '../api/version-decisions';
import { APPROVE_ACTION_TEXT } from '../messages';

interface ApproveActionProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/**
 * Approve, after a Yes: a new listing, or a live listing's waiting changes (exactly those shown);
 * the admin may add a reason for the owner's mail.
 */
export function ApproveAction({ listing, onFailure }: ApproveActionProps) {
  const approve = useApproveVersion();
  const [reason, setReason] = useState('');
  const changes = waitingRevision(listing) !== undefined;
  const text = useText(APPROVE_ACTION_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const messages = useText(MESSAGES_CATALOGUE);
  return (
    <Popconfirm
      title={changes ? listingText.confirmApproveChanges : listingText.confirmApprove}
      description={
        <Input
          aria-label={listingText.reasonForOwner}
          placeholder={listingText.reasonForOwner}
          value={reason}
          maxLength={LISTING_LIMITS.reasonMaxLength}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      okText={messages.confirmYes}
      cancelText={messages.confirmNo}
      onOpenChange={(open) => open && setReason('')}
      onConfirm={() =>
        approve
          .mutateAsync({ listingId: listing._id, revision: reviewedVersion(listing), reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(text.failed(listing.name), error))
      }
    >
      <Button type="primary" loading={approve.isPending}>
        {changes ? listingText.approveChanges : text.approve}
      </Button>
    </Popconfirm>
  );
}
