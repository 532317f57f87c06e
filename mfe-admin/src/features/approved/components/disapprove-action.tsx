import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Listing } from '@nivasa/contracts/api';
import { useDisapproveListing } from '../api/use-disapprove-listing';
import { DISAPPROVE_ACTION_TEXT } from '../messages';

interface DisapproveActionProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/** Disapprove, after a Yes, with an optional reason the owner sees. */
export function DisapproveAction({ listing, onFailure }: DisapproveActionProps) {
  const disapprove = useDisapproveListing();
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={LISTING_MESSAGES.confirmDisapprove}
      description={
        <Input.TextArea
          aria-label={LISTING_MESSAGES.reasonForOwner}
          placeholder={LISTING_MESSAGES.reasonForOwner}
          value={reason}
          maxLength={LISTING_LIMITS.reasonMaxLength}
          autoSize={{ minRows: 2, maxRows: 5 }}
          style={{ width: 'min(280px, 70vw)' }}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      okText={MESSAGES.confirmYes}
      cancelText={MESSAGES.confirmNo}
      okButtonProps={{ danger: true }}
      onOpenChange={(open) => open && setReason('')}
      onConfirm={() =>
        disapprove
          .mutateAsync({ listing, reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(DISAPPROVE_ACTION_TEXT.failed(listing.name), error))
      }
    >
      <Button danger loading={disapprove.isPending}>
        {DISAPPROVE_ACTION_TEXT.disapprove}
      </Button>
    </Popconfirm>
  );
}
