/**
 * Search in any of the site's languages: a search term is normalised and split into words, each of
 * which must be found, literally, in a listing's search keys (search-keys.ts), normalised the same
 * way. MongoDB has no Sinhala or Tamil text index and the embedded engine no text index at all.
 * Kept apart from the keys (and their place names), so a search page carries only this.
 */
import { SEARCH_LIMITS } from './limits';

/**
 * Text as search compares it: Unicode NFC, without zero-width joiners and non-joiners (Sinhala
 * conjuncts are typed both with and without them), case folded, whitespace collapsed.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A term's distinct words, normalised; each must be found in a listing's search keys. */
export function searchWordsOf(term: string): string[] {
  const normalized = normalizeSearchText(term);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

/** Whether a term has few enough words to search with (each word is one more match over every listing). */
export const hasSearchableWordCount = (term: string) => searchWordsOf(term).length <= SEARCH_LIMITS.maxSearchWords;
