/** Search results show about this much of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

/**
 * 'Annex in Peradeniya, Kandy. Rs. 45,000 / monthly. A calm annex with ...', cut at a word: the
 * head (what, where and the price, in the page's language), then the owner's own words.
 */
export function listingDescription(head: string, description: string): string {
  const full = `${head} ${description.replace(/\s+/g, ' ').trim()}`;
  if (full.length <= DESCRIPTION_MAX_LENGTH) return full;
  const cut = full.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), head.length))}…`;
}
