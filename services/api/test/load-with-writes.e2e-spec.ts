import type { Listing, ListingInput } from '@nivasa/contracts/api';
import type { Connection } from 'mongoose';
import { roundRating } from '../src/reviews/reviews.service';
import { createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, listingInput, listingsCollection, revisionOf, uploadListingImage } from './support/listings';
import { listenOnLoopback, LoopbackClient } from './support/loopback-client';

const LOAD_MS = 30_000;
const SEARCHERS = 50;
const WRITERS = 20;
/** Writers who delete their own public listings during the load, while the others review and favourite them. */
const DELETERS = 4;
/**
 * The longest a request may wait for its answer. Writes queue behind the searches for the
 * database (one process, a pool of 20 connections), each of their dozen operations in turn.
 */
const ANSWER_WITHIN_MS = 60_000;
/** Users who review and favourite each listing at the moment it is deleted. */
const RACERS = 3;

/** The searches' filter mixes, as the search page sends them. */
const SEARCHES = [
  '/api/listing/get',
  '/api/listing/get?type=singleroom&district=Kandy&sort=rent&order=asc',
  '/api/listing/get?searchTerm=room',
  '/api/listing/get?minPrice=10000&maxPrice=40000&furnished=true&parking=false',
  '/api/listing/get?district=Colombo&city=Colombo&rentType=monthly&sort=createdAt&order=desc',
  '/api/listing/get?startIndex=9&limit=9',
  '/api/listing/get?featured=true&sort=rent&order=desc',
];

const PLACES: Pick<ListingInput, 'district' | 'city'>[] = [
  { district: 'Kandy', city: 'Peradeniya' },
  { district: 'Colombo', city: 'Colombo' },
];

interface Actor {
  session: Session;
  /** Keep-alive; a writer's has one connection, so its requests go one after another, as a user's do. */
  client: LoopbackClient;
}

interface Writer extends Actor {
  imageUrl: string;
  /** Approved listings of the writer's that others review and favourite; deleters delete them. */
  publicListings: string[];
  /** A pending listing only its owner edits. */
  draft: string;
}

interface AcknowledgedReview {
  reviewId: string;
  listingId: string;
  rating: number;
}

/** Statuses and answer times per kind of request, and failures to get an answer at all. */
class Tally {
  readonly statuses = new Map<string, Map<number, number>>();
  readonly durationsMs = new Map<string, number[]>();
  readonly transportErrors: string[] = [];

  /** Sends the request and counts its answer under `kind`. */
  async time<T extends { status: number }>(kind: string, send: () => Promise<T>): Promise<T> {
    const begun = performance.now();
    const reply = await send();
    const byStatus = this.statuses.get(kind) ?? new Map<number, number>();
    byStatus.set(reply.status, (byStatus.get(reply.status) ?? 0) + 1);
    this.statuses.set(kind, byStatus);
    this.durationsMs.set(kind, [...(this.durationsMs.get(kind) ?? []), performance.now() - begun]);
    return reply;
  }

  count(kind: string, which: (status: number) => boolean = () => true): number {
    return [...(this.statuses.get(kind) ?? [])].reduce((sum, [status, count]) => sum + (which(status) ? count : 0), 0);
  }

  serverErrors(): string[] {
    return [...this.statuses].flatMap(([kind, byStatus]) =>
      [...byStatus].filter(([status]) => status >= 500).map(([status, count]) => `${kind} ${status} x${count}`),
    );
  }

  /** Each kind's statuses, and its answer times' median, 95th percentile and maximum. */
  summary(): string {
    return [...this.statuses]
      .map(([kind, byStatus]) => {
        const sorted = [...this.durationsMs.get(kind)!].sort((a, b) => a - b);
        const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!.toFixed(0);
        return `${kind} ${JSON.stringify(Object.fromEntries(byStatus))} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
      })
      .join('\n');
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const later = (ms: number, run: () => Promise<void>) => new Promise((resolve) => setTimeout(resolve, ms)).then(run);

describe('load with writes: searches while writers create, update, review, favourite and delete', () => {
  // Every request comes from 127.0.0.1, far more writes a minute than one address may make in production.
  const api = useTestApi({ THROTTLE_WRITE_IP_LIMIT: '1000000', THROTTLE_WRITE_LIMIT: '1000000' });

  let port: number;
  let admin: Session;
  let writers: Writer[];
  let racers: Actor[];
  const clients: LoopbackClient[] = [];
  const tally = new Tally();

  // What the API acknowledged, which the database must hold afterwards.
  const created = new Set<string>();
  const deleted = new Set<string>();
  const lastRent = new Map<string, number>();
  /** By `listing:author`: the review acknowledged last, or null when its deletion was. */
  const reviews = new Map<string, AcknowledgedReview | null>();
  /** By `user:listing`: whether the last acknowledged change made it a favourite. */
  const favourites = new Map<string, boolean>();
  /** Approved listings anyone may review and favourite, with their owners. */
  const publicPool: { listingId: string; ownerId: string }[] = [];
  const awaitingApproval: { listingId: string; ownerId: string }[] = [];

  const clientOf = (maxSockets = 1) => {
    const client = new LoopbackClient(port, maxSockets, ANSWER_WITHIN_MS);
    clients.push(client);
    return client;
  };
  const headersOf = (session: Session) => ({ Cookie: session.cookie, Origin: SITE_ORIGIN });

  /** Approves the listing's content as stored (read past the API, as the moderator's page has it already). */
  async function approve(client: LoopbackClient, listingId: string): Promise<number> {
    const revision = await revisionOf(api.app, listingId);
    const { status } = await tally.time('approve', () =>
      client.json('PATCH', `/api/listing/approve/${listingId}`, { revision }, headersOf(admin)),
    );
    return status;
  }

  let setupSeconds: number;

  beforeAll(async () => {
    const setupBegun = Date.now();
    port = await listenOnLoopback(api.app);
    admin = await createAdminSession(api.app);
    const setupClient = clientOf();
    writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_, index) => {
        const session = await createSession(api.app);
        const imageUrl = await uploadListingImage(api.app, session);
        const client = clientOf();
        const createOne = async (overrides: Partial<ListingInput>) => {
          const reply = await client.json<{ listing: Listing }>(
            'POST',
            '/api/listing/create',
            listingInput([imageUrl], overrides),
            headersOf(session),
          );
          expect(reply.status).toBe(201);
          return reply.body.listing._id;
        };
        const publicListings = [
          await createOne({ ...PLACES[index % 2], rent: 12_000 + index * 1_000 }),
          await createOne({ ...PLACES[(index + 1) % 2], rent: 30_000 + index * 500, furnished: index % 3 === 0 }),
        ];
        const draft = await createOne({ name: 'A draft its owner keeps editing' });
        return { session, client, imageUrl, publicListings, draft };
      }),
    );
    racers = await Promise.all(
      Array.from({ length: RACERS }, async () => ({ session: await createSession(api.app), client: clientOf(2) })),
    );
    for (const writer of writers) {
      for (const listingId of writer.publicListings) {
        expect(await approve(setupClient, listingId)).toBe(200);
        publicPool.push({ listingId, ownerId: writer.session.user._id });
      }
    }
    setupSeconds = (Date.now() - setupBegun) / 1000;
  }, 60_000);

  afterAll(() => {
    for (const client of clients) client.close();
  });

  const reviewKey = (listingId: string, author: string) => `${listingId}:${author}`;
  const favouriteKey = (user: string, listingId: string) => `${user}:${listingId}`;

  async function postReview({ session, client }: Actor, listingId: string): Promise<void> {
    const rating = 1 + Math.floor(Math.random() * 5);
    const reply = await tally.time('review', () =>
      client.json<{ review: { _id: string } }>(
        'POST',
        `/api/reviews/post-review/${listingId}`,
        { rating, comment: `Stayed here; ${rating} of 5.` },
        headersOf(session),
      ),
    );
    if (reply.status === 201) reviews.set(reviewKey(listingId, session.user._id), { reviewId: reply.body.review._id, listingId, rating });
  }

  async function deleteReview({ session, client }: Actor, review: AcknowledgedReview): Promise<void> {
    const reply = await tally.time('unreview', () =>
      client.json('DELETE', `/api/reviews/delete-review/${review.reviewId}`, undefined, headersOf(session)),
    );
    if (reply.status === 200) reviews.set(reviewKey(review.listingId, session.user._id), null);
  }

  async function favourite({ session, client }: Actor, listingId: string, add: boolean): Promise<void> {
    const reply = await tally.time(add ? 'favourite' : 'unfavourite', () =>
      client.json(add ? 'POST' : 'DELETE', add ? '/api/user/favorites' : '/api/user/remove-favorites', { listingId }, headersOf(session)),
    );
    if (reply.status === 200) favourites.set(favouriteKey(session.user._id, listingId), add);
  }

  /** One write of the writer's, chosen at random, with what the API acknowledged written down. */
  async function writeOnce(writer: Writer, rentCounter: { next: number }): Promise<void> {
    const { session, client } = writer;
    const me = session.user._id;
    const roll = Math.random();
    const others = publicPool.filter(({ ownerId }) => ownerId !== me).map(({ listingId }) => listingId);
    const myReviews = [...reviews].flatMap(([key, review]) => (review && key.endsWith(`:${me}`) ? [review] : []));
    const myFavourites = others.filter((listingId) => favourites.get(favouriteKey(me, listingId)) === true);

    if (roll < 0.1) {
      const reply = await tally.time('create', () =>
        client.json<{ listing: Listing }>(
          'POST',
          '/api/listing/create',
          listingInput([writer.imageUrl], { ...pick(PLACES), rent: 5_000 + Math.floor(Math.random() * 60_000) }),
          headersOf(session),
        ),
      );
      if (reply.status === 201) {
        created.add(reply.body.listing._id);
        awaitingApproval.push({ listingId: reply.body.listing._id, ownerId: me });
      }
    } else if (roll < 0.25) {
      rentCounter.next += 1;
      const rent = rentCounter.next;
      const reply = await tally.time('update', () =>
        client.json('POST', `/api/listing/update/${writer.draft}`, listingInput([writer.imageUrl], { rent }), headersOf(session)),
      );
      if (reply.status === 200) lastRent.set(writer.draft, rent);
    } else if (roll < 0.35 && myReviews.length > 0) {
      await deleteReview(writer, pick(myReviews));
    } else if (roll < 0.6) {
      const unreviewed = others.filter((listingId) => !reviews.get(reviewKey(listingId, me)));
      if (unreviewed.length > 0) await postReview(writer, pick(unreviewed));
    } else if (roll < 0.75 && myFavourites.length > 0) {
      await favourite(writer, pick(myFavourites), false);
    } else {
      await favourite(writer, pick(others), true);
    }
  }

  /**
   * Deletes the writer's listing while the racers review and favourite it, a few milliseconds
   * apart, so some of theirs land while the deletion is under way.
   */
  async function deleteOwn(writer: Writer, listingId: string): Promise<void> {
    const racing = racers.flatMap((racer, index) => [
      later(index * 15, () => postReview(racer, listingId)),
      later(index * 15 + 5, () => favourite(racer, listingId, true)),
    ]);
    const deletion = async () => {
      const reply = await tally.time('delete', () =>
        writer.client.json('DELETE', `/api/listing/delete/${listingId}`, undefined, headersOf(writer.session)),
      );
      if (reply.status === 200) {
        deleted.add(listingId);
        publicPool.splice(
          publicPool.findIndex((entry) => entry.listingId === listingId),
          1,
        );
      }
    };
    await Promise.all([deletion(), ...racing]);
  }

  /** Writes until the deadline; a deleter deletes its public listings at set moments in between. */
  async function writerLoop(writer: Writer, index: number, startedAt: number): Promise<void> {
    const deletions =
      index < DELETERS
        ? writer.publicListings.map((listingId, at) => ({ listingId, at: startedAt + ((at + 1) * LOAD_MS) / 3 + index * 500 }))
        : [];
    const rentCounter = { next: 10_000 + index * 100_000 };
    while (Date.now() < startedAt + LOAD_MS) {
      try {
        if (deletions.length > 0 && Date.now() >= deletions[0]!.at) await deleteOwn(writer, deletions.shift()!.listingId);
        else await writeOnce(writer, rentCounter);
      } catch (error) {
        tally.transportErrors.push(String(error));
      }
    }
  }

  /** Approves what the writers create, so new listings join those reviewed and favourited. */
  async function approverLoop(startedAt: number): Promise<void> {
    const client = clientOf();
    while (Date.now() < startedAt + LOAD_MS) {
      const next = awaitingApproval.shift();
      try {
        if (!next) await new Promise((resolve) => setTimeout(resolve, 100));
        else if ((await approve(client, next.listingId)) === 200) publicPool.push(next);
      } catch (error) {
        tally.transportErrors.push(String(error));
      }
    }
  }

  async function searcherLoop(client: LoopbackClient, index: number, startedAt: number): Promise<void> {
    for (let round = index; Date.now() < startedAt + LOAD_MS; round += 1) {
      try {
        await tally.time('search', () => client.send('GET', SEARCHES[round % SEARCHES.length]!));
      } catch (error) {
        tally.transportErrors.push(String(error));
      }
    }
  }

  it(`answers ${SEARCHERS} searching connections and ${WRITERS} writers for ${LOAD_MS / 1000} s without a 5xx, and keeps every acknowledged write`, async () => {
    const startedAt = Date.now();
    const searchClient = clientOf(SEARCHERS);
    await Promise.all([
      ...Array.from({ length: SEARCHERS }, (_, index) => searcherLoop(searchClient, index, startedAt)),
      ...writers.map((writer, index) => writerLoop(writer, index, startedAt)),
      approverLoop(startedAt),
    ]);
    const seconds = (Date.now() - startedAt) / 1000;
    const acknowledged = ['create', 'update', 'review', 'unreview', 'favourite', 'unfavourite', 'delete'].map(
      (kind) => `${kind} ${tally.count(kind, (status) => status < 300)}`,
    );
    console.log(
      `load with writes (${api.database.engine}): set up in ${setupSeconds.toFixed(1)} s, loaded ${seconds.toFixed(1)} s, ${(tally.count('search') / seconds).toFixed(0)} searches/s; acknowledged writes: ${acknowledged.join(', ')}\n${tally.summary()}`,
    );

    expect(tally.transportErrors).toEqual([]);
    expect(tally.serverErrors()).toEqual([]);
    expect(tally.count('search', (status) => status !== 200)).toBe(0);
    // Each kind of write happened, so the checks below are about something.
    for (const kind of ['create', 'update', 'review', 'unreview', 'favourite', 'unfavourite'])
      expect(tally.count(kind, (status) => status < 300)).toBeGreaterThan(0);
    expect(deleted.size).toBe(DELETERS * 2);

    expect(await problemsInTheDatabase(connectionOf(api.app))).toEqual([]);
  }, 120_000);

  /** Every way the stored data disagrees with what was acknowledged, or with itself. */
  async function problemsInTheDatabase(connection: Connection): Promise<string[]> {
    const problems: string[] = [];
    const listings = new Map((await listingsCollection(connection).find().toArray()).map((listing) => [String(listing._id), listing]));
    const storedReviews = await connection.collection('reviews').find().toArray();
    const storedFavourites = await connection.collection('favorites').find().toArray();

    for (const id of created) if (!deleted.has(id) && !listings.has(id)) problems.push(`created listing ${id} is missing`);
    for (const id of deleted) if (listings.has(id)) problems.push(`deleted listing ${id} is still there`);
    for (const [id, rent] of lastRent) {
      if (listings.get(id)?.rent !== rent) problems.push(`listing ${id} has rent ${listings.get(id)?.rent}, last acknowledged ${rent}`);
    }

    const reviewsById = new Map(storedReviews.map((review) => [String(review._id), review]));
    for (const [key, review] of reviews) {
      const [listingId, author] = key.split(':');
      const stored = storedReviews.find((candidate) => String(candidate.listingId) === listingId && String(candidate.userRef) === author);
      if (deleted.has(listingId!) || review === null) {
        if (stored) problems.push(`review ${String(stored._id)} of ${listingId} by ${author} should be gone`);
      } else if (reviewsById.get(review.reviewId)?.rating !== review.rating) {
        problems.push(`acknowledged review ${review.reviewId} (rating ${review.rating}) is missing or different`);
      }
    }

    const favouriteKeys = new Set(storedFavourites.map((favourite) => `${String(favourite.userId)}:${String(favourite.listingId)}`));
    for (const [key, isFavourite] of favourites) {
      const expected = isFavourite && !deleted.has(key.split(':')[1]!);
      if (favouriteKeys.has(key) !== expected) problems.push(`favourite ${key} is ${favouriteKeys.has(key) ? 'stored' : 'missing'}`);
    }

    for (const review of storedReviews)
      if (!listings.has(String(review.listingId))) problems.push(`review ${String(review._id)} points at a deleted listing`);
    for (const favourite of storedFavourites)
      if (!listings.has(String(favourite.listingId))) problems.push(`favourite ${String(favourite._id)} points at a deleted listing`);

    for (const [id, listing] of listings) {
      const ratings = storedReviews.filter((review) => String(review.listingId) === id).map((review) => review.rating as number);
      const rating = ratings.length ? roundRating(ratings.reduce((sum, value) => sum + value, 0) / ratings.length) : 0;
      if (listing.rating !== rating || listing.numReviews !== ratings.length) {
        problems.push(
          `listing ${id} shows ${listing.rating} from ${listing.numReviews} reviews; its reviews make ${rating} from ${ratings.length}`,
        );
      }
    }
    return problems;
  }
});
