import type { Listing } from '@nivasa/contracts/api';
import { HOME_LIMITS } from '@nivasa/contracts/limits';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import request from 'supertest';
import { asUser, createSession, newAccount, type Session } from './support/accounts';
import { connectionOf, eventually, useTestApi } from './support/harness';
import { approvedListing, listingInput, listingsCollection } from './support/listings';

/** What every request must be answered within while the database is gone. */
const OUTAGE_ANSWER_MS = 2000;
/**
 * How soon /api/health must say ok once the database accepts connections again, with no other
 * traffic. The driver's heartbeat alone would notice within 5 s; health's ping has it look at once.
 */
const RECOVERY_BOUND_MS = 3000;

interface Answer {
  status: number;
  contentType: string;
  body: Record<string, unknown>;
  text: string;
  /** When it was sent (performance.now()) and how long its answer took. */
  sentAt: number;
  ms: number;
}

async function timed(send: () => request.Test): Promise<Answer> {
  const sentAt = performance.now();
  const response = await send();
  const ms = Math.round(performance.now() - sentAt);
  return { status: response.status, contentType: response.type, body: response.body, text: response.text, sentAt, ms };
}

/** All of them at once, as a site's visitors send them; each answer timed on its own. */
async function sendAll(requests: Record<string, () => request.Test>): Promise<Record<string, Answer>> {
  return Object.fromEntries(await Promise.all(Object.entries(requests).map(async ([name, send]) => [name, await timed(send)] as const)));
}

const UNAVAILABLE = { success: false, statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: API_ERROR_MESSAGES.databaseUnavailable };

/** Each answer a 503 in JSON with the message, within the bound (the name says which failed). */
function expectUnavailable(answers: Record<string, Answer>): void {
  for (const [name, { status, contentType, body, ms }] of Object.entries(answers)) {
    expect({ name, status, contentType, body, inTime: ms <= OUTAGE_ANSWER_MS }).toEqual({
      name,
      status: 503,
      contentType: 'application/json',
      body: UNAVAILABLE,
      inTime: true,
    });
  }
}

const describeAnswers = (answers: Record<string, Answer>) =>
  Object.entries(answers)
    .map(([name, { status, ms }]) => `${name} ${status} in ${ms} ms`)
    .join('; ');

describe('the database process killed while the API runs, then started again', () => {
  // Each write on disk before it is acknowledged, so a kill -9 loses none of what the test wrote
  // before it (by default the engine may lose the writes of its last snapshot interval).
  const api = useTestApi({}, { engine: 'congodb', durability: 'every-write' });
  let owner: Session;
  let reviewer: Session;
  let listing: Listing;

  beforeAll(async () => {
    owner = await createSession(api.app);
    reviewer = await createSession(api.app);
    listing = await approvedListing(api.app, owner);
    await asUser(api.app, reviewer)
      .post(`/api/reviews/post-review/${listing._id}`)
      .send({ rating: 4, comment: 'Quiet and clean.' })
      .expect(201);
    await asUser(api.app, reviewer).post('/api/user/favorites').send({ listingId: listing._id }).expect(200);
  });

  /** Polls health until it is ok; how long that took from now. */
  async function recoveryMs(): Promise<number> {
    const started = performance.now();
    await eventually(() => request(api.server()).get('/api/health').expect(200), RECOVERY_BOUND_MS, 100);
    return Math.round(performance.now() - started);
  }

  it('answers every kind of request with a 503 and its message within 2 s, and serves its data again once the database is back', async () => {
    const server = api.server();
    const asOwner = asUser(api.app, owner);
    const asReviewer = asUser(api.app, reviewer);
    const requests: Record<string, () => request.Test> = {
      'a listing by id': () => request(server).get(`/api/listing/get/${listing._id}`),
      'a search': () => request(server).get('/api/listing/get?searchTerm=room&type=singleroom&sort=rent&order=asc'),
      "a listing's reviews": () => request(server).get(`/api/reviews/get-review/${listing._id}`),
      'verify-token (signed in)': () => asOwner.get('/api/verify-token'),
      'favourites (signed in)': () => asReviewer.get(`/api/user/get-favorites/${reviewer.user._id}`),
      'create a listing': () =>
        asOwner.post('/api/listing/create').send(listingInput(listing.imageUrls, { name: 'Written in the outage' })),
      'post a review': () => asOwner.post(`/api/reviews/post-review/${listing._id}`).send({ rating: 5, comment: 'Lovely place.' }),
      'add a favourite': () => asOwner.post('/api/user/favorites').send({ listingId: listing._id }),
      'sign in': () => request(server).post('/api/auth/signin').send({ email: owner.email, password: owner.password }),
      'sign up': () => request(server).post('/api/auth/signup').send(newAccount()),
    };
    // Read just before the kill, the home answer is kept in the API's memory for its cache time.
    await request(server).get('/api/listing/home').expect(200);
    const homeCachedAt = Date.now();

    await api.database.kill('SIGKILL');
    // At once: the connections the driver holds are cut under it.
    const atOnce = await sendAll(requests);
    const health = await timed(() => request(server).get('/api/health'));
    const cachedHome = await timed(() => request(server).get('/api/listing/home'));
    // Later, once the home answer is too old to serve and the driver, knowing the server gone,
    // waits to select one for each operation.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, homeCachedAt + HOME_LIMITS.cacheMaxAgeMs + 100 - Date.now())));
    const later = await sendAll({ ...requests, 'the home call': () => request(server).get('/api/listing/home') });
    console.log(
      `Database killed. At once: ${describeAnswers(atOnce)}. Later: ${describeAnswers(later)}. ` +
        `Health ${health.status} in ${health.ms} ms; home ${cachedHome.status} in ${cachedHome.ms} ms from its cache.`,
    );

    expectUnavailable(atOnce);
    expectUnavailable(later);
    expect(health).toMatchObject({ status: 503, body: { status: 'degraded', database: { state: 'disconnected' } } });
    expect(health.ms).toBeLessThanOrEqual(OUTAGE_ANSWER_MS);
    expect(cachedHome.status).toBe(200);
    expect(cachedHome.text).toContain(listing._id);

    await api.database.restart();
    const recovered = await recoveryMs();
    console.log(`Database back on its port and data directory: /api/health ok after ${recovered} ms.`);
    expect(recovered).toBeLessThanOrEqual(RECOVERY_BOUND_MS);

    // What was written before the outage is all there, and each kind of request works again.
    expect((await request(server).get(`/api/listing/get/${listing._id}`).expect(200)).body).toMatchObject({
      _id: listing._id,
      name: listing.name,
      rating: 4,
      numReviews: 1,
    });
    const reviews = (await request(server).get(`/api/reviews/get-review/${listing._id}`).expect(200)).body;
    expect(JSON.stringify(reviews)).toContain('Quiet and clean.');
    const favourites = (await asReviewer.get(`/api/user/get-favorites/${reviewer.user._id}`).expect(200)).body;
    expect(JSON.stringify(favourites)).toContain(listing._id);
    await asOwner.get('/api/verify-token').expect(200);
    await request(server).post('/api/auth/signin').send({ email: owner.email, password: owner.password }).expect(200);
    await request(server).post('/api/auth/signup').send(newAccount()).expect(201);
    await asOwner
      .post('/api/listing/create')
      .send(listingInput(listing.imageUrls, { name: 'Written after the outage' }))
      .expect(201);
    await request(server).get('/api/listing/home').expect(200);
    // The writes refused in the outage left nothing behind.
    expect(await listingsCollection(connectionOf(api.app)).countDocuments({ name: 'Written in the outage' })).toBe(0);
  });

  it('answers a write under way when the database dies with a 503, and keeps it whole or not at all', async () => {
    const asOwner = asUser(api.app, owner);
    // Creates sent one after another, the database killed as the first is acknowledged: some
    // are done, some under way when it dies, the rest come after.
    const answers = new Map<string, Promise<Answer>>();
    let killed: Promise<void> | undefined;
    let killedAt = 0;
    const inputOf = (n: number) => listingInput(listing.imageUrls, { name: `Under way ${n}`, rent: 20_000 + n });
    for (let n = 0, sentAfterKill = 0; n < 60 && sentAfterKill < 6; n += 1) {
      const answer = timed(() => asOwner.post('/api/listing/create').send(inputOf(n)));
      void answer.then(({ status }) => {
        if (status !== 201 || killed) return;
        killedAt = performance.now();
        killed = api.database.kill('SIGKILL');
      });
      answers.set(inputOf(n).name, answer);
      if (killed) sentAfterKill += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(killed).toBeDefined();
    await killed;
    const names = [...answers.keys()];
    const settled = new Map<string, Answer>();
    for (const [name, answer] of answers) settled.set(name, await answer);
    const statuses = [...settled.values()].map(({ status }) => status);
    // A request under way when the database died had it for part of its time: its 2 s count from the kill.
    const outageMs = ({ sentAt, ms }: Answer) => Math.round(sentAt + ms - Math.max(sentAt, killedAt));
    console.log(
      `Creates around the kill: ${[...settled.values()]
        .map((answer) => `${answer.status} in ${answer.ms} ms${answer.status === 503 ? ` (${outageMs(answer)} ms after the kill)` : ''}`)
        .join(', ')}.`,
    );
    for (const [name, answer] of settled) {
      const { status, body } = answer;
      const inTime = status === 201 || outageMs(answer) <= OUTAGE_ANSWER_MS;
      expect({ name, status: status === 201 ? 201 : { status, body }, inTime }).toEqual({
        name,
        status: status === 201 ? 201 : { status: 503, body: UNAVAILABLE },
        inTime: true,
      });
    }
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);

    await api.database.restart();
    await recoveryMs();
    const stored = await listingsCollection(connectionOf(api.app))
      .find({ name: { $in: names } })
      .toArray();
    for (const [n, name] of names.entries()) {
      const copies = stored.filter((document) => document.name === name);
      // Acknowledged: there, once. Refused: there whole, once, or not at all.
      if (settled.get(name)!.status === 201) expect({ name, copies: copies.length }).toEqual({ name, copies: 1 });
      else expect({ name, copies: copies.length <= 1 }).toEqual({ name, copies: true });
      const expected = { ...inputOf(n), status: 'pending' };
      for (const copy of copies) expect(copy).toMatchObject({ ...expected, userRef: expect.anything(), createdAt: expect.any(Date) });
    }
  });
});
