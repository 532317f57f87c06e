import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import type { Listing } from '@nivasa/contracts/api';
import { useApproveListing } from '../api/use-approve-listing';

interface ApproveActionProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/** Approve, after a Yes; the admin may add a reason for the owner's mail. */
export function ApproveAction({ listing, onFailure }: ApproveActionProps) {
  const approve = useApproveListing();
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={LISTING_MESSAGES.confirmApprove}
      description={
        <Input
          aria-label="Reason for the owner (optional)"
          placeholder="Reason for the owner (optional)"
          value={reason}
          maxLength={LISTING_LIMITS.reasonMaxLength}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      okText="Yes"
      cancelText="No"
      onOpenChange={(open) => open && setReason('')}
      onConfirm={() =>
        approve
          .mutateAsync({ listingId: listing._id, reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(`Could not approve “${listing.name}”`, error))
      }
    >
      <Button type="primary" loading={approve.isPending}>
        Approve
      </Button>
    </Popconfirm>
  );
}
