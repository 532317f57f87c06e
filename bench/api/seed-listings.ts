/**
 * Seeds realistic listings and their owners straight through the MongoDB driver, in batches,
 * each document first shaped and checked by the API's own mongoose schema (its defaults,
 * trimming and validators), so what lands is what the API would have stored. Then creates the
 * indexes the API's schemas declare.
 *
 *   MONGODB_URI=mongodb://127.0.0.1:27017/nivasa npx tsx bench/api/seed-listings.ts --count 100000
 *
 * Set DATABASE_ENGINE=congodb, as for the API, when the server is CongoDB.
 *
 * Options: --count N (default 10000), --append (add to a database that already holds
 * listings), --owner-password P (every seeded owner's password; random by default, so nobody
 * can sign in as them), --seed N (the random generator's seed, default 1).
 */
import { LISTING_INPUT_FIELDS, listingInputSchema } from '@nivasa/contracts/listing-schema';
import type { DatabaseEngine } from '@nivasa/contracts/api';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import mongoose, { mongo, type Types } from 'mongoose';
import { connectionOptions, databaseNameOf, DEFAULT_DATABASE_NAME } from '../../services/api/src/database/connection-options';
import { apiModules, ensureApiBuilt } from './built-api';
import { seededRandom } from '../../services/api/src/seed/seeded-random';
import { listingFields, ownerFields, typeOf } from './listing-documents';

export interface SeedOptions {
  count: number;
  /** The server's kind, as the API's DATABASE_ENGINE: CongoDB needs the driver's polling monitor. */
  engine?: DatabaseEngine;
  append?: boolean;
  ownerPassword?: string;
  seed?: number;
  /** Listings per owner, on average. */
  listingsPerOwner?: number;
  batchSize?: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedResult {
  listings: number;
  owners: number;
  approved: number;
  featured: number;
  pending: number;
  insertMs: number;
  indexMs: number;
}

const DEFAULT_BATCH = 2_000;

/** The database the API would use for this connection string. */
export function databaseOf(client: mongo.MongoClient, uri: string): mongo.Db {
  return client.db(databaseNameOf(uri) ?? DEFAULT_DATABASE_NAME);
}

/** Every index the schema declares, created on the collection (the _id index exists already). */
async function createDeclaredIndexes(collection: mongo.Collection, schema: mongoose.Schema): Promise<void> {
  const indexes = schema.indexes().map(([key, options]) => ({ key: key as Record<string, 1 | -1>, ...options }));
  if (indexes.length > 0) await collection.createIndexes(indexes as mongo.IndexDescription[]);
}

export async function seedListings(uri: string, options: SeedOptions): Promise<SeedResult> {
  const { count, batchSize = DEFAULT_BATCH, now = new Date(), log = console.log } = options;
  const api = await apiModules();
  // Models only shape and check documents; nothing goes through mongoose's connection.
  const shaping = new mongoose.Mongoose();
  const Listing = shaping.model('Listing', api.ListingSchema);
  const User = shaping.model('User', api.UserSchema);

  const client = new mongo.MongoClient(uri, connectionOptions(uri, options.engine ?? 'external'));
  await client.connect();
  try {
    const db = databaseOf(client, uri);
    const listings = db.collection('listings');
    const users = db.collection('users');
    const existing = await listings.estimatedDocumentCount();
    if (existing > 0 && !options.append) {
      throw new Error(`${db.databaseName}.listings already holds ${existing} listings; pass --append to add to them`);
    }

    const random = seededRandom(options.seed ?? 1);
    const runTag = randomBytes(2).toString('hex').slice(0, 3);
    const passwordHash = await new api.PasswordHasher().hash(options.ownerPassword ?? randomBytes(24).toString('base64url'));
    const ownerCount = Math.max(1, Math.ceil(count / (options.listingsPerOwner ?? 20)));
    const started = Date.now();

    const owners: Types.ObjectId[] = [];
    for (let start = 0; start < ownerCount; start += batchSize) {
      const batch = [];
      for (let index = start; index < Math.min(ownerCount, start + batchSize); index += 1) {
        const user = new User({ ...ownerFields(index, runTag, { random, now }), password: passwordHash, emailVerified: true });
        await user.validate();
        batch.push({ ...user.toObject(), __v: 0 });
        owners.push(user._id);
      }
      await users.insertMany(batch);
    }

    // One batch is written while the next is made: the database and this process each keep a core busy.
    let writing: Promise<unknown> = Promise.resolve();

    const context = { random, owners, now, newImageUrl: () => api.imageUrl(api.newImageId()) };
    // Each listing at its town's centre, as a create without a pin stores it, with its public point and monthly rent.
    const places = new api.PlacesService();
    const locationKey = api.locationKeyOf(randomBytes(32).toString('base64url'));
    const counts = { approved: 0, featured: 0, pending: 0 };
    for (let start = 0; start < count; start += batchSize) {
      const batch = [];
      for (let index = start; index < Math.min(count, start + batchSize); index += 1) {
        const fields = listingFields(typeOf(index), context);
        // The owner's part passes the contracts' listing input schema, as a create through the API would.
        listingInputSchema.parse(Object.fromEntries(LISTING_INPUT_FIELDS.map((field) => [field, fields[field]])));
        const _id = new mongoose.Types.ObjectId();
        const town = places.townOf(fields.district, fields.city);
        if (!town) throw new Error(`No centre for ${fields.city}, ${fields.district}`);
        const { monthlyRent, ...derived } = api.derivedFieldsOf(
          _id,
          { ...fields, rentType: fields.rentType ?? undefined, location: { lat: town.lat, lng: town.lng } },
          locationKey,
        );
        const listing = new Listing({ _id, ...fields, ...derived, ...(monthlyRent === undefined ? {} : { monthlyRent }) });
        await listing.validate();
        const stored = { ...listing.toObject(), __v: 0 };
        counts[stored.status === 'approved' ? 'approved' : 'pending'] += 1;
        if (stored.featured) counts.featured += 1;
        batch.push(stored);
      }
      await writing;
      writing = listings.insertMany(batch);
      if ((start / batchSize) % 10 === 9) log(`  ${start + batch.length} of ${count} listings...`);
    }
    await writing;
    const insertMs = Date.now() - started;

    const indexStarted = Date.now();
    await createDeclaredIndexes(listings, api.ListingSchema);
    await createDeclaredIndexes(users, api.UserSchema);
    const indexMs = Date.now() - indexStarted;
    log(
      `Seeded ${count} listings (${counts.approved} approved, ${counts.featured} featured, ${counts.pending} pending) ` +
        `and ${ownerCount} owners into ${db.databaseName} in ${(insertMs / 1000).toFixed(1)} s; indexes in ${(indexMs / 1000).toFixed(1)} s`,
    );
    return { listings: count, owners: ownerCount, ...counts, insertMs, indexMs };
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      append: { type: 'boolean', default: false },
      'owner-password': { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
  });
  const uri = process.env.MONGODB_URI;
  const count = Number(values.count);
  if (!uri) throw new Error('Set MONGODB_URI to the database to seed, e.g. mongodb://127.0.0.1:27017/nivasa');
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a whole number above 0 (got ${values.count})`);
  await ensureApiBuilt();
  const engine = (process.env.DATABASE_ENGINE as DatabaseEngine | undefined) ?? 'external';
  await seedListings(uri, { count, engine, append: values.append, ownerPassword: values['owner-password'], seed: Number(values.seed) });
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`Seeding failed: ${error.message}`);
    process.exit(1);
  });
}
