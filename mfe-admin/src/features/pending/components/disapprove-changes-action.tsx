import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import type { Listing, ListingRevision } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
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
  const text = useText(DISAPPROVE_CHANGES_ACTION_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const messages = useText(MESSAGES_CATALOGUE);
  return (
    <Popconfirm
      title={listingText.confirmDisapproveChanges}
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
        disapprove
          .mutateAsync({ listingId: listing._id, revision: revision._id, reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(text.failed(listing.name), error))
      }
    >
      <Button danger loading={disapprove.isPending}>
        {listingText.disapproveChanges}
      </Button>
    </Popconfirm>
  );
}
