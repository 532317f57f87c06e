import { SESSION } from '@nivasa/contracts/limits';
import type { ListingFormValues } from './listing-form-values';

/**
 * A half-filled listing form kept in this browser until it is sent: one per user and per
 * listing ('new' for the create form). Uploaded images are kept with their upload time, since
 * the API removes uploads no listing uses after a day.
 */
interface StoredDraft {
  version: 1;
  values: Partial<ListingFormValues>;
  /** When each image of the draft was first kept, in milliseconds. */
  imagesKeptAt: Record<string, number>;
}

const DRAFT_VERSION = 1;
/** A little under the API's day, so a restored image is never one about to disappear. */
const IMAGE_LIFETIME_MS = 20 * 60 * 60 * 1000;

/** Under the session's prefix for an account's data, so sign-out and account deletion remove it. */
export function draftKey(userId: string, listingId?: string): string {
  return `${SESSION.accountDataKeyPrefix}listing-draft.${userId}.${listingId ?? 'new'}`;
}

function readStored(key: string): StoredDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDraft | null;
    return stored?.version === DRAFT_VERSION && stored.values && typeof stored.values === 'object' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The draft's values, without new uploads too old to still be on the server (`listed` are the
 * listing's own images, which stay); null when there is none.
 */
export function readDraft(key: string, listed: readonly string[] = [], now = Date.now()): Partial<ListingFormValues> | null {
  const stored = readStored(key);
  if (!stored) return null;
  const imageUrls = (stored.values.imageUrls ?? []).filter(
    (url) => listed.includes(url) || now - (stored.imagesKeptAt?.[url] ?? 0) < IMAGE_LIFETIME_MS,
  );
  return { ...stored.values, imageUrls };
}

export function writeDraft(key: string, values: Partial<ListingFormValues>, now = Date.now()): void {
  const keptBefore = readStored(key)?.imagesKeptAt ?? {};
  const imagesKeptAt = Object.fromEntries((values.imageUrls ?? []).map((url) => [url, keptBefore[url] ?? now]));
  try {
    localStorage.setItem(key, JSON.stringify({ version: DRAFT_VERSION, values, imagesKeptAt } satisfies StoredDraft));
  } catch {
    // A full or blocked storage loses the draft, not the form.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
