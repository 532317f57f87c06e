/**
 * The search query, once: the API reads its query string with readSearchQuery, strictly (each
 * refusal a field error), and a search page reads its address with the same parser, leniently
 * (parseSearchFilters in search-url.ts drops what the parser refuses).
 */
import * as z from 'zod/mini';
import { DISTRICTS, isDistrict, isTownOf } from './districts';
import type { FieldError } from './error-schema';
import { fieldErrorOf, fieldErrorsOf, refuse } from './field-errors';
import { type GeoBounds, type GeoPoint, isInBounds, isSimplePolygon, SRI_LANKA_BOUNDS } from './geo';
import { GEO_LIMITS, SEARCH_LIMITS } from './limits';
import { FACILITIES, type Facility, LISTING_TYPES } from './listing-types';
import type { Listing } from './listing-schema';
import { LISTING_STATUS } from './listing-lifecycle';
import { wholeNumberParam } from './query-params';
import { SEARCH_MESSAGES } from './listing-messages';
import { RENT_TYPES } from './rent-types';
import { hasSearchableWordCount } from './search-words';

/** 'true' or 'false'; false asks for nothing, as an unticked box. */
const yesOrNo = (name: string) =>
  z.pipe(
    z.enum(['true', 'false'], SEARCH_MESSAGES.boolean(name)),
    z.transform((text) => text === 'true'),
  );

/** A decimal number as text: an optional sign, digits, an optional fraction; no exponent, no spaces. */
const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;
const decimalParam = (message: string) => z.pipe(z.string(message).check(z.regex(DECIMAL, message)), z.transform(Number));

/** A point as lng,lat text (GeoJSON's order, as the map libraries give it); undefined when it is not one. */
function lngLatOf(text: string): GeoPoint | undefined {
  const parts = text.split(',');
  if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) return undefined;
  const [lng, lat] = parts.map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** `bbox=minLng,minLat,maxLng,maxLat` (a map's view), or undefined when the text is not one. */
export function readBbox(text: string): GeoBounds | undefined {
  const corners = text.split(',');
  if (corners.length !== 4) return undefined;
  const low = lngLatOf(`${corners[0]},${corners[1]}`);
  const high = lngLatOf(`${corners[2]},${corners[3]}`);
  if (!low || !high || low.lat >= high.lat || low.lng >= high.lng) return undefined;
  return { minLat: low.lat, minLng: low.lng, maxLat: high.lat, maxLng: high.lng };
}

/**
 * `polygon=lng,lat;lng,lat;...` (an area drawn on the map), closed automatically (a last point
 * repeating the first is dropped): 3 to 50 points of an area whose edges do not cross; undefined otherwise.
 */
export function readPolygon(text: string): GeoPoint[] | undefined {
  const parts = text.split(';');
  if (parts.length > GEO_LIMITS.polygonMaxPoints + 1) return undefined;
  const points = parts.map(lngLatOf);
  if (points.some((point) => point === undefined)) return undefined;
  const ring = points as GeoPoint[];
  const [first] = ring;
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) ring.pop();
  if (ring.length < GEO_LIMITS.polygonMinPoints || ring.length > GEO_LIMITS.polygonMaxPoints) return undefined;
  return isSimplePolygon(ring) ? ring : undefined;
}

/** Room for 51 points of two 20-character numbers: a longer text is refused before it is read. */
const POLYGON_MAX_LENGTH = (GEO_LIMITS.polygonMaxPoints + 1) * 42;

const facilityParameters = Object.fromEntries(FACILITIES.map((name) => [name, z.optional(yesOrNo(name))])) as Record<
  (typeof FACILITIES)[number],
  z.ZodMiniOptional<ReturnType<typeof yesOrNo>>
>;

/**
 * Every parameter of GET /api/listing/get, each optional and given as text, in the order a search
 * page's address writes them (search-url.ts): the filters, then the order, then what an address
 * never holds (NOT_IN_ADDRESS).
 */
export const searchQueryFields = {
  searchTerm: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.maxLength(SEARCH_LIMITS.maxSearchTermLength, SEARCH_MESSAGES.searchTerm),
          z.refine(hasSearchableWordCount, SEARCH_MESSAGES.searchWords),
        ),
      z.transform((term) => term.trim() || undefined),
    ),
  ),
  type: z.optional(z.enum(LISTING_TYPES, SEARCH_MESSAGES.type)),
  ...facilityParameters,
  district: z.optional(z.enum(DISTRICTS, SEARCH_MESSAGES.district)),
  city: z.optional(z.string()),
  rentType: z.optional(z.enum(RENT_TYPES, SEARCH_MESSAGES.rentType)),
  minPrice: z.optional(wholeNumberParam(SEARCH_MESSAGES.number('minPrice'))),
  maxPrice: z.optional(wholeNumberParam(SEARCH_MESSAGES.number('maxPrice'))),
  /** Places free on or before this day (YYYY-MM-DD), and those free now. */
  availableBy: z.optional(z.iso.date(SEARCH_MESSAGES.availableBy)),
  /** A place of the gazetteer (GET /api/places), the centre of the search. */
  near: z.optional(z.string(SEARCH_MESSAGES.near).check(z.regex(/^[a-z0-9-]{2,60}$/, SEARCH_MESSAGES.near))),
  /** Any point in Sri Lanka as the centre: both or neither. */
  lat: z.optional(decimalParam(SEARCH_MESSAGES.latLng)),
  lng: z.optional(decimalParam(SEARCH_MESSAGES.latLng)),
  /** How far from the centre, in kilometres (GEO_LIMITS.radiusKmDefault when a centre is given without). */
  radiusKm: z.optional(
    z.pipe(
      decimalParam(SEARCH_MESSAGES.radiusKm),
      z.number().check(z.gte(GEO_LIMITS.radiusKmMin, SEARCH_MESSAGES.radiusKm), z.lte(GEO_LIMITS.radiusKmMax, SEARCH_MESSAGES.radiusKm)),
    ),
  ),
  /** The map's view, kept as given (readBbox reads it). */
  bbox: z.optional(
    z.string().check(
      z.maxLength(100, SEARCH_MESSAGES.bbox),
      z.refine((text) => readBbox(text) !== undefined, SEARCH_MESSAGES.bbox),
    ),
  ),
  /** An area drawn on the map, kept as given (readPolygon reads it). */
  polygon: z.optional(
    z.string().check(
      z.maxLength(POLYGON_MAX_LENGTH, SEARCH_MESSAGES.polygon),
      z.refine((text) => readPolygon(text) !== undefined, SEARCH_MESSAGES.polygon),
    ),
  ),
  sort: z.optional(z.enum(['rent', 'createdAt', 'distance'], SEARCH_MESSAGES.sort)),
  order: z.optional(z.enum(['asc', 'desc'], SEARCH_MESSAGES.order)),
  featured: z.optional(yesOrNo('featured')),
  startIndex: z.optional(
    z.pipe(wholeNumberParam(SEARCH_MESSAGES.startIndex), z.number().check(z.lte(SEARCH_LIMITS.maxStartIndex, SEARCH_MESSAGES.startIndex))),
  ),
  /** Above the largest page gets the largest page. */
  limit: z.optional(
    z.pipe(
      z.pipe(wholeNumberParam(SEARCH_MESSAGES.limit), z.number().check(z.gte(1, SEARCH_MESSAGES.limit))),
      z.transform((size) => Math.min(size, SEARCH_LIMITS.maxPageSize)),
    ),
  ),
  /** Honoured for admins only; everyone else gets approved listings. */
  status: z.optional(z.enum(LISTING_STATUS, SEARCH_MESSAGES.status)),
};

export type SearchParameter = keyof typeof searchQueryFields;
export const SEARCH_PARAMETERS = Object.keys(searchQueryFields) as SearchParameter[];

/** What a search page's address never holds: the home page's, the paging and the moderators'. */
export const NOT_IN_ADDRESS = ['featured', 'startIndex', 'limit', 'status'] as const;

/** Where the search looks on the map: applied by the search service, as the database engine allows (see listings' geo-query). */
export const GEO_PARAMETERS = ['near', 'lat', 'lng', 'radiusKm', 'bbox', 'polygon'] as const;
export type GeoParameter = (typeof GEO_PARAMETERS)[number];

/** Every parameter but those that choose how results come (order, page), whose they are (status) or where (GEO_PARAMETERS). */
export type SearchFilterParameter = Exclude<SearchParameter, 'sort' | 'order' | 'startIndex' | 'limit' | 'status' | GeoParameter>;

/**
 * How a filter narrows the listings, as the API's query builder applies it:
 * - `equals`: the field holds the value;
 * - `isTrue`: true asks for the field to be true, false asks nothing (an unticked box);
 * - `atLeast`, `atMost`: bounds on the field (inclusive);
 * - `atMostOrNone`: the field at most the value, or not set at all (a place with no day is free now);
 * - `allWords`: every word of the text (search-words.ts) is found, literally and in any order,
 *   in the listing's search keys (search-keys.ts: its own text and the three languages' names of
 *   its place, type and facilities).
 */
export type SearchFilter =
  { match: 'equals' | 'isTrue' | 'atLeast' | 'atMost' | 'atMostOrNone'; field: keyof Listing } | { match: 'allWords'; field: 'searchKeys' };

/**
 * Each filter parameter, what it matches in a listing: a new parameter must say, or the types
 * refuse it. In the order the conditions are applied, the costly text match last.
 */
export const SEARCH_FILTERS = {
  type: { match: 'equals', field: 'type' },
  rentType: { match: 'equals', field: 'rentType' },
  district: { match: 'equals', field: 'district' },
  city: { match: 'equals', field: 'city' },
  ...(Object.fromEntries(FACILITIES.map((name) => [name, { match: 'isTrue', field: name }])) as Record<Facility, SearchFilter>),
  featured: { match: 'isTrue', field: 'featured' },
  // The field compared is the search's own (monthly equivalents unless a basis or a sale is asked for: see priceFieldOf).
  minPrice: { match: 'atLeast', field: 'rent' },
  maxPrice: { match: 'atMost', field: 'rent' },
  availableBy: { match: 'atMostOrNone', field: 'availableFrom' },
  searchTerm: { match: 'allWords', field: 'searchKeys' },
} as const satisfies Record<SearchFilterParameter, SearchFilter>;

const isTown = (city: string) => DISTRICTS.some((district) => isTownOf(district, city));

/**
 * The query string's schema: unknown parameters refused, a city a town of the district (or of any,
 * without one); lat and lng together, in Sri Lanka; one centre at most; a radius and sort=distance
 * only with a centre.
 */
export const searchQuerySchema = z.strictObject(searchQueryFields).check(
  z.superRefine(
    (query, ctx) => {
      const { district, city, near, lat, lng, radiusKm, sort } = query as Partial<Record<string, unknown>>;
      if (typeof city === 'string' && (isDistrict(district) ? !isTownOf(district, city) : !isTown(city))) {
        refuse(ctx, 'city', SEARCH_MESSAGES.city);
      }
      const hasPoint = lat !== undefined || lng !== undefined;
      if (hasPoint && !(typeof lat === 'number' && typeof lng === 'number' && isInBounds({ lat, lng }, SRI_LANKA_BOUNDS))) {
        refuse(ctx, lat === undefined ? 'lat' : 'lng', SEARCH_MESSAGES.latLng);
      }
      if (hasPoint && near !== undefined) refuse(ctx, 'near', SEARCH_MESSAGES.centreTwice, 'FIELD_NOT_ALLOWED');
      const hasCentre = hasPoint || near !== undefined;
      if (radiusKm !== undefined && !hasCentre) refuse(ctx, 'radiusKm', SEARCH_MESSAGES.radiusKm, 'FIELD_NOT_ALLOWED');
      if (sort === 'distance' && !hasCentre) refuse(ctx, 'sort', SEARCH_MESSAGES.sortByDistance, 'FIELD_NOT_ALLOWED');
    },
    { when: () => true },
  ),
);

/** GET /api/listing/get?...: the query as read (booleans and numbers as such), each parameter at most once. */
export type ListingSearchQuery = z.output<typeof searchQuerySchema>;

export type SearchQueryResult = { success: true; query: ListingSearchQuery } | { success: false; errors: FieldError[] };

/**
 * Reads a query string (Express's parsed query, or an address's parameters): each parameter at
 * most once, as plain text, so `type[$ne]=x` or a repeated parameter is refused and no operator
 * object gets near the database. An empty value counts as not given, as a form's empty field.
 * All refusals come together, one per parameter.
 */
export function readSearchQuery(query: Record<string, unknown>): SearchQueryResult {
  const shapeErrors: FieldError[] = [];
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) shapeErrors.push(fieldErrorOf(name, 'FIELD_REPEATED', SEARCH_MESSAGES.repeated(name)));
    else if (typeof value !== 'string') {
      // An operator object (`type[$ne]=x` read as { type: { $ne: 'x' } }), or no text at all.
      const operator = `${name}[${Object.keys(value ?? {})[0] ?? ''}]`;
      shapeErrors.push(fieldErrorOf(operator, 'FIELD_NOT_ALLOWED', SEARCH_MESSAGES.unknownParameter(operator)));
    } else if (value !== '') given[name] = value;
  }
  const parsed = searchQuerySchema.safeParse(given, { reportInput: true });
  const errors = [...shapeErrors, ...(parsed.success ? [] : fieldErrorsOf(parsed.error.issues, SEARCH_MESSAGES.unknownParameter))];
  return errors.length === 0 && parsed.success ? { success: true, query: parsed.data } : { success: false, errors };
}
