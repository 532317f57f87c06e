import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Listing, ListingRevision } from '@nivasa/contracts/api';
import { useDisapproveChanges } from '../api/version-decisions';
import { DISAPPROVE_CHANGES_ACTION_TEXT } from '../messages';

interface DisapproveChangesActionProps {
  listing: Listing;
  revision: ListingRevision;
  onFailure: (what: string, error: unknown) => void;
}

/** Disapprove a live listing's waiting changes, after a Yes: the live version stays; the reason goes to the owner. */
export function DisapproveChangesAction({ listing, revision, onFailure }: DisapproveChangesActionProps) {
  const disapprove = useDisapproveChanges();
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={LISTING_MESSAGES.confirmDisapproveChanges}
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
        disapprove
          .mutateAsync({ listingId: listing._id, revision: revision._id, reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(DISAPPROVE_CHANGES_ACTION_TEXT.failed(listing.name), error))
      }
    >
      <Button danger loading={disapprove.isPending}>
        {LISTING_MESSAGES.disapproveChanges}
      </Button>
    </Popconfirm>
  );
}
