import type { Listing } from '@nivasa/contracts/api';
import { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { priceText } from '@nivasa/ui/listing/listing-facts';

/** Search results show about this much of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

/** The tab's title: the listing's name and the site. */
export function listingTitle(listing: Pick<Listing, 'name'>): string {
  return `${listing.name} | Nivasa`;
}

/** 'Annex in Peradeniya, Kandy. Rs. 45,000 / monthly. A calm annex with ...', cut at a word. */
export function listingDescription(listing: Listing): string {
  const head = `${LISTING_TYPE_TEXT[listing.type].label} in ${listing.city}, ${listing.district}. ${priceText(listing, 'en')}.`;
  const full = `${head} ${listing.description.replace(/\s+/g, ' ').trim()}`;
  if (full.length <= DESCRIPTION_MAX_LENGTH) return full;
  const cut = full.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), head.length))}…`;
}
