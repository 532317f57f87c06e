/** Plain words and figures of a listing, as cards, pages and link previews write them. */
// Prices are written by the contracts' functions, which the shell's server uses for link previews too.
export { formatRupees, priceBasis, priceText, type PriceFields } from '@nivasa/contracts/price';

/**
 * '1 bedroom', '2 bedrooms': one or fewer is singular. Kept for remotes built against @nivasa/ui
 * 1.x; pages write counted words with `countText` from '@nivasa/contracts/plural', which follows
 * the language's plural rules ('0 reviews') and can be translated.
 */
export function countOf(count: number, noun: string): string {
  return `${count} ${count <= 1 ? noun : `${noun}s`}`;
}

/**
 * The English words a screen reader says for a star rating: 'Rated 4.5 out of 5'. Kept for remotes
 * built against @nivasa/ui 1.x; the stars say it in the page's language (STARS_TEXT).
 */
export function ratingLabel(rating: number, outOf = 5): string {
  return `Rated ${Math.round(rating * 10) / 10} out of ${outOf}`;
}
