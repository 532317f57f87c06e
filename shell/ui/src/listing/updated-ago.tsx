import type { Listing } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { LISTING_CARD_TEXT } from '@nivasa/ui/listing/catalogues';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `then` to `now` (0 within the first day; never negative). */
function daysSince(then: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(then).getTime()) / DAY_MS));
}

/**
 * "Updated 3 days ago": when the owner last renewed or edited the listing (its last change, for
 * one stored before renewals were kept). Made from the answer the page renders with, so it is
 * there at first paint and moves nothing; the exact instant is the element's datetime.
 */
export function UpdatedAgo({ listing, className }: { listing: Pick<Listing, 'renewedAt' | 'updatedAt'>; className?: string }) {
  const text = useText(LISTING_CARD_TEXT);
  const updated = listing.renewedAt ?? listing.updatedAt;
  return (
    <time className={className} dateTime={updated}>
      {text.updated(daysSince(updated, new Date()))}
    </time>
  );
}
