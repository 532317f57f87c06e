import type { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import { sriLankaTime } from '@nivasa/contracts/format';
import { type Listing, type ListingInput, type SavedSearch } from '@nivasa/contracts/api';
import { SAVED_SEARCH_API_PATHS } from '@nivasa/contracts/saved-search-api-paths';
import { SAVED_SEARCH_MESSAGES } from '@nivasa/contracts/saved-search-messages';
import { Types } from 'mongoose';
import request from 'supertest';
import { type MailCatcher, startMailCatcher } from '../../mail-catcher/src/mail-catcher';
import type { CaughtMessage } from '../../mail-catcher/src/mail-store';
import { MailService } from '../src/mail/mail.service';
import { SavedSearchAlertsService } from '../src/saved-searches/saved-search-alerts.service';
import { SAVED_SEARCH_DAILY_ALERTS_JOB, SavedSearchDailyAlertsJob } from '../src/saved-searches/saved-search-daily-alerts.job';
import { SavedSearchInstantAlertsJob } from '../src/saved-searches/saved-search-instant-alerts.job';
import { asUser, createSession, type Session, SITE_ORIGIN } from './support/accounts';
import { clientOf } from './support/actors';
import { connectionOf, eventually, startApi, TestDatabase } from './support/harness';
import { createAdminSession, createListing, listingInput, listingsCollection } from './support/listings';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

/** What every listing here is, unless a test says otherwise: a single room in Peradeniya, Rs. 25,000 a month. */
const ROOMS_IN_KANDY = 'type=singleroom&district=Kandy&maxPrice=30000';

async function saveSearch(
  app: NestExpressApplication,
  session: Session,
  query: string,
  frequency: 'instant' | 'daily',
): Promise<SavedSearch> {
  const saved = await clientOf(app, session)
    .post(SAVED_SEARCH_API_PATHS.create)
    .send({ query, frequency, name: `Search ${query}` });
  expect(saved.status).toBe(201);
  return saved.body.savedSearch as SavedSearch;
}

async function approve(app: NestExpressApplication, admin: Session, listing: Pick<Listing, '_id' | 'revisionId'>): Promise<void> {
  await clientOf(app, admin).patch(`/api/listing/approve/${listing._id}`).send({ revision: listing.revisionId }).expect(200);
}

/** A new listing of the owner's, approved: the event that alerts. */
async function approvedListing(app: NestExpressApplication, owner: Session, admin: Session, overrides: Partial<ListingInput> = {}) {
  const listing = await createListing(app, owner, overrides);
  await approve(app, admin, listing);
  return listing;
}

describe('saved-search alerts', () => {
  const { api, catcher, mailTo } = useMailingApi({ ALERTS_INSTANT_INTERVAL_S: '1' });
  let owner: Session;
  let admin: Session;
  beforeAll(async () => {
    [owner, admin] = await Promise.all([createSession(api.app), createAdminSession(api.app)]);
  });

  const instantTick = () => api.app.get(SavedSearchInstantAlertsJob).tick();
  /** Runs the instant alerts and waits for their mail to have been handed to the catcher. */
  const instantAlerts = async () => {
    await instantTick();
    await api.app.get(MailService).flush();
  };
  const mailsTo = (session: Session) => catcher().store.list(session.email);
  const savedSearchOf = async (session: Session, id: string) =>
    ((await clientOf(api.app, session).get(SAVED_SEARCH_API_PATHS.list).expect(200)).body.savedSearches as SavedSearch[]).find(
      (search) => search._id === id,
    );

  it('mails an instant saved search a newly approved listing it finds, with its picture, price, place and links, once', async () => {
    const seeker = await createSession(api.app);
    const search = await saveSearch(api.app, seeker, ROOMS_IN_KANDY, 'instant');
    // The owner's own search finds it too, and is not mailed.
    await saveSearch(api.app, owner, ROOMS_IN_KANDY, 'instant');
    const listing = await approvedListing(api.app, owner, admin, { name: 'Sunny room near the Peradeniya gate' });
    await instantAlerts();

    const mail = await mailTo(seeker.email, search.name);
    expect(mail.subject).toBe(`A new match for “${search.name}”`);
    expect(mail.text).toContain(
      `[New] Sunny room near the Peradeniya gate\nRs. 25,000 a month · Peradeniya, Kandy\n${PUBLIC_URL}/listing/${listing._id}`,
    );
    expect(mail.html).toContain(`<img src="${PUBLIC_URL}${listing.imageUrls[0]}?size=card"`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/search?${search.query.replaceAll('&', '&#38;')}"`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/my-searches"`);
    expect(mail.html).toMatch(new RegExp(`href="${PUBLIC_URL}/my-searches/unsubscribe\\?token=${search._id}\\.[\\w-]{43}"`));
    expect(mail.listUnsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/api/saved-searches/unsubscribe\\?token=${search._id}\\.[\\w-]{43}>$`));
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect((await savedSearchOf(seeker, search._id))?.lastAlertAt).toEqual(expect.any(String));
    expect(mailsTo(owner).filter((sent) => sent.subject.includes(search.name))).toEqual([]);

    // Again, and after the listing's changes were approved: the listing is not sent to this search twice.
    await instantAlerts();
    const revised = await asUser(api.app, owner)
      .post(`/api/listing/update/${listing._id}`)
      .send(listingInput(listing.imageUrls, { name: 'Sunny room near the Peradeniya gate', bathrooms: 2 }))
      .expect(200);
    await clientOf(api.app, admin)
      .patch(`/api/listing/approve/${listing._id}`)
      .send({ revision: revised.body.listing.revision._id })
      .expect(200);
    await instantAlerts();
    expect(mailsTo(seeker)).toHaveLength(1);
  });

  it('writes the alert in the user’s language, with links to the pages in it', async () => {
    const seeker = await createSession(api.app);
    await asUser(api.app, seeker).post(`/api/user/update/${seeker.user._id}`).send({ language: 'si' }).expect(200);
    const search = await saveSearch(api.app, seeker, ROOMS_IN_KANDY, 'instant');
    const listing = await approvedListing(api.app, owner, admin, { name: 'Room with a desk' });
    await instantAlerts();

    const mail = await mailTo(seeker.email, search.name);
    expect(mail.subject).toBe(`“${search.name}” සඳහා ගැළපෙන අලුත් ස්ථාන 1ක්`);
    expect(mail.text).toContain(`[අලුත්] Room with a desk\nරු. 25,000 මසකට · පේරාදෙණිය, මහනුවර\n${PUBLIC_URL}/si/listing/${listing._id}`);
    expect(mail.text).toContain(`ඔබේ දැනුම්දීම් කළමනාකරණය කරන්න: ${PUBLIC_URL}/si/my-searches`);
  });

  it('never sends a listing that is not public: pending, disapproved, expired, hidden or of a blocked owner', async () => {
    const seeker = await createSession(api.app);
    const search = await saveSearch(api.app, seeker, ROOMS_IN_KANDY, 'instant');
    await createListing(api.app, owner, { name: 'Still waiting for a moderator' });
    await approvedListing(api.app, owner, admin, { name: 'The one public room' });
    const disapproved = await approvedListing(api.app, owner, admin, { name: 'Taken down at once' });
    await clientOf(api.app, admin)
      .patch(`/api/listing/disapprove/${disapproved._id}`)
      .send({ revision: disapproved.revisionId })
      .expect(200);
    const expired = await approvedListing(api.app, owner, admin, { name: 'Expired before the alert' });
    const hidden = await approvedListing(api.app, owner, admin, { name: 'Hidden by reports' });
    const blocked = await approvedListing(api.app, owner, admin, { name: 'Of a blocked owner' });
    const listings = listingsCollection(connectionOf(api.app));
    await listings.updateOne({ _id: new Types.ObjectId(expired._id) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await listings.updateOne({ _id: new Types.ObjectId(hidden._id) }, { $set: { hiddenByReports: true } });
    await listings.updateOne({ _id: new Types.ObjectId(blocked._id) }, { $set: { ownerBlocked: true } });
    await instantAlerts();
    const mail = await mailTo(seeker.email, search.name);
    expect(mail.subject).toBe(`A new match for “${search.name}”`);
    expect(mail.text).toContain('[New] The one public room');
    expect(mailsTo(seeker)).toHaveLength(1);
  });

  it('sends a price drop of 5% or more on a public listing as "Reduced", and a smaller one not', async () => {
    const listing = await approvedListing(api.app, owner, admin, { name: 'Room that got cheaper', rent: 32_000 });
    // Saved after the listing went public: only its drop is news to it.
    const seeker = await createSession(api.app);
    const search = await saveSearch(api.app, seeker, ROOMS_IN_KANDY, 'instant');
    const changePrice = async (rent: number) => {
      const edited = await asUser(api.app, owner)
        .post(`/api/listing/update/${listing._id}`)
        .send(listingInput(listing.imageUrls, { name: 'Room that got cheaper', rent }))
        .expect(200);
      await clientOf(api.app, admin)
        .patch(`/api/listing/approve/${listing._id}`)
        .send({ revision: edited.body.listing.revision._id })
        .expect(200);
    };
    // Rs. 32,000 to 31,000 is 3%: no drop; and above the search's Rs. 30,000 besides.
    await changePrice(31_000);
    await instantAlerts();
    expect(mailsTo(seeker)).toEqual([]);
    const stored = await listingsCollection(connectionOf(api.app)).findOne({ _id: new Types.ObjectId(listing._id) });
    expect(stored?.reducedAt).toBeUndefined();

    await changePrice(28_000);
    await instantAlerts();
    const mail = await mailTo(seeker.email, search.name);
    expect(mail.text).toContain('[Reduced] Room that got cheaper\nRs. 28,000 a month (was Rs. 31,000) · Peradeniya, Kandy');
    expect(mail.html).toContain('>Reduced</span>');
  });

  it('sends an admin’s price cut of a public listing as "Reduced" too, since it applies at once', async () => {
    const listing = await approvedListing(api.app, owner, admin, { name: 'Room an admin corrected', rent: 30_000 });
    const seeker = await createSession(api.app);
    const search = await saveSearch(api.app, seeker, 'type=singleroom&district=Kandy&maxPrice=28000', 'instant');
    await asUser(api.app, admin)
      .post(`/api/listing/update/${listing._id}`)
      .send(listingInput(listing.imageUrls, { name: 'Room an admin corrected', rent: 27_000 }))
      .expect(200);
    await instantAlerts();
    const mail = await mailTo(seeker.email, search.name);
    expect(mail.text).toContain('[Reduced] Room an admin corrected\nRs. 27,000 a month (was Rs. 30,000)');
  });

  it('mails a daily saved search in the digest, not at once', async () => {
    const seeker = await createSession(api.app);
    const search = await saveSearch(api.app, seeker, 'type=singleroom&district=Kandy&city=Peradeniya', 'daily');
    await approvedListing(api.app, owner, admin, { name: 'Room for the digest' });
    await instantAlerts();
    expect(mailsTo(seeker)).toEqual([]);

    await api.app.get(SavedSearchDailyAlertsJob).tick();
    await api.app.get(MailService).flush();
    const mail = await mailTo(seeker.email, search.name);
    expect(mail.text).toContain('[New] Room for the digest');
    // The digest's own timer: every day at 07:00 Sri Lanka time, whatever the server's time zone.
    const nextDigests = api.app.get(SchedulerRegistry).getCronJob(SAVED_SEARCH_DAILY_ALERTS_JOB).nextDates(2);
    expect(nextDigests.map((date) => sriLankaTime(date.toJSDate()).slice(11))).toEqual(['07:00', '07:00']);
    // A second digest the same day has nothing new.
    await api.app.get(SavedSearchDailyAlertsJob).tick();
    await api.app.get(MailService).flush();
    expect(mailsTo(seeker)).toHaveLength(1);
  });

  describe('one-click unsubscribe', () => {
    let seeker: Session;
    let search: SavedSearch;
    let mail: CaughtMessage;
    beforeAll(async () => {
      seeker = await createSession(api.app);
      search = await saveSearch(api.app, seeker, 'type=singleroom&district=Kandy&maxPrice=29000', 'instant');
      await approvedListing(api.app, owner, admin, { name: 'Room before unsubscribing' });
      await instantAlerts();
      mail = await mailTo(seeker.email, search.name);
    });
    const unsubscribePath = () =>
      /^<https:\/\/nivasa\.example(\/api\/saved-searches\/unsubscribe\?token=[\w.-]+)>$/.exec(mail.listUnsubscribe)![1]!;

    it('pauses the search by the mail client’s form POST, with no cookie and no Origin', async () => {
      const answer = await request(api.server()).post(unsubscribePath()).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(answer.body).toEqual({ success: true, message: SAVED_SEARCH_MESSAGES.unsubscribed });
      expect(await savedSearchOf(seeker, search._id)).toMatchObject({ paused: true });

      await approvedListing(api.app, owner, admin, { name: 'Room after unsubscribing' });
      await instantAlerts();
      expect(mailsTo(seeker)).toHaveLength(1);
    });

    it('works from the site’s page too (JSON, its own origin), again without harm', async () => {
      const token = new URL(`${PUBLIC_URL}${unsubscribePath()}`).searchParams.get('token')!;
      const answer = await request(api.server())
        .post(SAVED_SEARCH_API_PATHS.unsubscribe(token))
        .set('Origin', SITE_ORIGIN)
        .send({})
        .expect(200);
      expect(answer.body.message).toBe(SAVED_SEARCH_MESSAGES.unsubscribed);
    });

    it('takes the multipart/form-data body RFC 8058 prefers as well', async () => {
      const answer = await request(api.server()).post(unsubscribePath()).field('List-Unsubscribe', 'One-Click').expect(200);
      expect(answer.body.message).toBe(SAVED_SEARCH_MESSAGES.unsubscribed);
    });

    it('refuses a forged, broken or missing token, or one of a deleted search, with its code', async () => {
      const token = new URL(`${PUBLIC_URL}${unsubscribePath()}`).searchParams.get('token')!;
      const [id, signature] = token.split('.') as [string, string];
      const other = new Types.ObjectId().toString();
      const refusals = [
        SAVED_SEARCH_API_PATHS.unsubscribe(`${other}.${signature}`),
        SAVED_SEARCH_API_PATHS.unsubscribe(`${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
        SAVED_SEARCH_API_PATHS.unsubscribe('nonsense'),
        '/api/saved-searches/unsubscribe',
        '/api/saved-searches/unsubscribe?token[$ne]=x',
      ];
      for (const path of refusals) {
        const refused = await request(api.server()).post(path).type('form').send('List-Unsubscribe=One-Click').expect(400);
        expect(refused.body).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', message: SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid });
      }
      await clientOf(api.app, seeker).delete(SAVED_SEARCH_API_PATHS.remove(search._id)).expect(200);
      const gone = await request(api.server()).post(SAVED_SEARCH_API_PATHS.unsubscribe(token)).send({}).expect(400);
      expect(gone.body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    });
  });

  it('runs by itself every ALERTS_INSTANT_INTERVAL_S seconds', async () => {
    const seeker = await createSession(api.app);
    const search = await saveSearch(api.app, seeker, 'type=singleroom&district=Kandy&maxPrice=27000', 'instant');
    // The suites stop the timers; this one starts the job's own again (1 s here).
    api.app.get(SavedSearchInstantAlertsJob).onApplicationBootstrap();
    await approvedListing(api.app, owner, admin, { name: 'Room found by the timer' });
    const mail = await eventually(
      async () => mailsTo(seeker).find((sent) => sent.subject.includes(search.name)) ?? Promise.reject(new Error('no alert yet')),
      15_000,
      200,
    );
    expect(mail.text).toContain('[New] Room found by the timer');
  });
});

describe('saved-search alerts with two API instances', () => {
  let database: TestDatabase;
  let catcher: MailCatcher;
  let instances: NestExpressApplication[];
  beforeAll(async () => {
    [database, catcher] = await Promise.all([TestDatabase.start(), startMailCatcher()]);
    const env = { SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`, PUBLIC_URL, ALLOWED_ORIGINS: SITE_ORIGIN };
    instances = [await startApi(database, env), await startApi(database, env)];
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await Promise.all([database?.destroy(), catcher?.stop()]);
  });

  const flushAll = () => Promise.all(instances.map((instance) => instance.get(MailService).flush()));
  const alertsTo = (session: Session, search: SavedSearch) =>
    eventually(async () => {
      const found = catcher.store.list(session.email).filter((mail) => mail.subject.includes(search.name));
      return found.length > 0 ? found : Promise.reject(new Error('no alert yet'));
    }, 10_000);

  it('sends one mail when both run the job at once, under the lock or not', async () => {
    const [a, b] = instances as [NestExpressApplication, NestExpressApplication];
    const [owner, admin, seeker] = [await createSession(a), await createAdminSession(a), await createSession(b)];
    const search = await saveSearch(b, seeker, ROOMS_IN_KANDY, 'instant');
    await approvedListing(a, owner, admin, { name: 'Room for two instances' });
    await Promise.all(instances.map((instance) => instance.get(SavedSearchInstantAlertsJob).tick()));
    await flushAll();
    expect(await alertsTo(seeker, search)).toHaveLength(1);

    // Past the lock (a lease that ran out mid-run): the per-search records still send each listing once.
    await approvedListing(b, owner, admin, { name: 'Second room for two instances' });
    await Promise.all(instances.map((instance) => instance.get(SavedSearchAlertsService).run('saved-search-race', 'instant')));
    await flushAll();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await alertsTo(seeker, search);
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.text.includes('Second room for two instances'))).toHaveLength(1);
  });
});
