import type { Listing } from '@nivasa/contracts/api';
import { formatDaysAgo, formatDateTime } from '@nivasa/contracts/format';
import { daysSince } from '@nivasa/contracts/listing-freshness';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_CARD_TEXT } from '@nivasa/ui/listing/catalogues';

/**
 * "Updated 3 days ago": when the owner last renewed or edited the listing (its last change, for
 * one stored before renewals were kept). Made from the answer the page renders with, so it is
 * there at first paint and moves nothing; the exact time is the element's datetime.
 */
export function UpdatedAgo({ listing, className }: { listing: Pick<Listing, 'renewedAt' | 'updatedAt'>; className?: string }) {
  const language = useLanguage();
  const text = useText(LISTING_CARD_TEXT);
  const updated = listing.renewedAt ?? listing.updatedAt;
  return (
    <time className={className} dateTime={updated} title={formatDateTime(updated, language)}>
      {text.updated(formatDaysAgo(daysSince(updated, new Date()), language))}
    </time>
  );
}
