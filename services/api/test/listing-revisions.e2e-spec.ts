import type { AuditPage, Listing, ListingDetail, ListingInput, ModerationResponse } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { ListingsRepository } from '../src/listings/listings.repository';
import { createSession, type Session } from './support/accounts';
import { clientOf } from './support/actors';
import { createAdminSession, createListing, listingInput, uploadListingImage } from './support/listings';
import { PUBLIC_URL, useMailingApi } from './support/mailing-api';

const SCAM = 'SCAM: pay the deposit by wire first';

/**
 * The listing lifecycle's revisions: an owner's edit of a live listing waits for review while
 * the approved version stays public, and approving applies exactly the version a moderator saw.
 */
describe('edits of live listings and their review', () => {
  const { api, mailTo } = useMailingApi();

  let owner: Session;
  let admin: Session;
  let reader: Session;
  let ownImage: string;
  beforeAll(async () => {
    [owner, admin, reader] = [await createSession(api.app), await createAdminSession(api.app), await createSession(api.app)];
    ownImage = await uploadListingImage(api.app, owner);
  });

  const as = (session?: Session) => clientOf(api.app, session);
  const edit = (session: Session, id: string, body: ListingInput) => as(session).post(`/api/listing/update/${id}`).send(body);
  const approve = (id: string, body: object) => as(admin).patch(`/api/listing/approve/${id}`).send(body);
  const disapprove = (id: string, body: object) => as(admin).patch(`/api/listing/disapprove/${id}`).send(body);
  const seenBy = async (session: Session | undefined, id: string): Promise<ListingDetail> =>
    (await as(session).get(`/api/listing/get/${id}`).expect(200)).body;
  const pending = async (): Promise<Listing[]> => (await as(admin).get('/api/listing/pending').expect(200)).body;
  const auditOf = async (id: string) =>
    ((await as(admin).get('/api/admin/audit?page=1').expect(200)).body as AuditPage).entries.filter((entry) => entry.listingId === id);

  /** An approved, featured listing of the owner's with one review, as moderators left it. */
  async function liveListing(name: string): Promise<Listing> {
    const created = await createListing(api.app, owner, { name, imageUrls: [ownImage] });
    await approve(created._id, { revision: created.revisionId }).expect(200);
    await as(admin).patch(`/api/listing/featured/${created._id}`).expect(200);
    await as(reader).post(`/api/reviews/post-review/${created._id}`).send({ rating: 4, comment: 'Quiet and clean.' }).expect(201);
    return seenBy(undefined, created._id);
  }

  it('keeps a live listing public with its old values, featured and rated, while an edit waits', async () => {
    const live = await liveListing('Room with a view of the lake');
    const newImage = await uploadListingImage(api.app, owner);
    const saved = await edit(
      owner,
      live._id,
      listingInput([newImage, ownImage], { name: 'Room with a view of the lake', rent: 31_000 }),
    ).expect(200);
    expect(saved.body.message).toBe(LISTING_MESSAGES.updatedChangesWaiting);

    const publicView = await seenBy(undefined, live._id);
    expect(publicView).toMatchObject({
      status: LISTING_STATUS.approved,
      featured: true,
      rent: 25_000,
      imageUrls: [ownImage],
      numReviews: 1,
    });
    expect(publicView.rating).toBe(4);
    expect(publicView).not.toHaveProperty('revision');
    const searched = (await as().get('/api/listing/get?searchTerm=view%20of%20the%20lake').expect(200)).body as Listing[];
    expect(searched.map((listing) => listing.rent)).toEqual([25_000]);

    const ownersView = await seenBy(owner, live._id);
    expect(ownersView.rent).toBe(25_000);
    expect(ownersView.revision).toMatchObject({
      status: REVISION_STATUS.pending,
      listing: { rent: 31_000, imageUrls: [newImage, ownImage] },
    });
    // The new upload is in use by the waiting changes, so the hourly clean-up keeps it.
    expect(await api.app.get(ListingsRepository).imageUrlsInUse([newImage])).toEqual([newImage]);
  });

  it('shows the changes to admins, field by field, images included', async () => {
    const live = await liveListing('Annex by the paddy fields');
    const newImage = await uploadListingImage(api.app, owner);
    await edit(
      owner,
      live._id,
      listingInput([ownImage, newImage], { name: 'Annex by the paddy fields', rent: 27_500, parking: true }),
    ).expect(200);

    const waiting = (await pending()).find((listing) => listing._id === live._id);
    expect(waiting?.status).toBe(LISTING_STATUS.approved);
    expect(waiting?.revision?.changes).toEqual([
      { field: 'rent', before: 25_000, after: 27_500 },
      { field: 'parking', before: false, after: true },
      { field: 'imageUrls', before: [ownImage], after: [ownImage, newImage] },
    ]);
  });

  it('applies the revision the moderator saw when approved, keeping featured, the rating and the reviews', async () => {
    const live = await liveListing('Guest house near the fort');
    await edit(owner, live._id, listingInput([ownImage], { name: 'Guest house near the fort', rent: 33_000 })).expect(200);
    const seen = (await pending()).find((listing) => listing._id === live._id)!.revision!;

    const approved = await approve(live._id, { revision: seen._id, reason: 'New price checked.' }).expect(200);
    expect((approved.body as ModerationResponse).message).toBe(LISTING_MESSAGES.changesApproved);

    const publicView = await seenBy(undefined, live._id);
    expect(publicView).toMatchObject({ rent: 33_000, featured: true, numReviews: 1, rating: 4, revisionId: seen._id });
    expect(await seenBy(owner, live._id)).not.toHaveProperty('revision');
    expect((await pending()).map((listing) => listing._id)).not.toContain(live._id);
    expect((await auditOf(live._id))[0]).toMatchObject({ action: 'approveChanges', reason: 'New price checked.' });
    const mail = await mailTo(owner.email, 'Your changes to "Guest house near the fort" are approved');
    expect(mail.text).toContain(`${PUBLIC_URL}/listing/${live._id}`);
  });

  it('answers 409 to an approval naming an older revision, and changes nothing', async () => {
    const live = await liveListing('Bungalow in the tea hills');
    await edit(owner, live._id, listingInput([ownImage], { name: 'Bungalow in the tea hills', rent: 40_000 })).expect(200);
    const older = (await seenBy(admin, live._id)).revision!;
    await edit(owner, live._id, listingInput([ownImage], { name: 'Bungalow in the tea hills', rent: 41_000 })).expect(200);
    const newer = (await seenBy(admin, live._id)).revision!;
    expect(newer._id).not.toBe(older._id);

    const refused = await approve(live._id, { revision: older._id }).expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      statusCode: 409,
      code: 'REVISION_STALE',
      message: LISTING_MESSAGES.revisionStale,
    });
    const disapproveRefused = await disapprove(live._id, { revision: older._id }).expect(409);
    expect(disapproveRefused.body).toMatchObject({ code: 'REVISION_STALE', message: LISTING_MESSAGES.revisionStale });

    expect((await seenBy(undefined, live._id)).rent).toBe(25_000);
    expect((await seenBy(admin, live._id)).revision).toMatchObject({
      _id: newer._id,
      status: REVISION_STATUS.pending,
      listing: { rent: 41_000 },
    });
    expect((await auditOf(live._id)).map((entry) => entry.action)).not.toContain('approveChanges');
  });

  it('refuses an approval that names no version with 400, and changes nothing', async () => {
    const created = await createListing(api.app, owner, { imageUrls: [ownImage] });
    const refused = await approve(created._id, {}).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, message: LISTING_MESSAGES.revisionRequired });
    const malformed = await approve(created._id, { revision: 'not-an-id' }).expect(400);
    expect(malformed.body.errors).toEqual([{ field: 'revision', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.revisionId }]);
    expect((await seenBy(owner, created._id)).status).toBe(LISTING_STATUS.pending);
  });

  it('keeps the live version when the changes are disapproved, and tells the owner why', async () => {
    const live = await liveListing('Hostel beds near the campus');
    await edit(owner, live._id, listingInput([ownImage], { name: 'Hostel beds near the campus', description: SCAM })).expect(200);
    const seen = (await seenBy(admin, live._id)).revision!;
    const reason = 'Never ask for a deposit by wire.';

    const response = await disapprove(live._id, { revision: seen._id, reason }).expect(200);
    expect(response.body.message).toBe(LISTING_MESSAGES.changesDisapproved);
    const publicView = await seenBy(undefined, live._id);
    expect(publicView).toMatchObject({ status: LISTING_STATUS.approved, featured: true, description: live.description });
    expect((await seenBy(owner, live._id)).revision).toMatchObject({ status: REVISION_STATUS.disapproved, reason });
    expect((await pending()).map((listing) => listing._id)).not.toContain(live._id);
    expect((await auditOf(live._id))[0]).toMatchObject({ action: 'disapproveChanges', reason });

    const mail = await mailTo(owner.email, 'Your changes to "Hostel beds near the campus" were not approved');
    expect(mail.text).toContain(`The moderator's note: ${reason}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/update-listing/${live._id}`);

    // Edited again, the changes wait for review once more.
    await edit(owner, live._id, listingInput([ownImage], { name: 'Hostel beds near the campus', rent: 26_000 })).expect(200);
    expect((await seenBy(owner, live._id)).revision).toMatchObject({ status: REVISION_STATUS.pending, listing: { rent: 26_000 } });
    expect((await seenBy(owner, live._id)).revision).not.toHaveProperty('reason');
  });

  it('leaves nothing waiting when the owner takes every change back', async () => {
    const live = await liveListing('Apartment by the beach');
    await edit(owner, live._id, listingInput([ownImage], { name: 'Apartment by the beach', rent: 50_000 })).expect(200);
    const back = await edit(owner, live._id, listingInput([ownImage], { name: 'Apartment by the beach' })).expect(200);
    expect(back.body.message).toBe(LISTING_MESSAGES.updated);
    expect(await seenBy(owner, live._id)).not.toHaveProperty('revision');
  });

  describe('an edit racing an approval never publishes unreviewed text', () => {
    it('refuses the approval of a new listing edited after the moderator read it', async () => {
      const created = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const seen = (await pending()).find((listing) => listing._id === created._id)!;
      await edit(owner, created._id, listingInput([ownImage], { description: SCAM })).expect(200);

      const refused = await approve(created._id, { revision: seen.revisionId }).expect(409);
      expect(refused.body.message).toBe(LISTING_MESSAGES.revisionStale);
      await as().get(`/api/listing/get/${created._id}`).expect(404);
      expect((await seenBy(owner, created._id)).status).toBe(LISTING_STATUS.pending);
    });

    it('publishes the reviewed text or nothing, however an edit and an approval interleave', async () => {
      for (let round = 0; round < 8; round++) {
        const reviewed = await createListing(api.app, owner, { imageUrls: [ownImage], description: `Reviewed text, round ${round}.` });
        const live = await liveListing(`Live room, round ${round}`);
        const seenLive = await edit(
          owner,
          live._id,
          listingInput([ownImage], { name: live.name, description: `Reviewed change ${round}.` }),
        );
        const liveRevision = (seenLive.body.listing as Listing).revision!._id;

        await Promise.all([
          approve(reviewed._id, { revision: reviewed.revisionId }),
          edit(owner, reviewed._id, listingInput([ownImage], { description: SCAM })),
          approve(live._id, { revision: liveRevision }),
          edit(owner, live._id, listingInput([ownImage], { name: live.name, description: SCAM })),
        ]);

        const newListing = await as().get(`/api/listing/get/${reviewed._id}`);
        if (newListing.status === 200) expect(newListing.body.description).toBe(`Reviewed text, round ${round}.`);
        else expect(newListing.status).toBe(404);
        expect([live.description, `Reviewed change ${round}.`]).toContain((await seenBy(undefined, live._id)).description);
        const searched = (
          await as()
            .get(`/api/listing/get?searchTerm=${encodeURIComponent('SCAM')}`)
            .expect(200)
        ).body as Listing[];
        expect(searched).toEqual([]);
      }
    });

    it('answers 409 EDIT_CONFLICT when a moderator changes the listing before each try of an edit, and changes no content', async () => {
      const created = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const repository = api.app.get(ListingsRepository);
      const write = repository.edit.bind(repository);
      const states: string[] = [];
      // Between the edit's read and its write, a moderator approves or disapproves the listing, so
      // every write finds the listing in another state than the one it was read in.
      const racing = jest.spyOn(repository, 'edit').mockImplementation(async (listing, kind, content) => {
        states.push(listing.status);
        if (listing.status === LISTING_STATUS.approved) await disapprove(created._id, { reason: 'Photos are blurry.' }).expect(200);
        else await approve(created._id, { revision: String(listing.revisionId) }).expect(200);
        return write(listing, kind, content);
      });
      try {
        const refused = await edit(owner, created._id, listingInput([ownImage], { description: SCAM })).expect(409);
        expect(refused.body).toEqual({ success: false, statusCode: 409, code: 'EDIT_CONFLICT', message: LISTING_MESSAGES.editRaced });
      } finally {
        racing.mockRestore();
      }
      expect(states).toEqual([LISTING_STATUS.pending, LISTING_STATUS.approved, LISTING_STATUS.disapproved]);
      const after = await seenBy(owner, created._id);
      expect(after).toMatchObject({ status: LISTING_STATUS.approved, description: created.description });
      expect(after).not.toHaveProperty('revision');

      // Once nothing races it, the same edit is saved (as changes waiting for review).
      await edit(owner, created._id, listingInput([ownImage], { rent: 26_000 })).expect(200);
      expect((await seenBy(owner, created._id)).revision).toMatchObject({ status: REVISION_STATUS.pending, listing: { rent: 26_000 } });
    });
  });

  describe("an admin's edit of someone else's listing", () => {
    it('applies at once, is written to the moderation log, and is mailed to the owner', async () => {
      const live = await liveListing('Family house with a well');
      const response = await edit(
        admin,
        live._id,
        listingInput([ownImage], { name: 'Family house with a well', rent: 24_000, rules: '' }),
      ).expect(200);
      expect(response.body.message).toBe(LISTING_MESSAGES.updated);
      expect(await seenBy(undefined, live._id)).toMatchObject({ rent: 24_000, rules: '', featured: true, status: LISTING_STATUS.approved });

      const [entry] = await auditOf(live._id);
      expect(entry).toMatchObject({
        action: 'edit',
        listingName: 'Family house with a well',
        actorId: admin.user._id,
        actorUsername: admin.user.username,
        reason: 'Changed: Terms, Rent or price',
      });
      const mail = await mailTo(owner.email, 'An admin edited your listing "Family house with a well"');
      expect(mail.text).toContain('Changed: Terms, Rent or price.');
      expect(mail.text).toContain(`${PUBLIC_URL}/listing/${live._id}`);
    });

    it("logs nothing for an admin's edit of their own listing", async () => {
      const image = await uploadListingImage(api.app, admin);
      const own = await createListing(api.app, admin, { imageUrls: [image] });
      await edit(admin, own._id, listingInput([image], { rent: 28_000 })).expect(200);
      expect(await auditOf(own._id)).toEqual([]);
    });
  });

  it('sends a disapproved listing with waiting changes back to review from those changes', async () => {
    const live = await liveListing('Studio near the station');
    await edit(owner, live._id, listingInput([ownImage], { name: 'Studio near the station', rent: 29_000 })).expect(200);
    await disapprove(live._id, { reason: 'Photos are blurry.' }).expect(200);
    const ownersView = await seenBy(owner, live._id);
    expect(ownersView).toMatchObject({ status: LISTING_STATUS.disapproved, revision: { listing: { rent: 29_000 } } });

    await edit(owner, live._id, ownersView.revision!.listing).expect(200);
    const after = await seenBy(owner, live._id);
    expect(after).toMatchObject({ status: LISTING_STATUS.pending, rent: 29_000 });
    expect(after).not.toHaveProperty('revision');
  });
});
