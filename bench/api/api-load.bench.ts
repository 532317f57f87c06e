/**
 * The API under load at 10,000 and 100,000 listings: the home call (cached, and right after a
 * write when it is not), a search with four filters and a sort, a search with a searchTerm, a
 * listing by id, and /api/health (the HTTP floor). Each DB-bound endpoint is set against its own
 * query run straight through the MongoDB driver in this process, at the same concurrency, so the
 * API's overhead is told apart from the engine's time.
 *
 * For each size: a fresh embedded database (CongoDB, in a new data directory), or a fresh
 * database on MONGODB_URI when that is set; the seed (seed-listings.ts); the built API
 * (services/api/dist) on a port of 4700-4799; then the loads, over loopback only.
 *
 *   npm run bench:api -w bench                       # CongoDB
 *   MONGODB_URI=mongodb://127.0.0.1:27017 npm run bench:api -w bench   # a real mongod
 *
 * BENCH_API_SIZES=10000 runs one size only; BENCH_API_CPU_PROF=<dir> has the API write a CPU
 * profile there (node --cpu-prof) when it stops. Figures go to bench/api/results/.
 */
import type { ListingInput } from '@nivasa/contracts/api';
import { HOME_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import { spawnEmbeddedDatabase } from '@nivasa/embedded-db';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mongo, type Types } from 'mongoose';
import { format, resolveConfig } from 'prettier';
import { connectionOptions } from '../../services/api/src/database/connection-options';
import { type ListingSearchFilters, parseSearchQuery, searchQueryOf } from '../../services/api/src/listings/search-query';
import {
  type AreaCandidate,
  congoCandidateQueryOf,
  pageOfCandidates,
  searchAreaOf,
  usesGeoOperators,
  withMongoArea,
} from '../../services/api/src/listings/geo-query';
import { PlacesService } from '../../services/api/src/places/places.service';
import { API_MAIN, ensureApiBuilt } from './built-api';
import { figuresOf, httpLoad, type LoadFigures, loopLoad, withCpuShares } from './measure';

import { databaseOf, seedListings } from './seed-listings';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const SIZES = (process.env.BENCH_API_SIZES ?? '10000,100000').split(',').map(Number);
const CONNECTIONS = 10;
const LOAD_SECONDS = 6;
const DRIVER_SECONDS = 4;
/** At least this many calls in each measured load, however slow: three rounds of the connections. */
const MIN_CALLS = 3 * CONNECTIONS;
/** The API's port for the first size; each size gets the next. Its database takes API_PORT + 50. */
const API_PORT = 4700;
const SITE_ORIGIN = 'http://localhost:4799';
const OWNER_PASSWORD = randomBytes(18).toString('base64url');

/** API p50 over driver p50 at most this: the API adds at most as much time as the engine takes. */
const OVERHEAD_TARGET = 2.0;
const CACHED_HOME_TARGET_PER_SECOND = 1_000;
/**
 * How much more than the engine's own growth an endpoint's p50 may grow from the small size to
 * the large one. Two runs of the same figures on this 2-core machine, shared with other work,
 * differ by up to about a fifth; a quarter leaves room for that and no more.
 */
const GROWTH_TOLERANCE = 1.25;

/** A search a visitor makes: four filters (type, district, furnished, a price ceiling), cheapest first. */
const FILTERED_SEARCH = { type: 'apartment', district: 'Colombo', furnished: 'true', maxPrice: '150000', sort: 'rent', order: 'asc' };
/** A word in many listings' names and descriptions, which only a scan can find. */
const SEARCH_TERM = { searchTerm: 'garden' };
/** Words in any order, each of which must be found: a type, a district, a facility. */
const SEARCH_WORDS = { searchTerm: 'furnished room colombo' };
/** Renting near a campus, nearest first (issue 18): within the default 5 km of the University of Moratuwa. */
const NEAR_SEARCH = { near: 'university-of-moratuwa', sort: 'distance' };
/** Near a place at the large size may take at most this times the filtered search's p50 in the same run. */
const NEAR_TARGET = 2.0;

type EndpointName = 'health' | 'homeCached' | 'homeUncached' | 'search4' | 'searchTerm' | 'searchWords' | 'near' | 'byId';

interface EndpointResult {
  api: LoadFigures;
  driver?: LoadFigures;
  /** Share of a core the API's and the database's processes used during the API's load. */
  cpu: Record<string, number | undefined>;
  concurrency: number;
}

interface SizeResult {
  listings: number;
  seedSeconds: number;
  indexSeconds: number;
  endpoints: Partial<Record<EndpointName, EndpointResult>>;
}

const ENDPOINT_TEXT: Record<EndpointName, string> = {
  health: 'GET /api/health (HTTP floor)',
  homeCached: 'GET /api/listing/home, cached',
  homeUncached: 'GET /api/listing/home, after a write (c=1)',
  search4: 'GET /api/listing/get, 4 filters + sort',
  searchTerm: 'GET /api/listing/get?searchTerm',
  searchWords: 'GET /api/listing/get?searchTerm, 3 words',
  near: 'GET /api/listing/get?near, by distance',
  byId: 'GET /api/listing/get/:id',
};
const DB_BOUND: EndpointName[] = ['homeUncached', 'search4', 'searchTerm', 'searchWords', 'near', 'byId'];

/** The connection string with the database name in its path. */
function withDatabase(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error('MONGODB_URI is not a mongodb:// or mongodb+srv:// connection string');
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

interface Database {
  uri: string;
  engine: 'congodb' | 'external';
  pid?: number;
  stop(): Promise<void>;
}

/** The pid of this process's child whose command line holds the text (the spawned database). */
function childPid(text: string): number | undefined {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' }).split('\n');
  const line = lines.find((entry) => entry.includes(text));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

async function freshDatabase(size: number, port: number): Promise<Database> {
  const name = `nivasa_bench_${size}_${randomBytes(3).toString('hex')}`;
  const external = process.env.MONGODB_URI;
  if (external) {
    const uri = withDatabase(external, name);
    return {
      uri,
      engine: 'external',
      stop: async () => {
        const client = await mongo.MongoClient.connect(uri);
        await databaseOf(client, uri).dropDatabase();
        await client.close();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-bench-api-'));
  // Snapshots would write the whole database to disk during the loads: once an hour is never here.
  const server = await spawnEmbeddedDatabase({ dataDir, port, engine: 'congodb', stderr: 'ignore', snapshotIntervalMs: 3_600_000 });
  return {
    uri: withDatabase(server.uri, name),
    engine: 'congodb',
    pid: childPid(dataDir),
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startApi(database: Database, port: number): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const profile = process.env.BENCH_API_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, API_MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      MONGODB_URI: database.uri,
      DATABASE_ENGINE: database.engine,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: 'false',
      PUBLIC_URL: SITE_ORIGIN,
      ALLOWED_ORIGINS: SITE_ORIGIN,
      // Every request comes from 127.0.0.1: the write that empties the home cache repeats.
      THROTTLE_WRITE_LIMIT: '1000000',
      THROTTLE_WRITE_IP_LIMIT: '1000000',
    },
    // The request logs are written as in production, and dropped.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it answered`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The API did not answer /api/health within 60 s');
    }
    await sleep(250);
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The API's session for a seeded owner with a pending listing, and that listing, to edit without changing it. */
async function ownerWithPendingListing(db: mongo.Db, url: string) {
  const listing = await db.collection('listings').findOne({ status: 'pending' });
  const owner = listing && (await db.collection('users').findOne({ _id: listing.userRef }));
  if (!listing || !owner) throw new Error('The seed left no pending listing with an owner');
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ email: owner.email, password: OWNER_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`Signing in as a seeded owner failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('access_token='))!
    .split(';')[0];
  const input: ListingInput = {
    name: listing.name,
    description: listing.description,
    rules: listing.rules,
    address: listing.address,
    district: listing.district,
    city: listing.city,
    type: listing.type,
    ...(listing.rentType ? { rentType: listing.rentType } : {}),
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    beds: listing.beds,
    rent: listing.rent,
    area: listing.area,
    parking: listing.parking,
    furnished: listing.furnished,
    kitchen: listing.kitchen,
    hotwater: listing.hotwater,
    aircondition: listing.aircondition,
    imageUrls: listing.imageUrls,
  };
  /** An owner's edit of a pending listing: it stays pending, and the API forgets its home answer. */
  return async () => {
    const response = await fetch(`${url}/api/listing/update/${listing._id.toHexString()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, cookie },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`The edit failed: ${response.status} ${await response.text()}`);
  };
}

const visitor = { isAdmin: false };

/** The query of a search as the API runs it, through the driver. */
function driverSearch(db: mongo.Db, filters: ListingSearchFilters) {
  const { filter, sort, skip, limit } = searchQueryOf(filters);
  // mongoose's filter type is stricter than the driver's about _id, which a search never names.
  const listings = db.collection<Record<string, unknown>>('listings');
  return () =>
    listings
      .find(filter as mongo.Filter<Record<string, unknown>>)
      .sort(sort)
      .skip(skip)
      .limit(limit)
      .toArray();
}

/**
 * A search near a place as the API runs it, through the driver: on a real MongoDB the 2dsphere
 * query; on CongoDB the range's candidates (ids and points), the exact test and order in this
 * process, then the page's listings (by their latitudes, as ListingsRepository.findCandidates).
 */
function driverNear(db: mongo.Db, engine: Database['engine'], query: Record<string, string>) {
  const filters = parseSearchQuery(query, visitor);
  const place = new PlacesService().byId(filters.place!.near!)!;
  const area = searchAreaOf(filters.place!, { lat: place.lat, lng: place.lng }, filters.sort === 'distance');
  const plan = searchQueryOf(filters);
  const listings = db.collection<Record<string, unknown>>('listings');
  if (usesGeoOperators(engine)) {
    const { filter, sort, skip, limit } = withMongoArea(plan, area);
    return () =>
      listings
        .find(filter as mongo.Filter<Record<string, unknown>>)
        .sort(sort)
        .skip(skip)
        .limit(limit)
        .toArray();
  }
  const candidates = congoCandidateQueryOf(plan, area);
  return async () => {
    const read = await listings
      .find(candidates.filter as mongo.Filter<Record<string, unknown>>, { projection: { publicLat: 1, publicLng: 1 } })
      .sort(candidates.sort)
      .limit(candidates.limit)
      .batchSize(candidates.limit)
      .toArray();
    const page = pageOfCandidates(read as unknown as AreaCandidate[], area, plan.skip, plan.limit);
    if (page.length === 0) return [];
    const found = await listings.find({ publicLat: { $in: page.map((candidate) => candidate.publicLat) } }).toArray();
    return page.flatMap((candidate) => found.filter((listing) => String(listing._id) === String(candidate._id)));
  };
}

/** The home answer's reads: the featured listings and each type's newest, as parseSearchQuery builds them. */
function driverHome(db: mongo.Db) {
  const featured = driverSearch(db, parseSearchQuery({ featured: 'true', limit: String(HOME_LIMITS.featuredMax) }, visitor));
  const perType = LISTING_TYPES.map((type) =>
    driverSearch(db, parseSearchQuery({ type, limit: String(HOME_LIMITS.recentPerType) }, visitor)),
  );
  return () => Promise.all([featured(), ...perType.map((read) => read())]);
}

async function getOk(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
}

async function measureSize(size: number, index: number): Promise<SizeResult> {
  const apiPort = API_PORT + index;
  const database = await freshDatabase(size, apiPort + 50);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  const client = new mongo.MongoClient(database.uri, connectionOptions(database.uri, database.engine));
  try {
    console.log(`\n${size.toLocaleString('en')} listings (${database.engine === 'congodb' ? 'CongoDB' : 'MONGODB_URI'}): seeding...`);
    const seeded = await seedListings(database.uri, {
      count: size,
      engine: database.engine,
      ownerPassword: OWNER_PASSWORD,
      log: () => undefined,
    });
    console.log(`  seeded in ${(seeded.insertMs / 1000).toFixed(1)} s, indexes in ${(seeded.indexMs / 1000).toFixed(1)} s`);
    api = await startApi(database, apiPort);
    await client.connect();
    const db = databaseOf(client, database.uri);
    const pids = { api: api.process.pid, database: database.pid };
    const approved = await db.collection('listings').findOne({ status: 'approved' }, { projection: { _id: 1 } });
    const listingId = approved!._id as Types.ObjectId;
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const endpoints: SizeResult['endpoints'] = {};

    const load = async (name: EndpointName, path: string, driverWork?: () => Promise<unknown>) => {
      const url = `${api!.url}${path}`;
      let driver: LoadFigures | undefined;
      if (driverWork) {
        await loopLoad(driverWork, CONNECTIONS, 0, CONNECTIONS);
        driver = await loopLoad(driverWork, CONNECTIONS, DRIVER_SECONDS, MIN_CALLS);
      }
      // A first pass, one request per connection, sets how many requests LOAD_SECONDS take at this rate.
      const warmUp = await httpLoad({ url, connections: CONNECTIONS, amount: CONNECTIONS });
      const amount = Math.max(MIN_CALLS, Math.round((warmUp.perSecond * LOAD_SECONDS) / 10) * 10 || 0);
      const { result, cpu } = await withCpuShares(pids, () => httpLoad({ url, connections: CONNECTIONS, amount }));
      endpoints[name] = { api: result, driver, cpu, concurrency: CONNECTIONS };
      console.log(
        `  ${ENDPOINT_TEXT[name]}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms` +
          (driver ? ` (driver p50 ${driver.p50.toFixed(1)} ms)` : '') +
          (result.failuresBy ? `; API failures: ${JSON.stringify(result.failuresBy)}` : '') +
          (driver?.failuresBy ? `; driver failures: ${JSON.stringify(driver.failuresBy)}` : ''),
      );
    };

    await load('health', '/api/health');
    // Its engine equivalent is the uncached call's, below: 10 loops of 12 scans at once would only swamp the engine.
    await load('homeCached', '/api/listing/home');
    await load('search4', `/api/listing/get?${query(FILTERED_SEARCH)}`, driverSearch(db, parseSearchQuery(FILTERED_SEARCH, visitor)));
    await load('searchTerm', `/api/listing/get?${query(SEARCH_TERM)}`, driverSearch(db, parseSearchQuery(SEARCH_TERM, visitor)));
    await load('searchWords', `/api/listing/get?${query(SEARCH_WORDS)}`, driverSearch(db, parseSearchQuery(SEARCH_WORDS, visitor)));
    await load('near', `/api/listing/get?${query(NEAR_SEARCH)}`, driverNear(db, database.engine, NEAR_SEARCH));
    await load('byId', `/api/listing/get/${listingId.toHexString()}`, () => db.collection('listings').findOne({ _id: listingId }));

    // The home answer as the first visitor after a change gets it: one at a time, each right after an owner's edit.
    const edit = await ownerWithPendingListing(db, api.url);
    const homeReads = driverHome(db);
    await loopLoad(homeReads, 1, 0, 1);
    const driverUncached = await loopLoad(homeReads, 1, DRIVER_SECONDS, 3);
    const latencies: number[] = [];
    const editLatencies: number[] = [];
    const { result: uncached, cpu } = await withCpuShares(pids, async () => {
      const started = performance.now();
      while (performance.now() < started + LOAD_SECONDS * 1000 || latencies.length < 3) {
        const editBegun = performance.now();
        await edit();
        editLatencies.push(performance.now() - editBegun);
        const begun = performance.now();
        await getOk(`${api!.url}/api/listing/home`);
        latencies.push(performance.now() - begun);
      }
      return figuresOf(latencies, (performance.now() - started) / 1000, 0);
    });
    endpoints.homeUncached = { api: uncached, driver: driverUncached, cpu, concurrency: 1 };
    const editP50 = figuresOf(editLatencies, 1, 0).p50;
    console.log(
      `  ${ENDPOINT_TEXT.homeUncached}: p50 ${uncached.p50.toFixed(1)} ms (driver p50 ${driverUncached.p50.toFixed(1)} ms; the edit before it: p50 ${editP50.toFixed(1)} ms)`,
    );
    return { listings: size, seedSeconds: seeded.insertMs / 1000, indexSeconds: seeded.indexMs / 1000, endpoints };
  } finally {
    await client.close();
    await api?.stop();
    await database.stop();
  }
}

/** The API process's CPU time per answered request (for the uncached home call, per edit and read): a figure the machine's other work hardly moves. */
const cpuPerRequestMs = (share: number, figures: LoadFigures) => (share * figures.seconds * 1000) / figures.requests;

const fixed = (value: number | undefined, digits = 1) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits));
const percent = (share: number | undefined) => (share === undefined ? '-' : `${Math.round(share * 100)}%`);

function printTable(results: SizeResult[]): void {
  const header = [
    'listings',
    'endpoint',
    'req/s',
    'p50',
    'p95',
    'p99',
    'driver p50',
    'api/driver',
    'api cpu',
    'db cpu',
    'api cpu/req',
    'fails',
  ];
  const rows = results.flatMap((size) =>
    (Object.entries(size.endpoints) as [EndpointName, EndpointResult][]).map(([name, { api, driver, cpu }]) => [
      size.listings.toLocaleString('en'),
      ENDPOINT_TEXT[name],
      fixed(api.perSecond, 0),
      fixed(api.p50),
      fixed(api.p95),
      fixed(api.p99),
      fixed(driver?.p50),
      driver ? `${(api.p50 / driver.p50).toFixed(2)}x` : '-',
      percent(cpu.api),
      percent(cpu.database),
      cpu.api === undefined ? '-' : `${fixed(cpuPerRequestMs(cpu.api, api), 2)} ms`,
      String(api.failures + (driver?.failures ?? 0)),
    ]),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(`\n${cpus().length} cores, load average ${load} (other work shares them).`);
  console.log(
    `Latency in ms; ${CONNECTIONS} connections for ${LOAD_SECONDS} s (driver: ${CONNECTIONS} loops for ${DRIVER_SECONDS} s), at least ${MIN_CALLS} calls each, unless c=1.`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Each target, PASS or FAIL with its figures; true when all pass. */
function checkTargets(results: SizeResult[]): boolean {
  const verdicts: [boolean, string][] = [];
  for (const size of results) {
    for (const name of DB_BOUND) {
      const endpoint = size.endpoints[name];
      if (!endpoint?.driver) continue;
      const ratio = endpoint.api.p50 / endpoint.driver.p50;
      verdicts.push([
        ratio <= OVERHEAD_TARGET,
        `API overhead, ${ENDPOINT_TEXT[name]} at ${size.listings}: p50 ${ratio.toFixed(2)}x the driver's (target <= ${OVERHEAD_TARGET}x)`,
      ]);
    }
    const { near, search4 } = size.endpoints;
    if (near && search4) {
      const ratio = near.api.p50 / search4.api.p50;
      const checked = size.listings === Math.max(...results.map((result) => result.listings));
      const text = `Near a place at ${size.listings}: p50 ${ratio.toFixed(2)}x the filtered search's (target <= ${NEAR_TARGET}x at the largest size)`;
      verdicts.push([!checked || ratio <= NEAR_TARGET, text]);
    }
    const home = size.endpoints.homeCached;
    if (home) {
      verdicts.push([
        home.api.perSecond >= CACHED_HOME_TARGET_PER_SECOND,
        `Cached home at ${size.listings}: ${home.api.perSecond.toFixed(0)} req/s (target >= ${CACHED_HOME_TARGET_PER_SECOND})`,
      ]);
    }
  }
  const [small, large] = [results[0], results[results.length - 1]];
  if (small && large && small !== large) {
    // The engine's own scan: the search's driver query, which reads the whole collection on CongoDB.
    const scanGrowth = large.endpoints.search4!.driver!.p50 / small.endpoints.search4!.driver!.p50;
    for (const name of Object.keys(large.endpoints) as EndpointName[]) {
      const [before, after] = [small.endpoints[name], large.endpoints[name]];
      if (!before || !after) continue;
      const growth = after.api.p50 / before.api.p50;
      const engineGrowth = after.driver && before.driver ? after.driver.p50 / before.driver.p50 : scanGrowth;
      verdicts.push([
        growth <= engineGrowth * GROWTH_TOLERANCE,
        `Scaling, ${ENDPOINT_TEXT[name]}: p50 x${growth.toFixed(2)} from ${small.listings} to ${large.listings}, engine x${engineGrowth.toFixed(2)} (target <= engine x ${GROWTH_TOLERANCE})`,
      ]);
    }
  }
  console.log('');
  for (const [pass, text] of verdicts) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
  return verdicts.every(([pass]) => pass);
}

async function main(): Promise<void> {
  await ensureApiBuilt();
  const started = Date.now();
  const results: SizeResult[] = [];
  for (const [index, size] of SIZES.entries()) results.push(await measureSize(size, index));
  printTable(results);
  const passed = checkTargets(results);
  const directory = join(__dirname, 'results');
  await mkdir(directory, { recursive: true });
  const file = join(directory, `api-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const engine = process.env.MONGODB_URI ? 'external' : 'congodb';
  const report = JSON.stringify({
    at: new Date().toISOString(),
    engine,
    cpus: cpus().length,
    loadAverage: loadavg(),
    connections: CONNECTIONS,
    results,
  });
  // `npm test`'s format check reads every file in the tree, so the figures are written as it formats them.
  await writeFile(file, await format(report, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`\nFigures written to ${file}; the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (!passed) console.log('Some targets were missed: the README says why, and what it would take.');
}

main().catch((error: Error) => {
  console.error(`The API benchmark failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
