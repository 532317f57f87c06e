import { Button } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Listing } from '@nivasa/contracts/api';
import { useDeleteListing } from '../api/use-delete-listing';
import { DELETE_ACTION_TEXT } from '../messages';

interface DeleteActionProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/** Delete, after a Yes. */
export function DeleteAction({ listing, onFailure }: DeleteActionProps) {
  const remove = useDeleteListing();
  return (
    <Popconfirm
      title={LISTING_MESSAGES.confirmAdminDelete}
      okText={MESSAGES.confirmYes}
      cancelText={MESSAGES.confirmNo}
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutateAsync(listing._id).catch((error: unknown) => onFailure(DELETE_ACTION_TEXT.failed(listing.name), error))}
    >
      <Button danger loading={remove.isPending}>
        {DELETE_ACTION_TEXT.delete}
      </Button>
    </Popconfirm>
  );
}
