import type { Listing, ListingInput } from '@nivasa/contracts/api';
import { PLACE_LIMITS } from '@nivasa/contracts/limits';
import { PLACE_MESSAGES } from '@nivasa/contracts/place-messages';
import { PLACE_MESSAGES_SI } from '@nivasa/contracts/place-messages.si';
import { type Place, placeListSchema, placeSchema } from '@nivasa/contracts/places';
import request from 'supertest';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { useTestApi } from './support/harness';
import { createAdminSession, createListing } from './support/listings';

/** The gazetteer through the API: the autocomplete in three scripts, one place by id, and search by place words. */
describe('GET /api/places', () => {
  const api = useTestApi();
  const places = async (query: string) => {
    const response = await request(api.server()).get(`/api/places?${query}`).expect(200);
    return placeListSchema.parse(response.body);
  };
  const ids = async (q: string, limit?: number) =>
    (await places(`q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`)).map((place) => place.id);

  it('answers places in the shape of the contract, at most 8 by default', async () => {
    const found = await places('q=colombo');
    expect(found).toHaveLength(PLACE_LIMITS.defaultLimit);
    expect(
      found
        .map((place) => place.kind)
        .slice(0, 2)
        .sort(),
    ).toEqual(['district', 'town']);
    expect(found[0]).toEqual(placeSchema.parse(found[0]));
    expect(found.every((place) => Object.keys(place).sort().join() === 'district,id,kind,lat,lng,name,names')).toBe(true);
  });

  it('finds a neighbourhood in English, Sinhala and Tamil, in any case', async () => {
    for (const q of ['Wellawatte', 'wellawatte', 'WELLAWATTE', 'වැල්ලවත්ත', 'வெள்ளவத்தை'])
      expect([q, (await ids(q))[0]]).toEqual([q, 'wellawatte']);
    const [wellawatte] = await places('q=wellawatte');
    expect(wellawatte).toMatchObject({
      kind: 'town',
      name: 'Wellawatte',
      names: { en: 'Wellawatte', si: 'වැල්ලවත්ත', ta: 'வெள்ளவத்தை' },
      district: 'Colombo',
    });
    expect(wellawatte!.lat).toBeCloseTo(6.87, 1);
    expect(wellawatte!.lng).toBeCloseTo(79.86, 1);
  });

  it('finds by a prefix in each script, and by the start of a later word', async () => {
    expect(await ids('nuge')).toContain('nugegoda');
    expect(await ids('නුගේ')).toContain('nugegoda');
    expect(await ids('நுகே')).toContain('nugegoda');
    expect(await ids('lavinia')).toContain('mount-lavinia');
    expect(await ids('moratuwa')).toEqual(expect.arrayContaining(['moratuwa', 'university-of-moratuwa']));
  });

  it('ranks exact names first, then curated places before DS and GN divisions', async () => {
    const found = await ids('borella', 5);
    expect(found[0]).toBe('borella');
    expect(found).toEqual(expect.arrayContaining(['lk-1127040', 'lk-1127045']));
    expect((await ids('colombo 7'))[0]).toBe('colombo-7');
    expect(await ids('colombo 7')).toContain('cinnamon-gardens');
  });

  it('finds campuses and hospitals by name, short name and script', async () => {
    expect((await ids('sliit'))[0]).toBe('sliit-malabe');
    expect((await ids('University of Peradeniya'))[0]).toBe('university-of-peradeniya');
    expect((await ids('පේරාදෙණිය විශ්ව'))[0]).toBe('university-of-peradeniya');
    expect((await ids('NHSL'))[0]).toBe('national-hospital-colombo');
    const [hospital] = await places('q=karapitiya&limit=20');
    expect((await places('q=karapitiya&limit=20')).map((place) => place.id)).toContain('teaching-hospital-karapitiya');
    expect(hospital!.district).toBe('Galle');
  });

  it('honours limit from 1 to 20, and finds nothing for an empty or absent q', async () => {
    expect(await places('q=a&limit=1')).toHaveLength(1);
    expect(await places(`q=a&limit=${PLACE_LIMITS.maxLimit}`)).toHaveLength(PLACE_LIMITS.maxLimit);
    expect(await places('q=')).toEqual([]);
    expect(await places('')).toEqual([]);
    expect(await places('q=%20%20')).toEqual([]);
  });

  it('reads q literally: regular-expression characters find nothing', async () => {
    expect(await places(`q=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(await places(`q=${encodeURIComponent('[a-z]+')}`)).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=21', 'limit'],
    ['limit=two', 'limit'],
    ['limit=1.5', 'limit'],
    [`q=${'a'.repeat(PLACE_LIMITS.maxQueryLength + 1)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['q[$regex]=.', 'q[$regex]'],
    ['near=colombo', 'near'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (query, field) => {
    const response = await request(api.server()).get(`/api/places?${query}`).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((response.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([field]);
  });

  it('says what was wrong in the language asked for', async () => {
    const response = await request(api.server()).get('/api/places?limit=50').set('Accept-Language', 'si').expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: PLACE_MESSAGES_SI.limit });
    const english = await request(api.server()).get('/api/places?limit=50').expect(400);
    expect(english.body).toMatchObject({ message: PLACE_MESSAGES.limit });
  });
});

describe('GET /api/places/:id', () => {
  const api = useTestApi();

  it('answers a town, a district, a division and a campus by id', async () => {
    for (const [id, kind] of [
      ['wellawatte', 'town'],
      ['colombo-6', 'town'],
      ['colombo-district', 'district'],
      ['lk-1127085', 'town'],
      ['university-of-moratuwa', 'campus'],
    ] as const) {
      const place = (await request(api.server()).get(`/api/places/${id}`).expect(200)).body as Place;
      expect(placeSchema.parse(place)).toMatchObject({ id, kind });
    }
  });

  it.each(['nowhere', 'WELLAWATTE', 'x'.repeat(500), '%24where', 'constructor', '__proto__'])(
    'answers 404 PLACE_NOT_FOUND for %s',
    async (id) => {
      const response = await request(api.server()).get(`/api/places/${id}`).expect(404);
      expect(response.body).toMatchObject({ message: PLACE_MESSAGES.notFound, code: 'PLACE_NOT_FOUND' });
    },
  );

  it('says so in Tamil when asked', async () => {
    const response = await request(api.server()).get('/api/places/nowhere').set('Accept-Language', 'ta').expect(404);
    expect(response.body).toMatchObject({ code: 'PLACE_NOT_FOUND', message: 'இடம் கிடைக்கவில்லை.' });
  });
});

/** Search terms that name places: a neighbourhood's postal zone, a place of two words, any order and script. */
describe('GET /api/listing/get?searchTerm= by place words', () => {
  const api = useTestApi();
  let owner: Session;
  let admin: Session;
  let image: string;
  const ids: Record<string, string> = {};

  async function live(key: string, fields: Partial<ListingInput>): Promise<void> {
    const created = await createListing(api.app, owner, { imageUrls: [image], ...fields });
    await clientOf(api.app, admin).patch(`/api/listing/approve/${created._id}`).send({ revision: created.revisionId }).expect(200);
    ids[key] = created._id;
  }
  const found = async (term: string) => {
    const response = await request(api.server())
      .get(`/api/listing/get?searchTerm=${encodeURIComponent(term)}&limit=50`)
      .expect(200);
    const answered = new Set((response.body as Listing[]).map((listing) => listing._id));
    return Object.keys(ids)
      .filter((key) => answered.has(ids[key]!))
      .sort();
  };

  beforeAll(async () => {
    [owner, admin] = [await createSession(api.app), await createAdminSession(api.app)];
    image = (await createListing(api.app, owner)).imageUrls[0]!;
    await live('cinnamonGardensAnnex', { name: 'Garden annex', type: 'annex', district: 'Colombo', city: 'Cinnamon Gardens' });
    await live('wellawatteRoom', { name: 'Room by the sea', type: 'singleroom', district: 'Colombo', city: 'Wellawatte' });
    // Colombo listings with a 7 elsewhere: not in Colombo 7.
    await live('colomboFlat', {
      name: 'Bright flat number 7',
      type: 'apartment',
      district: 'Colombo',
      city: 'Colombo',
      address: '17 Galle Road',
    });
    await live('colomboAnnex', { name: 'Quiet annex', type: 'annex', district: 'Colombo', city: 'Colombo', address: '7 Lake Drive' });
    await live('mountLaviniaRoom', { name: 'Room near the beach', type: 'singleroom', district: 'Colombo', city: 'Mount Lavinia' });
    await live('kandyRoom', { name: 'Room near the lake', type: 'singleroom', district: 'Kandy', city: 'Kandy' });
    await live('colombo10Room', { name: 'Room near the station', type: 'singleroom', district: 'Colombo', city: 'Maradana' });
  });

  it('finds a neighbourhood by its postal zone in three scripts, and only there', async () => {
    expect(await found('Colombo 7')).toEqual(['cinnamonGardensAnnex']);
    expect(await found('colombo 07')).toEqual(['cinnamonGardensAnnex']);
    expect(await found('කොළඹ 7')).toEqual(['cinnamonGardensAnnex']);
    expect(await found('கொழும்பு 6')).toEqual(['wellawatteRoom']);
    expect(await found('Colombo 1')).toEqual([]);
    expect(await found('colombo 10')).toEqual(['colombo10Room']);
  });

  it('finds a place of two words as one, with other words in any order', async () => {
    expect(await found('mount lavinia')).toEqual(['mountLaviniaRoom']);
    expect(await found('room Mount Lavinia')).toEqual(['mountLaviniaRoom']);
    expect(await found('ගල්කිස්ස')).toEqual(['mountLaviniaRoom']);
  });

  it('finds "room kandy", "annex colombo" and "කොළඹ ඇනෙක්ස්" as a person expects', async () => {
    expect(await found('room kandy')).toEqual(['kandyRoom']);
    expect(await found('annex colombo')).toEqual(['cinnamonGardensAnnex', 'colomboAnnex']);
    expect(await found('කොළඹ ඇනෙක්ස්')).toEqual(['cinnamonGardensAnnex', 'colomboAnnex']);
    expect(await found('Wellawatta')).toEqual(['wellawatteRoom']);
    expect(await found('වැල්ලවත්ත')).toEqual(['wellawatteRoom']);
  });
});
