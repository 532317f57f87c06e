import { Button } from '@nivasa/ui/antd';
import { Popconfirm } from '@nivasa/ui/antd-display';
import type { Listing } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { useDeleteListing } from '../api/use-delete-listing';
import { DELETE_ACTION_TEXT } from '../messages';

interface DeleteActionProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/** Delete, after a Yes. */
export function DeleteAction({ listing, onFailure }: DeleteActionProps) {
  const remove = useDeleteListing();
  const text = useText(DELETE_ACTION_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  const messages = useText(MESSAGES_CATALOGUE);
  return (
    <Popconfirm
      title={listingText.confirmAdminDelete}
      okText={messages.confirmYes}
      cancelText={messages.confirmNo}
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutateAsync(listing._id).catch((error: unknown) => onFailure(text.failed(listing.name), error))}
    >
      <Button danger loading={remove.isPending}>
        {text.delete}
      </Button>
    </Popconfirm>
  );
}
