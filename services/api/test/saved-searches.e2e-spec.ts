import { AUTH_PATHS, type SavedSearch } from '@nivasa/contracts/api';
import { SAVED_SEARCH_API_PATHS } from '@nivasa/contracts/saved-search-api-paths';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import { SAVED_SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { SAVED_SEARCH_MESSAGES } from '@nivasa/contracts/saved-search-messages';
import { SAVED_SEARCH_MESSAGES_SI } from '@nivasa/contracts/saved-search-messages.si';
import { Types } from 'mongoose';
import { candidateSearchesFilter, type MatchableListing } from '../src/saved-searches/saved-search-match';
import { SavedSearchesService } from '../src/saved-searches/saved-searches.service';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import { approvedListing } from './support/listings';

const WELLAWATTE_ANNEXES = 'maxPrice=40000&type=annex&district=Colombo&city=Wellawatte';

describe('saved searches', () => {
  const api = useTestApi();
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([createSession(api.app), createSession(api.app)]);
  });

  const as = (session: Session | undefined) => clientOf(api.app, session);
  const save = (session: Session | undefined, body: object, language = 'en') =>
    as(session).post(SAVED_SEARCH_API_PATHS.create).set('Accept-Language', language).send(body);
  const listOf = async (session: Session): Promise<SavedSearch[]> =>
    (await as(session).get(SAVED_SEARCH_API_PATHS.list).expect(200)).body.savedSearches;
  const stored = () => connectionOf(api.app).collection('saved_searches');

  it('saves a search with a readable name in the language it was saved in, its query canonical', async () => {
    const saved = await save(alice, { query: `?${WELLAWATTE_ANNEXES}&parking=false`, frequency: 'instant' }).expect(201);
    expect(saved.body).toEqual({
      success: true,
      message: SAVED_SEARCH_MESSAGES.saved,
      savedSearch: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Annexes in Wellawatte under Rs. 40,000',
        query: 'type=annex&district=Colombo&city=Wellawatte&maxPrice=40000',
        frequency: 'instant',
        paused: false,
        createdAt: expect.any(String),
        lastAlertAt: null,
      },
    });
    const inSinhala = await save(alice, { query: WELLAWATTE_ANNEXES, frequency: 'daily' }, 'si').expect(201);
    expect(inSinhala.body).toMatchObject({
      message: SAVED_SEARCH_MESSAGES_SI.saved,
      savedSearch: { name: 'වැල්ලවත්ත ප්‍රදේශයේ රු. 40,000ට අඩු ඇනෙක්සි', frequency: 'daily' },
    });
    const near = await save(alice, { query: 'near=university-of-moratuwa&radiusKm=5&sort=distance', frequency: 'daily' }).expect(201);
    expect(near.body.savedSearch).toMatchObject({
      name: 'Places near University of Moratuwa',
      query: 'near=university-of-moratuwa&radiusKm=5&sort=distance&order=asc',
    });
    const named = await save(alice, { query: 'district=Kandy', frequency: 'daily', name: '  Kandy for Amma ' }).expect(201);
    expect(named.body.savedSearch.name).toBe('Kandy for Amma');
  });

  it('lists the user’s own saved searches, the newest first, and nobody else’s', async () => {
    const user = await createSession(api.app);
    const first = (await save(user, { query: 'district=Galle', frequency: 'daily' }).expect(201)).body.savedSearch as SavedSearch;
    const second = (await save(user, { query: 'district=Matara', frequency: 'instant' }).expect(201)).body.savedSearch as SavedSearch;
    const listed = await as(user).get(SAVED_SEARCH_API_PATHS.list).expect(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.body).toEqual({ savedSearches: [second, first], limit: SAVED_SEARCH_LIMITS.perUser });
    expect((await listOf(bob)).map((search) => search._id)).not.toContain(first._id);
  });

  it('renames, changes the frequency, pauses and resumes a saved search', async () => {
    const { _id } = (await save(alice, { query: 'type=hostel&district=Kandy', frequency: 'instant' }).expect(201)).body.savedSearch;
    const renamed = await as(alice)
      .patch(SAVED_SEARCH_API_PATHS.update(_id))
      .send({ name: ' Hostels for my brother ', frequency: 'daily' })
      .expect(200);
    expect(renamed.body).toMatchObject({
      success: true,
      message: SAVED_SEARCH_MESSAGES.updated,
      savedSearch: { _id, name: 'Hostels for my brother', frequency: 'daily', paused: false, query: 'type=hostel&district=Kandy' },
    });
    await as(alice).patch(SAVED_SEARCH_API_PATHS.update(_id)).send({ paused: true }).expect(200);
    expect((await listOf(alice)).find((search) => search._id === _id)).toMatchObject({ name: 'Hostels for my brother', paused: true });
    await as(alice).patch(SAVED_SEARCH_API_PATHS.update(_id)).send({ paused: false }).expect(200);
    expect(await stored().findOne({ _id: new Types.ObjectId(_id) })).toMatchObject({ paused: false, frequency: 'daily' });

    for (const body of [
      {},
      { name: '' },
      { paused: 'yes' },
      { frequency: 'weekly' },
      { query: 'district=Galle' },
      { userId: bob.user._id },
    ]) {
      const refused = await as(alice).patch(SAVED_SEARCH_API_PATHS.update(_id)).send(body).expect(400);
      expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });

  it('deletes a saved search; then it is gone', async () => {
    const { _id } = (await save(alice, { query: 'district=Badulla', frequency: 'daily' }).expect(201)).body.savedSearch;
    const deleted = await as(alice).delete(SAVED_SEARCH_API_PATHS.remove(_id)).expect(200);
    expect(deleted.body).toEqual({ success: true, message: SAVED_SEARCH_MESSAGES.deleted });
    expect((await listOf(alice)).map((search) => search._id)).not.toContain(_id);
    const again = await as(alice).delete(SAVED_SEARCH_API_PATHS.remove(_id)).expect(404);
    expect(again.body).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND', message: SAVED_SEARCH_MESSAGES.notFound });
  });

  it('answers another user’s saved search as not found, and leaves it as it was', async () => {
    const { _id } = (await save(alice, { query: 'district=Jaffna', frequency: 'daily' }).expect(201)).body.savedSearch;
    const before = await stored().findOne({ _id: new Types.ObjectId(_id) });
    const notFound = { success: false, statusCode: 404, code: 'SAVED_SEARCH_NOT_FOUND', message: SAVED_SEARCH_MESSAGES.notFound };
    expect((await as(bob).patch(SAVED_SEARCH_API_PATHS.update(_id)).send({ name: 'Mine now' }).expect(404)).body).toEqual(notFound);
    expect((await as(bob).delete(SAVED_SEARCH_API_PATHS.remove(_id)).expect(404)).body).toEqual(notFound);
    expect(await stored().findOne({ _id: new Types.ObjectId(_id) })).toEqual(before);
    const badId = await as(bob).delete(SAVED_SEARCH_API_PATHS.remove('not-an-id')).expect(400);
    expect(badId.body).toMatchObject({ code: 'INVALID_ID', message: API_ERROR_MESSAGES.invalidSavedSearchId });
    await as(undefined).get(SAVED_SEARCH_API_PATHS.list).expect(401);
    await as(undefined).delete(SAVED_SEARCH_API_PATHS.remove(_id)).expect(401);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perUser} saved searches a user, also when several are saved at once`, async () => {
    const user = await createSession(api.app);
    const body = { query: 'district=Colombo', frequency: 'daily' };
    for (let index = 0; index < SAVED_SEARCH_LIMITS.perUser - 3; index += 1) await save(user, body).expect(201);
    const together = await Promise.all(Array.from({ length: 6 }, () => save(user, body)));
    expect(together.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    expect(await stored().countDocuments({ userId: new Types.ObjectId(user.user._id) })).toBeLessThanOrEqual(SAVED_SEARCH_LIMITS.perUser);
    while ((await listOf(user)).length < SAVED_SEARCH_LIMITS.perUser) await save(user, body).expect(201);
    const over = await save(user, body).expect(409);
    expect(over.body).toEqual({
      success: false,
      statusCode: 409,
      code: 'SAVED_SEARCH_LIMIT_REACHED',
      message: SAVED_SEARCH_MESSAGES.limitReached,
    });
    const [oldest] = (await listOf(user)).slice(-1);
    await as(user).delete(SAVED_SEARCH_API_PATHS.remove(oldest._id)).expect(200);
    await save(user, body).expect(201);
  });

  it('goes with its user’s account', async () => {
    const user = await createSession(api.app);
    await save(user, { query: 'district=Ampara', frequency: 'daily' }).expect(201);
    await as(user).delete(AUTH_PATHS.deleteUser(user.user._id)).expect(200);
    expect(await stored().countDocuments({ userId: new Types.ObjectId(user.user._id) })).toBe(0);
  });

  it('refuses a query the search refuses with 400 and JSON { message, code }, each parameter named', async () => {
    const refusedWith = async (body: object) => (await save(alice, body).expect(400)).body;
    expect(await refusedWith({ query: 'type=castle&district=Colombo', frequency: 'daily' })).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: SEARCH_MESSAGES.type,
      errors: [{ field: 'query.type', code: 'FIELD_INVALID', params: {}, message: SEARCH_MESSAGES.type }],
    });
    expect(await refusedWith({ query: 'district=Colombo&status=pending', frequency: 'daily' })).toMatchObject({
      errors: [expect.objectContaining({ field: 'query.status', code: 'FIELD_NOT_ALLOWED' })],
    });
    expect(await refusedWith({ query: 'district[$ne]=Kandy', frequency: 'daily' })).toMatchObject({
      errors: [expect.objectContaining({ field: 'query.district[$ne]', code: 'FIELD_NOT_ALLOWED' })],
    });
    expect(await refusedWith({ query: 'sort=rent', frequency: 'daily' })).toMatchObject({
      errors: [expect.objectContaining({ field: 'query', message: SAVED_SEARCH_MESSAGES.queryEmpty })],
    });
    expect(await refusedWith({ query: { $ne: '' }, frequency: 'daily' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusedWith({ query: 'district=Kandy', frequency: 'hourly' })).toMatchObject({
      errors: [expect.objectContaining({ field: 'frequency', message: SAVED_SEARCH_MESSAGES.frequency })],
    });
    expect(await refusedWith({ query: 'near=atlantis', frequency: 'daily' })).toEqual({
      success: false,
      statusCode: 400,
      code: 'NEAR_PLACE_UNKNOWN',
      message: SEARCH_MESSAGES.nearUnknown,
    });
    expect(await stored().countDocuments({ query: { $in: ['near=atlantis', 'sort=rent'] } })).toBe(0);
  });

  it('finds the saved searches a public listing matches by their index keys, checked as the search checks', async () => {
    const owner = await createSession(api.app);
    const seeker = await createSession(api.app);
    const listing = await approvedListing(api.app, owner);
    const storedListing = (await connectionOf(api.app)
      .collection('listings')
      .findOne({ _id: new Types.ObjectId(listing._id) })) as unknown as MatchableListing;
    const saveAs = async (query: string) =>
      (await save(seeker, { query, frequency: 'instant' }).expect(201)).body.savedSearch._id as string;
    const matching = [
      await saveAs(`type=${listing.type}&district=${listing.district}&city=${encodeURIComponent(listing.city)}`),
      await saveAs(`district=${listing.district}&maxPrice=${listing.rent}`),
      await saveAs('near=peradeniya&radiusKm=5'),
    ];
    const others = [
      await saveAs('district=Galle'),
      await saveAs(`district=${listing.district}&maxPrice=${listing.rent - 1}`),
      await saveAs('type=hotel'),
      // Found by the index keys, refused by the exact check: the words are not the listing's.
      await saveAs(`district=${listing.district}&searchTerm=swimming+pool`),
    ];
    const paused = await saveAs(`district=${listing.district}`);
    await as(seeker).patch(SAVED_SEARCH_API_PATHS.update(paused)).send({ paused: true }).expect(200);

    // The seeker's among every suite test's saved searches, by id.
    const seekers = (found: readonly { userId?: unknown; _id: { toString(): string } }[]) =>
      found.filter((search) => String(search.userId) === seeker.user._id).map((search) => search._id.toString());
    const candidates = seekers(
      await stored()
        .find(candidateSearchesFilter(storedListing) as Record<string, unknown>)
        .toArray(),
    );
    expect(candidates.sort()).toEqual([...matching, others[3]].sort());
    const found = seekers(await api.app.get(SavedSearchesService).matching(storedListing));
    expect(found.sort()).toEqual([...matching].sort());
    expect(found).toEqual(expect.not.arrayContaining([...others, paused]));
  });
});
