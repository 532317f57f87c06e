import { Button } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import type { Listing } from '@nivasa/contracts/api';
import { useDeleteListing } from '../api/use-delete-listing';

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
      okText="Yes"
      cancelText="No"
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutateAsync(listing._id).catch((error: unknown) => onFailure(`Could not delete “${listing.name}”`, error))}
    >
      <Button danger loading={remove.isPending}>
        Delete
      </Button>
    </Popconfirm>
  );
}
