import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { useCurrentUser } from '@nivasa/session/session-state';
import { useCreateListing } from '../features/listings/api/use-create-listing';
import { ListingEditor } from '../features/listings/components/listing-editor';
import { ListingFormFrame } from '../features/listings/components/listing-form-frame';
import { draftKey } from '../features/listings/utils/listing-draft';
import { NEW_LISTING_VALUES } from '../features/listings/utils/listing-form-values';
import { CREATE_LISTING_PAGE_TEXT } from '../messages';

export function CreateListingPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  const create = useCreateListing();
  if (!user) return null;

  return (
    <ListingFormFrame title={LISTING_MESSAGES.createTitle}>
      <ListingEditor base={NEW_LISTING_VALUES} draftKey={draftKey(user._id)} submitText={CREATE_LISTING_PAGE_TEXT.submit} save={create} />
    </ListingFormFrame>
  );
}
