import type { Listing } from '@nivasa/contracts/api';
// format alone, not listing-freshness, which would bring the listing types' words into every card's page.
import { daysSince, formatDaysAgo } from '@nivasa/contracts/format';
import { useLanguage, useText } from '@nivasa/session/language';
import { LISTING_CARD_TEXT } from '@nivasa/ui/listing/catalogues';

/**
 * "Updated 3 days ago": when the owner last renewed or edited the listing (its last change, for
 * one stored before renewals were kept). Made from the answer the page renders with, so it is
 * there at first paint and moves nothing; the exact instant is the element's datetime.
 */
export function UpdatedAgo({ listing, className }: { listing: Pick<Listing, 'renewedAt' | 'updatedAt'>; className?: string }) {
  const language = useLanguage();
  const text = useText(LISTING_CARD_TEXT);
  const updated = listing.renewedAt ?? listing.updatedAt;
  return (
    <time className={className} dateTime={updated}>
      {text.updated(formatDaysAgo(daysSince(updated, new Date()), language))}
    </time>
  );
}
