import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Listing } from '@nivasa/contracts/api';
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
  return (
    <Popconfirm
      title={changes ? LISTING_MESSAGES.confirmApproveChanges : LISTING_MESSAGES.confirmApprove}
      description={
        <Input
          aria-label={LISTING_MESSAGES.reasonForOwner}
          placeholder={LISTING_MESSAGES.reasonForOwner}
          value={reason}
          maxLength={LISTING_LIMITS.reasonMaxLength}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      okText={MESSAGES.confirmYes}
      cancelText={MESSAGES.confirmNo}
      onOpenChange={(open) => open && setReason('')}
      onConfirm={() =>
        approve
          .mutateAsync({ listingId: listing._id, revision: reviewedVersion(listing), reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(APPROVE_ACTION_TEXT.failed(listing.name), error))
      }
    >
      <Button type="primary" loading={approve.isPending}>
        {changes ? LISTING_MESSAGES.approveChanges : APPROVE_ACTION_TEXT.approve}
      </Button>
    </Popconfirm>
  );
}
