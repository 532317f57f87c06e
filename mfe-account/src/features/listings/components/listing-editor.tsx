import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button } from '@nivasa/ui/antd';
import { useNavigate } from '@nivasa/ui/router';
import type { Listing, ListingInput, ListingSaved } from '@nivasa/contracts/api';
import { listingPath } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { useListingDraft } from '../hooks/use-listing-draft';
import { LISTING_EDITOR_TEXT } from '../messages';
import { listingInputOf, type ListingFormValues } from '../utils/listing-form-values';
import { ListingForm } from './listing-form';
import { announceLater } from '../utils/announce-later';

interface ListingEditorProps {
  /** The values the form starts from when no draft is kept. */
  base: ListingFormValues;
  draftKey: string;
  submitText: string;
  save: UseMutationResult<ListingSaved, Error, ListingInput>;
  /** Whether the form stays once saved (a live listing's changes waiting for review) instead of showing the listing. */
  staysAfterSave?: (listing: Listing) => boolean;
}

/** The listing form with its draft: kept as the user types, restored on return, gone once saved. */
export function ListingEditor({ base, draftKey, submitText, save, staysAfterSave }: ListingEditorProps) {
  const navigate = useNavigate();
  const text = useText(LISTING_EDITOR_TEXT);
  const draft = useListingDraft(draftKey, base);

  const submit = (values: ListingFormValues) =>
    save.mutate(listingInputOf(values), {
      onSuccess: ({ listing, message }) => {
        draft.clear();
        if (staysAfterSave?.(listing)) return;
        // Said on the listing's page it goes to: the live region outlives the form.
        void announceLater(message);
        void navigate(listingPath(listing._id));
      },
    });

  const discard = () => {
    save.reset();
    draft.discard();
  };

  return (
    <>
      {draft.restored && (
        <Alert
          type="info"
          showIcon
          title={text.draftRestored}
          description={text.draftRestoredText}
          action={
            <Button size="small" onClick={discard}>
              {text.discardDraft}
            </Button>
          }
          style={{ marginBottom: 20 }}
        />
      )}
      <ListingForm
        key={draft.version}
        initialValues={draft.initialValues}
        submitText={submitText}
        saving={save.isPending}
        saveError={save.error}
        onSubmit={submit}
        onEdit={draft.save}
      />
    </>
  );
}
