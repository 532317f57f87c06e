/**
 * Saved-search alerts at scale (issue 20): 100,000 saved searches and 1,000 newly public listings
 * on the embedded engine (CongoDB). For each listing, the alerts' way (one indexed query on the
 * saved searches' match keys, candidateSearchesFilter, then the exact check of each candidate,
 * matchesSavedSearch, as SavedSearchAlertsService does) is timed against two baselines in the
 * same run: running every saved search (all of them read from the database and each checked),
 * and the same check over every saved search already in memory (no database at all). A sample
 * of listings also checks that the indexed way finds exactly what running every search finds.
 *
 *   npm run bench:alerts -w bench
 *   MONGODB_URI=mongodb://127.0.0.1:27017 npm run bench:alerts -w bench   # a real mongod (its own database, dropped after)
 *
 * CongoDB uses no index to find: every query reads the whole collection inside the engine, so
 * there the indexed way's time grows with the saved searches; on MongoDB the compound index on
 * the match keys serves it.
 *
 * The saved searches' schema is read from the built API (its decorators need tsc): `npm run build -w services/api` first.
 * BENCH_ALERTS_SEARCHES and BENCH_ALERTS_LISTINGS change the sizes; figures go to bench/alerts/results/.
 */
import { DISTRICT_TOWNS, type District } from '@nivasa/contracts/districts';
import { LISTING_TYPES, type ListingType, priceLimits } from '@nivasa/contracts/listing-types';
import { monthlyRentOf } from '@nivasa/contracts/price';
import { readSavedSearchQuery } from '@nivasa/contracts/saved-search-schema';
import { searchKeyFieldsOf } from '@nivasa/contracts/search-keys';
import { spawnEmbeddedDatabase } from '@nivasa/embedded-db';
import mongoose, { Types } from 'mongoose';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PlacesService } from '../../services/api/src/places/places.service';
import {
  candidateSearchesFilter,
  type MatchableListing,
  matchesSavedSearch,
  savedSearchMatchOf,
} from '../../services/api/src/saved-searches/saved-search-match';
import { SavedSearch, SavedSearchSchema, type StoredSavedSearch } from '../../services/api/dist/saved-searches/schemas/saved-search.schema';

const SEARCHES = Number(process.env.BENCH_ALERTS_SEARCHES ?? 100_000);
const LISTINGS = Number(process.env.BENCH_ALERTS_LISTINGS ?? 1_000);
/** Listings the baselines run for: each reads or checks every saved search, so a sample says enough. */
const BASELINE_SAMPLE = 20;
const PORT = 4860;

/** A small deterministic generator, so two runs measure the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(20);
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
const chance = (share: number) => next() < share;

const places = new PlacesService();
const DISTRICTS = Object.keys(DISTRICT_TOWNS) as District[];
const RENTAL_TYPES = LISTING_TYPES.filter((type) => type !== 'fullhousesale');
const CAMPUSES = places.search('university', 50).filter((place) => place.kind === 'campus');
const WORDS = ['garden', 'quiet', 'sea view', 'students', 'family', 'balcony'];

/** A round price ceiling within the type's range, as people type them. */
function priceCeiling(type: ListingType | undefined): number {
  if (type === 'fullhousesale') return pick([5_000_000, 10_000_000, 20_000_000, 40_000_000]);
  return pick([10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000]);
}

/** A saved search as people make them: mostly a type and a place with a price ceiling; some near a campus, some by words. */
function savedSearchQuery(): string {
  const parameters: Record<string, string> = {};
  const kind = next();
  const type = chance(0.8) ? pick(LISTING_TYPES) : undefined;
  if (type) parameters.type = type;
  if (kind < 0.65) {
    const district = pick(DISTRICTS);
    parameters.district = district;
    if (chance(0.5)) parameters.city = pick(DISTRICT_TOWNS[district]);
  } else if (kind < 0.8) {
    parameters.near = pick(CAMPUSES).id;
    parameters.radiusKm = pick(['2', '5', '10']);
  } else if (kind < 0.9) {
    parameters.district = pick(DISTRICTS);
    parameters.searchTerm = pick(WORDS);
  }
  if (chance(0.7)) parameters.maxPrice = String(priceCeiling(type));
  if (chance(0.15)) parameters.furnished = 'true';
  if (chance(0.1)) parameters.parking = 'true';
  if (Object.keys(parameters).length === 0) parameters.type = pick(LISTING_TYPES);
  return new URLSearchParams(parameters).toString();
}

interface Listing extends MatchableListing {
  _id: Types.ObjectId;
  userRef: Types.ObjectId;
}

/** A newly approved listing somewhere in Sri Lanka, at its town's centre give or take a kilometre. */
function newListing(): Listing {
  const district = pick(DISTRICTS);
  const city = pick(DISTRICT_TOWNS[district]);
  const type: ListingType = chance(0.1) ? 'fullhousesale' : pick(RENTAL_TYPES);
  const { min, max } = priceLimits(type);
  const rent =
    Math.round(
      Math.min(max, Math.max(min, type === 'fullhousesale' ? 3_000_000 + next() * 40_000_000 : 8_000 + next() ** 2 * 150_000)) / 500,
    ) * 500;
  const rentType = type === 'fullhousesale' ? undefined : ('monthly' as const);
  const centre = places.townOf(district, city) ?? places.search(district, 1)[0]!;
  const facilities = {
    parking: chance(0.4),
    furnished: chance(0.5),
    kitchen: chance(0.6),
    hotwater: chance(0.4),
    aircondition: chance(0.3),
  };
  const content = {
    name: `${pick(['Bright', 'Quiet', 'Spacious', 'Cosy'])} ${type} in ${city}`,
    description: `Close to the main road, ${pick(WORDS)} nearby.`,
    address: `${Math.floor(next() * 200)} Temple Road`,
    district,
    city,
    type,
    ...facilities,
  };
  return {
    _id: new Types.ObjectId(),
    userRef: new Types.ObjectId(),
    ...content,
    rent,
    ...(rentType ? { rentType } : {}),
    ...(monthlyRentOf({ type, rent, ...(rentType ? { rentType } : {}) }) === undefined
      ? {}
      : { monthlyRent: monthlyRentOf({ type, rent, rentType }) }),
    searchKeys: searchKeyFieldsOf(content).searchKeys,
    publicLat: centre.lat + (next() - 0.5) * 0.018,
    publicLng: centre.lng + (next() - 0.5) * 0.018,
    status: 'approved',
    featured: false,
  };
}

/** The saved searches that find the listing, by the alerts' way: candidates by the index keys, then the exact check. */
async function indexedMatches(
  model: mongoose.Model<SavedSearch>,
  listing: Listing,
  now: Date,
): Promise<{ ids: string[]; candidates: number }> {
  const candidates = await model
    .find(candidateSearchesFilter(listing), { userId: 1, name: 1, query: 1, frequency: 1, match: 1, createdAt: 1 })
    .lean<StoredSavedSearch[]>()
    .exec();
  const ids = candidates
    .filter((search) => {
      const read = readSavedSearchQuery(search.query);
      return read.success && matchesSavedSearch(listing, read.filters, search.match, now);
    })
    .map((search) => search._id.toString());
  return { ids, candidates: candidates.length };
}

/** The exact check over saved searches already read. */
function scanMatches(searches: readonly StoredSavedSearch[], listing: Listing, now: Date): string[] {
  return searches
    .filter((search) => {
      if (search.paused) return false;
      const read = readSavedSearchQuery(search.query);
      return read.success && matchesSavedSearch(listing, read.filters, search.match, now);
    })
    .map((search) => search._id.toString());
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  const external = process.env.MONGODB_URI;
  const dataDir = external ? undefined : await mkdtemp(join(tmpdir(), 'nivasa-bench-alerts-'));
  const server = dataDir
    ? await spawnEmbeddedDatabase({ dataDir, port: PORT, engine: 'congodb', stderr: 'ignore', snapshotIntervalMs: 3_600_000 })
    : undefined;
  const engine = server ? 'congodb' : 'MONGODB_URI';
  const connection = await mongoose
    .createConnection(server?.uri ?? external!, {
      dbName: `bench-alerts-${Date.now()}`,
      ...(server ? { serverMonitoringMode: 'poll' as const } : {}),
    })
    .asPromise();
  try {
    const model = connection.model(SavedSearch.name, SavedSearchSchema);
    await model.createIndexes();

    console.log(`Saving ${SEARCHES.toLocaleString('en')} saved searches...`);
    const started = performance.now();
    const users = Array.from({ length: SEARCHES / 5 }, () => new Types.ObjectId());
    for (let from = 0; from < SEARCHES; from += 5_000) {
      const batch = [];
      for (let index = from; index < Math.min(SEARCHES, from + 5_000); index += 1) {
        const query = savedSearchQuery();
        const read = readSavedSearchQuery(query);
        if (!read.success) throw new Error(`The bench made a query the schema refuses: ${query}`);
        const near = read.filters.near !== undefined ? places.byId(read.filters.near) : undefined;
        batch.push({
          userId: users[index % users.length],
          name: `Search ${index}`,
          query: read.query,
          frequency: chance(0.5) ? 'instant' : 'daily',
          paused: chance(0.05),
          match: savedSearchMatchOf(read.filters, near ? { lat: near.lat, lng: near.lng } : undefined),
        });
      }
      await model.insertMany(batch, { lean: true });
    }
    const savingSeconds = (performance.now() - started) / 1000;
    console.log(`  ${round(savingSeconds, 1)} s`);

    const listings = Array.from({ length: LISTINGS }, newListing);
    const now = new Date();

    // The alerts' way, for every listing.
    const indexedStart = performance.now();
    const indexed: { ids: string[]; candidates: number }[] = [];
    for (const listing of listings) indexed.push(await indexedMatches(model, listing, now));
    const indexedMs = (performance.now() - indexedStart) / LISTINGS;
    const candidates = indexed.map((found) => found.candidates).sort((a, b) => a - b);
    const matches = indexed.map((found) => found.ids.length);

    // Baseline 1: run every saved search, read from the database for each listing, for a sample.
    const sample = listings.slice(0, BASELINE_SAMPLE);
    const scanStart = performance.now();
    const scanned: string[][] = [];
    for (const listing of sample) {
      const every = await model
        .find({}, { userId: 1, name: 1, query: 1, frequency: 1, match: 1, paused: 1, createdAt: 1 })
        .lean<StoredSavedSearch[]>()
        .exec();
      scanned.push(scanMatches(every, listing, now));
    }
    const scanMs = (performance.now() - scanStart) / sample.length;

    // Baseline 2: the same check over every saved search already in memory (the database's share taken away).
    const inMemory = await model.find({}, { query: 1, match: 1, paused: 1 }).lean<StoredSavedSearch[]>().exec();
    const memoryStart = performance.now();
    for (const listing of sample) scanMatches(inMemory, listing, now);
    const memoryMs = (performance.now() - memoryStart) / sample.length;

    // The indexed way must find what running every search finds.
    sample.forEach((_listing, index) => {
      const [a, b] = [[...indexed[index]!.ids].sort(), [...scanned[index]!].sort()];
      if (JSON.stringify(a) !== JSON.stringify(b))
        throw new Error(`Listing ${index}: the index found ${a.length}, running every search ${b.length}`);
    });

    const figures = {
      date: new Date().toISOString(),
      cpus: cpus().length,
      loadAverage: loadavg().map((value) => round(value)),
      engine,
      savedSearches: SEARCHES,
      listings: LISTINGS,
      savingSeconds: round(savingSeconds, 1),
      indexed: {
        msPerListing: round(indexedMs),
        candidatesPerListing: {
          median: candidates[Math.floor(candidates.length / 2)],
          p95: candidates[Math.floor(candidates.length * 0.95)],
          max: candidates.at(-1),
        },
        matchesPerListing: round(matches.reduce((sum, count) => sum + count, 0) / matches.length, 1),
      },
      everySearchFromDatabase: { msPerListing: round(scanMs), sample: sample.length, timesIndexed: round(scanMs / indexedMs, 1) },
      everySearchInMemory: { msPerListing: round(memoryMs), sample: sample.length, timesIndexed: round(memoryMs / indexedMs, 1) },
      sameMatches: true,
    };
    console.log(JSON.stringify(figures, null, 2));
    const results = join(__dirname, 'results');
    await mkdir(results, { recursive: true });
    await writeFile(join(results, 'saved-search-alerts.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    if (!server) await connection.dropDatabase();
    await connection.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
