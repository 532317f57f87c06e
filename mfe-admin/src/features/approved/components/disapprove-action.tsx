import { useState } from 'react';
import { Button, Input } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import type { Listing } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
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
  const text = useText(DISAPPROVE_ACTION_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const messages = useText(MESSAGES_CATALOGUE);
  return (
    <Popconfirm
      title={listingText.confirmDisapprove}
      description={
        <Input.TextArea
          aria-label={listingText.reasonForOwner}
          placeholder={listingText.reasonForOwner}
          value={reason}
          maxLength={LISTING_LIMITS.reasonMaxLength}
          autoSize={{ minRows: 2, maxRows: 5 }}
          style={{ width: 'min(280px, 70vw)' }}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      okText={messages.confirmYes}
      cancelText={messages.confirmNo}
      okButtonProps={{ danger: true }}
      onOpenChange={(open) => open && setReason('')}
      onConfirm={() =>
        disapprove
          .mutateAsync({ listing, reason: reason.trim() || undefined })
          .catch((error: unknown) => onFailure(text.failed(listing.name), error))
      }
    >
      <Button danger loading={disapprove.isPending}>
        {text.disapprove}
      </Button>
    </Popconfirm>
  );
}
