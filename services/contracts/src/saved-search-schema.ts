/**
 * Saved searches (issue 20): their bodies, answers and query, each written once. A saved search's
 * query is a search page's address query (`type=annex&district=Colombo&maxPrice=40000`), read by
 * the one search parser (readSearchQuery), strictly, and kept in the page's canonical form
 * (parseSearchFilters), so the search a user saved, the alerts' matches and its "see all" link
 * are one search.
 */
import * as z from 'zod/mini';
import type { FieldError } from './error-schema';
import { fieldErrorOf } from './field-errors';
import { SAVED_SEARCH_LIMITS } from './limits';
import { SEARCH_MESSAGES } from './listing-messages';
import { PATHS, type SearchFilters, searchPath } from './paths';
import { PLAIN_TEXT } from './plain-text';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages';
import { NOT_IN_ADDRESS, readSearchQuery } from './search-query';
import { parseSearchFilters } from './search-url';

/** How often a saved search's user hears of new matches: within minutes, or in the 07:00 digest. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export type SavedSearchQueryResult = { success: true; filters: SearchFilters; query: string } | { success: false; errors: FieldError[] };

/** Filters that choose how results come, not which: a query of these alone saves nothing. */
const ORDER_ONLY = new Set(['sort', 'order']);

/** `a=1&b=2` (form-encoded, as an address's query) as its parameters, each name's values in order; undefined when a part does not decode. */
function parametersOf(text: string): Record<string, string | string[]> | undefined {
  // No prototype: a parameter named __proto__ changes no object's (the search then leaves it out, as Express's parser does).
  const given = Object.create(null) as Record<string, string | string[]>;
  for (const part of text.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const [rawName, rawValue] = equals === -1 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
    const before = Object.hasOwn(given, name) ? given[name] : undefined;
    given[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return given;
}

/**
 * A saved search's query, read: refused as the search refuses it (each parameter's error named
 * `query.<parameter>`), and the paging, featured and status parameters, which a search page's
 * address never holds; otherwise its filters and their canonical query string.
 */
export function readSavedSearchQuery(text: string): SavedSearchQueryResult {
  const given = text.length <= SAVED_SEARCH_LIMITS.queryMaxLength ? parametersOf(text) : undefined;
  if (!given) return { success: false, errors: [fieldErrorOf('query', 'FIELD_INVALID', SAVED_SEARCH_MESSAGES.query)] };
  const notInAddress = (NOT_IN_ADDRESS as readonly string[]).filter((name) => Object.hasOwn(given, name));
  const read = readSearchQuery(given);
  const errors = [
    ...notInAddress.map((name) => fieldErrorOf(name, 'FIELD_NOT_ALLOWED', SEARCH_MESSAGES.unknownParameter(name))),
    ...(read.success ? [] : read.errors),
  ].map((error) => ({ ...error, field: `query.${error.field}` }));
  if (errors.length > 0) return { success: false, errors };
  const filters = parseSearchFilters({ get: (name) => (typeof given[name] === 'string' ? given[name] : null) });
  if (Object.keys(filters).every((name) => ORDER_ONLY.has(name))) {
    return { success: false, errors: [fieldErrorOf('query', 'FIELD_REQUIRED', SAVED_SEARCH_MESSAGES.queryEmpty)] };
  }
  return { success: true, filters, query: searchPath(filters).slice(`${PATHS.search}?`.length) };
}

/** The query string, checked by the search's parser and kept canonical. */
const savedSearchQuery = z.pipe(
  z.string(SAVED_SEARCH_MESSAGES.query).check(
    z.maxLength(SAVED_SEARCH_LIMITS.queryMaxLength, SAVED_SEARCH_MESSAGES.query),
    z.superRefine((text, ctx) => {
      const read = readSavedSearchQuery(text);
      if (read.success) return;
      for (const error of read.errors) {
        const path = error.field.split('.').slice(1);
        ctx.addIssue({ code: 'custom', path, message: error.message, params: { code: error.code, ...error.params }, input: text });
      }
    }),
  ),
  z.transform((text) => {
    const read = readSavedSearchQuery(text);
    return read.success ? read.query : text;
  }),
);

/** A name as its user writes it: one line, no hidden characters, trimmed. */
const savedSearchName = z
  .string(SAVED_SEARCH_MESSAGES.name)
  .check(
    z.overwrite(PLAIN_TEXT.single),
    z.trim(),
    z.minLength(1, SAVED_SEARCH_MESSAGES.name),
    z.maxLength(SAVED_SEARCH_LIMITS.nameMaxLength, SAVED_SEARCH_MESSAGES.name),
  );

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_MESSAGES.frequency);

/** POST /api/saved-searches: the search page's query, how often to hear, and a name (one is made from the query when none is given). */
export const savedSearchRequestSchema = z.strictObject({
  query: savedSearchQuery,
  frequency,
  name: z.optional(
    z.pipe(
      z
        .string(SAVED_SEARCH_MESSAGES.name)
        .check(z.overwrite(PLAIN_TEXT.single), z.trim(), z.maxLength(SAVED_SEARCH_LIMITS.nameMaxLength, SAVED_SEARCH_MESSAGES.name)),
      z.transform((name) => name || undefined),
    ),
  ),
});
export type SavedSearchRequest = z.input<typeof savedSearchRequestSchema>;

/** PATCH /api/saved-searches/{id}: a new name, frequency or pause, at least one. */
export const savedSearchUpdateSchema = z
  .strictObject({
    name: z.optional(savedSearchName),
    frequency: z.optional(frequency),
    paused: z.optional(z.boolean(SAVED_SEARCH_MESSAGES.paused)),
  })
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), {
      message: SAVED_SEARCH_MESSAGES.noChange,
      params: { code: 'FIELD_REQUIRED' },
    }),
  );
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

/** A saved search as its user sees it. */
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The search page's query, canonical: `/search?${query}` opens it. */
  query: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  paused: z.boolean(),
  createdAt: z.string(),
  /** When its last alert was sent; null before the first. */
  lastAlertAt: z.nullable(z.string()),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/saved-searches: the user's saved searches, the newest first, and how many they may keep. */
export const savedSearchesResponseSchema = z.object({
  savedSearches: z.array(savedSearchSchema),
  limit: z.number(),
});
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

/** POST and PATCH: what was done, and the saved search as it now is. */
export const savedSearchSavedSchema = z.object({ success: z.literal(true), message: z.string(), savedSearch: savedSearchSchema });
export type SavedSearchSaved = z.infer<typeof savedSearchSavedSchema>;

/**
 * POST /api/saved-searches/unsubscribe?token=: the alert mail's signed token, `<saved search id>.<signature>`.
 * The body (a mail client's `List-Unsubscribe=One-Click`, or the page's `{}`) is not read.
 */
export const savedSearchUnsubscribeQuerySchema = z.object({
  token: z.string().check(z.regex(/^[0-9a-f]{24}\.[\w-]{43}$/)),
});
