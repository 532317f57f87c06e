import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { LISTING_CATALOGUE } from '@nivasa/ui/listing-catalogues';
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
  const text = useText(CREATE_LISTING_PAGE_TEXT);
  const listingText = useText(LISTING_CATALOGUE);
  if (!user) return null;

  return (
    <ListingFormFrame title={listingText.createTitle}>
      <ListingEditor base={NEW_LISTING_VALUES} draftKey={draftKey(user._id)} submitText={text.submit} save={create} />
    </ListingFormFrame>
  );
}
