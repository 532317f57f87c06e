/**
 * Places: the gazetteer's districts, towns and campuses as the API answers them
 * (GET /api/places?q= and GET /api/places/{id}), and the query the autocomplete sends. The data
 * itself stays in the API (tools/src/gazetteer.ts writes it); front ends carry only this.
 */
import * as z from 'zod/mini';
import { DISTRICTS, type District } from './districts';
import { PLACE_LIMITS } from './limits';
import { PLACE_MESSAGES } from './place-messages';
import { boundedNumberParam } from './query-params';

/**
 * A district; a town (a listing's town, whose name is the `city` listings store, or a DS or GN
 * division, whose id is its census code: `lk-1127085`); or a campus (a university, faculty,
 * private campus or hospital).
 */
export const PLACE_KINDS = ['district', 'town', 'campus'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place's id: stable, lower case (`colombo-district`, `wellawatte`, `colombo-6`, `sliit-malabe`). */
export const PLACE_ID = /^[a-z0-9-]{2,60}$/;

export const placeSchema = z.object({
  id: z.string().check(z.regex(PLACE_ID)),
  kind: z.enum(PLACE_KINDS),
  /** In English; a listing town's is its `city`. */
  name: z.string(),
  names: z.object({ en: z.string(), si: z.string(), ta: z.string() }),
  district: z.enum(DISTRICTS as [District, ...District[]]),
  /** Its centre (a campus's main gate or building). */
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeListSchema = z.array(placeSchema);

/**
 * GET /api/places?q=&limit=: `q` in any script, any case, a prefix of a name or of one of its
 * words (empty finds nothing); at most `limit` places, best first.
 */
export const placesQuerySchema = z.strictObject({
  q: z._default(z.string(PLACE_MESSAGES.q).check(z.maxLength(PLACE_LIMITS.maxQueryLength, PLACE_MESSAGES.q)), ''),
  limit: boundedNumberParam(PLACE_MESSAGES.limit, 1, PLACE_LIMITS.maxLimit, PLACE_LIMITS.defaultLimit),
});
export type PlacesQuery = z.output<typeof placesQuerySchema>;
