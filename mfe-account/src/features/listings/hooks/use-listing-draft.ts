import { useCallback, useState } from 'react';
import type { ListingFormValues } from '../utils/listing-form-values';
import { readDraft, removeDraft, writeDraft } from '../utils/listing-draft';

/**
 * The form's starting values: the draft kept in this browser over `base` if there is one.
 * `version` changes when the draft is discarded, for the form to start again from `base`.
 */
export function useListingDraft(key: string, base: ListingFormValues) {
  const [start, setStart] = useState(() => {
    const draft = readDraft(key, base.imageUrls);
    return { values: draft ? { ...base, ...draft } : base, restored: draft !== null, version: 0 };
  });

  const save = useCallback((values: Partial<ListingFormValues>) => writeDraft(key, values), [key]);
  const clear = useCallback(() => removeDraft(key), [key]);
  const discard = useCallback(() => {
    removeDraft(key);
    setStart(({ version }) => ({ values: base, restored: false, version: version + 1 }));
  }, [base, key]);

  return { initialValues: start.values, restored: start.restored, version: start.version, save, clear, discard };
}
