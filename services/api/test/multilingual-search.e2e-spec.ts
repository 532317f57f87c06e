import type { Listing, ListingInput } from '@nivasa/contracts/api';
import { SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { SEARCH_KEYS_VERSION } from '@nivasa/contracts/search-keys';
import { Types } from 'mongoose';
import request from 'supertest';
import { SearchKeysBackfillJob } from '../src/listings/search-keys-backfill.job';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, createListing, insertListings, listingInput, listingsCollection, storedListing } from './support/listings';

/**
 * Search in any of the three languages, on the embedded engine (no $text): a place, type or
 * facility typed in English, Sinhala or Tamil finds the same listings, and an owner's own Sinhala
 * or Tamil words are searchable, with or without the zero-width joiners Sinhala conjuncts carry.
 */
describe('GET /api/listing/get?searchTerm= in English, Sinhala and Tamil', () => {
  const api = useTestApi();
  let owner: Session;
  let admin: Session;
  let image: string;
  const ids: Record<string, string> = {};

  const as = (session: Session) => clientOf(api.app, session);
  /** Created through the API and approved by a moderator, as a real listing is. */
  async function live(key: string, fields: Partial<ListingInput>): Promise<Listing> {
    const created = await createListing(api.app, owner, { imageUrls: [image], ...fields });
    await as(admin).patch(`/api/listing/approve/${created._id}`).send({ revision: created.revisionId }).expect(200);
    ids[key] = created._id;
    return created;
  }
  const found = async (term: string) => {
    const response = await request(api.server())
      .get(`/api/listing/get?searchTerm=${encodeURIComponent(term)}&limit=50`)
      .expect(200);
    return Object.entries(ids)
      .filter(([, id]) => (response.body as Listing[]).some((listing) => listing._id === id))
      .map(([key]) => key)
      .sort();
  };

  beforeAll(async () => {
    [owner, admin] = [await createSession(api.app), await createAdminSession(api.app)];
    image = (await createListing(api.app, owner)).imageUrls[0]!;
    await live('nugegodaRoom', { name: 'Bright room for a student', district: 'Colombo', city: 'Nugegoda' });
    await live('colomboFlat', { name: 'Sea facing flat', type: 'apartment', district: 'Colombo', city: 'Colombo', parking: true });
    await live('kandyAnnex', {
      name: 'Annex with a garden',
      description: 'A quiet annex with its own entrance.',
      type: 'annex',
      district: 'Kandy',
      city: 'Kandy',
    });
    await live('kandyRoom', { name: 'Room near the lake', district: 'Kandy', city: 'Kandy' });
    // Written by its owner in Sinhala, with the joiner in ශ්‍රී and ප්‍රි as a Sinhala keyboard types them.
    await live('sinhalaRoom', {
      name: 'ශ්‍රී ජයවර්ධනපුර ආසන්නයේ කාමරයක්',
      description: 'ප්‍රිය පවුලකට සුදුසු නිස්කලංක කාමරයක්. (2+1) [lake]',
      district: 'Gampaha',
      city: 'Wattala',
    });
  });

  it('finds the same listings for Nugegoda, නුගේගොඩ and நுகேகொடை', async () => {
    expect(await found('Nugegoda')).toEqual(['nugegodaRoom']);
    expect(await found('නුගේගොඩ')).toEqual(['nugegodaRoom']);
    expect(await found('நுகேகொடை')).toEqual(['nugegodaRoom']);
    expect(await found('nUGEGODA')).toEqual(['nugegodaRoom']);
    const [answered] = (await request(api.server()).get('/api/listing/get?searchTerm=Nugegoda').expect(200)).body as Listing[];
    expect(answered).not.toHaveProperty('searchKeys');
  });

  it('finds a district’s listings by its Sinhala or Tamil name: කොළඹ and கொழும்பு find Colombo’s', async () => {
    expect(await found('කොළඹ')).toEqual(['colomboFlat', 'nugegodaRoom']);
    expect(await found('கொழும்பு')).toEqual(['colomboFlat', 'nugegodaRoom']);
    expect(await found('Colombo')).toEqual(['colomboFlat', 'nugegodaRoom']);
    expect(await found('මහනුවර')).toEqual(['kandyAnnex', 'kandyRoom']);
  });

  it('finds a type and a facility in any language: ඇනෙක්ස් finds annexes, வாகனத் the places with parking', async () => {
    expect(await found('ඇනෙක්ස්')).toEqual(['kandyAnnex']);
    expect(await found('அனெக்ஸ்')).toEqual(['kandyAnnex']);
    expect(await found('annex')).toEqual(['kandyAnnex']);
    expect(await found('මහල් නිවාසය')).toEqual(['colomboFlat']);
    expect(await found('வாகனத்')).toEqual(['colomboFlat']);
  });

  it('finds a listing written in Sinhala by its own words, typed with or without the joiners', async () => {
    expect(await found('කාමරයක්')).toEqual(['sinhalaRoom']);
    expect(await found('ශ්‍රී ජයවර්ධනපුර')).toEqual(['sinhalaRoom']);
    expect(await found('ශ්රී ජයවර්ධනපුර')).toEqual(['sinhalaRoom']);
    expect(await found('ප්‍රිය')).toEqual(['sinhalaRoom']);
    expect(await found('ප්රිය')).toEqual(['sinhalaRoom']);
    expect(await found('ශ්\u200c\u200dරී')).toEqual(['sinhalaRoom']);
  });

  it('needs every word of the term, in any order', async () => {
    expect(await found('room kandy')).toEqual(['kandyRoom']);
    expect(await found('KANDY  room')).toEqual(['kandyRoom']);
    expect(await found('lake kandy room')).toEqual(['kandyRoom']);
    expect(await found('room galle')).toEqual([]);
    expect(await found('කාමරයක් wattala')).toEqual(['sinhalaRoom']);
  });

  it('matches regular-expression characters as themselves', async () => {
    expect(await found('(2+1)')).toEqual(['sinhalaRoom']);
    expect(await found('[lake]')).toEqual(['sinhalaRoom']);
    expect(await found('2.1')).toEqual([]);
    expect(await found('.*')).toEqual([]);
    expect(await found('l[a]ke')).toEqual([]);
  });

  it(`refuses a term of more than ${SEARCH_LIMITS.maxSearchWords} words`, async () => {
    const term = Array.from({ length: SEARCH_LIMITS.maxSearchWords + 1 }, (_, index) => `w${index}`).join(' ');
    const response = await request(api.server())
      .get(`/api/listing/get?searchTerm=${encodeURIComponent(term)}`)
      .expect(400);
    expect(JSON.stringify(response.body)).toContain(SEARCH_MESSAGES.searchWords);
  });

  it('searches an approved edit by its new words, in every language, and no longer by the old', async () => {
    const listing = await live('movedRoom', { name: 'Room to be moved', district: 'Colombo', city: 'Colombo' });
    const saved = await as(owner)
      .post(`/api/listing/update/${listing._id}`)
      .send(listingInput([image], { name: 'Room now in Maharagama', district: 'Colombo', city: 'Maharagama' }))
      .expect(200);
    // The changes wait for review: search still finds the live version.
    expect(await found('මහරගම')).toEqual([]);
    expect(await found('moved')).toEqual(['movedRoom']);
    const revision = (saved.body as { listing: Listing }).listing.revision!;
    await as(admin).patch(`/api/listing/approve/${listing._id}`).send({ revision: revision._id }).expect(200);
    expect(await found('මහරගම')).toEqual(['movedRoom']);
    expect(await found('now மகரகமை')).toEqual(['movedRoom']);
    expect(await found('moved')).toEqual([]);
  });

  it('gives search keys to listings stored through the listings module (as seeding stores them)', async () => {
    const [id] = await insertListings(api.app, [
      storedListing(owner, { name: 'Seeded annex', district: 'Galle', city: 'Hikkaduwa', status: 'approved' }),
    ]);
    ids.seeded = id!;
    expect(await found('Seeded හික්කඩුව')).toEqual(['seeded']);
  });

  it('finds listings stored without search keys, or with keys of an older vocabulary, once the backfill job has run; the job is idempotent', async () => {
    const listings = listingsCollection(connectionOf(api.app));
    const {
      _id: _ignored,
      searchKeys: _keys,
      searchKeysVersion: _version,
      ...stored
    } = (await listings.findOne({
      _id: new Types.ObjectId(ids.kandyRoom),
    }))!;
    const [oldRoom, staleRoom] = [new Types.ObjectId(), new Types.ObjectId()];
    await listings.insertMany([
      { ...stored, _id: oldRoom, name: 'Old room from before search keys', district: 'Matara', city: 'Weligama' },
      // Keys made before a place name was fixed: they name the town wrongly.
      {
        ...stored,
        _id: staleRoom,
        name: 'Stale room',
        district: 'Galle',
        city: 'Koggala',
        searchKeys: 'stale room',
        searchKeysVersion: 'older',
      },
    ]);
    Object.assign(ids, { oldRoom: oldRoom.toHexString(), staleRoom: staleRoom.toHexString() });
    expect(await found('වැලිගම')).toEqual([]);
    expect(await found('කොග්ගල')).toEqual([]);

    await api.app.get(SearchKeysBackfillJob).tick();
    expect(await found('වැලිගම')).toEqual(['oldRoom']);
    expect(await found('old room')).toEqual(['oldRoom']);
    expect(await found('කොග්ගල')).toEqual(['staleRoom']);
    const keyed = (await listings.findOne({ _id: oldRoom }))!;
    expect(keyed.updatedAt).toEqual(stored.updatedAt);
    expect(keyed.searchKeysVersion).toBe(SEARCH_KEYS_VERSION);

    // A second run finds nothing to do and changes nothing.
    await expect(api.app.get(SearchKeysBackfillJob).backfill()).resolves.toBe(0);
    expect((await listings.findOne({ _id: oldRoom }))!.searchKeys).toBe(keyed.searchKeys);
  });
});
