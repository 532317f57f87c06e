import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Listing, ListingInput } from '@nivasa/contracts/api';
import { RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { distanceKm } from '@nivasa/contracts/geo';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { type Connection, Types } from 'mongoose';
import request from 'supertest';
import { LISTING_REMOVED, type ListingRemovedEvent } from '../src/listings/listing-removed.event';
import { PlacesService } from '../src/places/places.service';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import {
  createAdminSession,
  createListing,
  listingInput,
  listingsCollection,
  moderate,
  photo,
  uploadListingImage,
} from './support/listings';

const text = (length: number) => 'a'.repeat(length);

describe('the listing endpoints', () => {
  const api = useTestApi();
  let connection: Connection;
  let owner: Session;
  let other: Session;
  let admin: Session;
  /** One upload of the owner's, which any number of the owner's listings may show. */
  let ownImage: string;

  beforeAll(async () => {
    connection = connectionOf(api.app);
    [owner, other, admin] = [await createSession(api.app), await createSession(api.app), await createAdminSession(api.app)];
    ownImage = await uploadListingImage(api.app, owner);
  });

  const visitor = () => request(api.server());
  const stored = (id: string) => listingsCollection(connection).findOne({ _id: new Types.ObjectId(id) });
  const listingCount = () => listingsCollection(connection).countDocuments();
  const create = (session: Session, body: object) => asUser(api.app, session).post('/api/listing/create').send(body);
  /** The centre the gazetteer gives Peradeniya, the test listing's town. */
  const peradeniya = () => {
    const town = api.app.get(PlacesService).townOf('Kandy', 'Peradeniya')!;
    return { lat: town.lat, lng: town.lng };
  };
  const update = (session: Session, id: string, body: object) => asUser(api.app, session).post(`/api/listing/update/${id}`).send(body);

  describe('POST /api/listing/create', () => {
    it("stores the listing as the session user's, pending review, and answers 201 with it", async () => {
      const body = listingInput([ownImage], { name: '  Quiet room near Peradeniya campus  ' });
      const response = await create(owner, body).expect(201);
      const listing = response.body.listing as Listing;
      expect(response.body).toEqual({ success: true, message: LISTING_MESSAGES.created, listing });
      expect(listing).toEqual({
        ...body,
        name: 'Quiet room near Peradeniya campus',
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        userRef: owner.user._id,
        status: 'pending',
        featured: false,
        rating: 0,
        numReviews: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        // Fresh listings: a rental is up for 45 days from now (listing-expiry.e2e-spec.ts).
        renewedAt: expect.any(String),
        expiresAt: expect.any(String),
        revisionId: expect.stringMatching(/^[0-9a-f]{24}$/),
        // No pin: the town's centre, which the owner sees as it is.
        location: peradeniya(),
        showExactLocation: false,
      });
      expect(new Date(listing.createdAt).toISOString()).toBe(listing.createdAt);
      expect(await stored(listing._id)).toMatchObject({ userRef: new Types.ObjectId(owner.user._id), status: 'pending' });
    });

    it('refuses visitors with 401', async () => {
      const before = await listingCount();
      await visitor()
        .post('/api/listing/create')
        .send(listingInput([ownImage]))
        .expect(401);
      expect(await listingCount()).toBe(before);
    });

    // Each bound at both edges: the edge itself is accepted, one step past it is refused.
    const bounds: [string, Partial<Record<keyof ListingInput, unknown>>[], Partial<Record<keyof ListingInput, unknown>>[], string][] = [
      [
        'name',
        [{ name: text(10) }, { name: text(62) }],
        [{ name: text(9) }, { name: text(63) }, { name: `  ${text(9)}  ` }],
        LISTING_MESSAGES.name,
      ],
      [
        'description',
        [{ description: text(1) }, { description: text(5_000) }],
        [{ description: '' }, { description: text(5_001) }, { description: '   ' }],
        LISTING_MESSAGES.description,
      ],
      ['rules', [{ rules: undefined }, { rules: '' }, { rules: text(2_000) }], [{ rules: text(2_001) }], LISTING_MESSAGES.rules],
      [
        'address',
        [{ address: text(1) }, { address: text(200) }],
        [{ address: '' }, { address: text(201) }, { address: undefined }],
        LISTING_MESSAGES.address,
      ],
      [
        'rent',
        [{ rent: 50 }, { rent: 10_000_000 }],
        [{ rent: 49 }, { rent: 10_000_001 }, { rent: '5000' }, { rent: undefined }],
        LISTING_MESSAGES.rent,
      ],
      ['bedrooms', [{ bedrooms: 1 }, { bedrooms: 10 }], [{ bedrooms: 0 }, { bedrooms: 11 }, { bedrooms: 1.5 }], LISTING_MESSAGES.bedrooms],
      ['bathrooms', [{ bathrooms: 1 }, { bathrooms: 10 }], [{ bathrooms: 0 }, { bathrooms: 11 }], LISTING_MESSAGES.bathrooms],
      ['beds', [{ beds: 1 }, { beds: 10 }], [{ beds: 0 }, { beds: 11 }], LISTING_MESSAGES.beds],
      ['area', [{ area: 1 }, { area: 1_000_000 }], [{ area: 0 }, { area: 1_000_001 }, { area: undefined }], LISTING_MESSAGES.area],
      ['district', [{ district: 'Kandy' }], [{ district: 'Atlantis' }, { district: undefined }], LISTING_MESSAGES.district],
      ['city', [{ district: 'Galle', city: 'Hikkaduwa' }], [{ city: 'Hikkaduwa' }, { city: '' }], LISTING_MESSAGES.city],
      ['type', [{ type: 'hostel' }], [{ type: 'castle' }, { type: undefined }], LISTING_MESSAGES.type],
      [
        'rentType',
        [{ rentType: 'daily' }, { rentType: 'weekly' }],
        [{ rentType: 'yearly' }, { rentType: undefined }],
        LISTING_MESSAGES.rentType,
      ],
      ['parking', [{ parking: true }], [{ parking: 'yes' }, { parking: undefined }], LISTING_MESSAGES.facility],
      ['aircondition', [{ aircondition: true }], [{ aircondition: 1 }], LISTING_MESSAGES.facility],
    ];

    it.each(bounds)('takes %s at its edges and refuses it past them', async (field, accepted, refused, message) => {
      for (const change of accepted) {
        const response = await create(owner, listingInput([ownImage], change as Partial<ListingInput>));
        expect([change, response.status]).toEqual([change, 201]);
      }
      for (const change of refused) {
        const response = await create(owner, listingInput([ownImage], change as Partial<ListingInput>));
        expect([change, response.status, response.body.errors]).toEqual([change, 400, [expect.objectContaining({ field, message })]]);
      }
    });

    it('takes 1 to 6 images and refuses none, seven, repeats and addresses that are not ours', async () => {
      // One at a time: a user may have only two uploads under way.
      const six = [ownImage];
      for (let count = 1; count < 6; count += 1) six.push(await uploadListingImage(api.app, owner));
      await create(owner, listingInput(six)).expect(201);
      const seventh = await uploadListingImage(api.app, owner);
      for (const imageUrls of [[], [...six, seventh], [ownImage, ownImage]]) {
        const response = await create(owner, listingInput(imageUrls)).expect(400);
        expect(response.body.errors).toEqual([expect.objectContaining({ field: 'imageUrls', message: LISTING_MESSAGES.images })]);
      }
      for (const imageUrls of [['https://example.com/room.jpg'], ['/api/images/not-an-id'], [{ $ne: null }]]) {
        const response = await create(owner, listingInput(imageUrls as string[])).expect(400);
        // Each refused address by its place in the list, as a schema names it.
        expect(response.body.errors).toEqual([
          { field: 'imageUrls.0', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.imageNotYours },
        ]);
      }
    });

    it("refuses someone else's upload, an avatar and an image the API does not hold", async () => {
      const before = await listingCount();
      const othersImage = await uploadListingImage(api.app, other);
      const avatar = (
        await asUser(api.app, owner)
          .post('/api/images?purpose=avatar')
          .attach('image', await photo(), 'me.jpg')
          .expect(201)
      ).body.url as string;
      for (const foreign of [othersImage, avatar, `/api/images/${new Types.ObjectId().toString()}`]) {
        const response = await create(owner, listingInput([ownImage, foreign])).expect(400);
        expect(response.body).toEqual({
          success: false,
          statusCode: 400,
          message: LISTING_MESSAGES.imageNotYours,
          code: 'VALIDATION_FAILED',
          errors: [expect.objectContaining({ field: 'imageUrls', message: LISTING_MESSAGES.imageNotYours })],
        });
      }
      expect(await listingCount()).toBe(before);
    });

    it('takes a house for sale at a sale price, without a rent basis', async () => {
      const sale = { type: 'fullhousesale', rentType: undefined } as const;
      for (const rent of [500_000, 2_000_000_000]) {
        const { listing } = (await create(owner, listingInput([ownImage], { ...sale, rent })).expect(201)).body as { listing: Listing };
        expect(listing.rent).toBe(rent);
        expect(listing).not.toHaveProperty('rentType');
      }
      for (const rent of [499_999, 2_000_000_001]) {
        const response = await create(owner, listingInput([ownImage], { ...sale, rent })).expect(400);
        expect(response.body.errors).toEqual([expect.objectContaining({ field: 'rent', message: LISTING_MESSAGES.salePrice })]);
      }
      // A rental's price range does not stretch to a sale's, nor the other way.
      const response = await create(owner, listingInput([ownImage], { rent: 20_000_000 })).expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'rent', message: LISTING_MESSAGES.rent })]);
      const withBasis = await create(owner, listingInput([ownImage], { ...sale, rent: 9_000_000, rentType: 'monthly' })).expect(400);
      expect(withBasis.body.errors).toEqual([expect.objectContaining({ field: 'rentType', message: LISTING_MESSAGES.rentTypeForSale })]);
    });

    it('gives one field error per bad field', async () => {
      const response = await create(owner, listingInput([], { name: 'short', rent: 0, city: 'Nowhere', bedrooms: 0 })).expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'name', message: LISTING_MESSAGES.name }),
          expect.objectContaining({ field: 'rent', message: LISTING_MESSAGES.rent }),
          expect.objectContaining({ field: 'city', message: LISTING_MESSAGES.city }),
          expect.objectContaining({ field: 'bedrooms', message: LISTING_MESSAGES.bedrooms }),
          expect.objectContaining({ field: 'imageUrls', message: LISTING_MESSAGES.images }),
        ]),
      );
      expect(response.body.errors).toHaveLength(5);
    });

    it.each([
      ['status', 'approved'],
      ['featured', true],
      ['rating', 5],
      ['numReviews', 40],
      ['userRef', '0123456789abcdef01234567'],
      ['statusReason', 'looks fine'],
      ['_id', '0123456789abcdef01234567'],
      ['createdAt', '2020-01-01T00:00:00.000Z'],
      ['colour', 'blue'],
    ])('refuses %s in the body (mass assignment) and stores nothing', async (field, value) => {
      const before = await listingCount();
      const response = await create(owner, { ...listingInput([ownImage]), [field]: value }).expect(400);
      expect(response.body.errors).toEqual([
        { field, code: 'FIELD_NOT_ALLOWED', params: {}, message: `property ${field} should not exist` },
      ]);
      expect(await listingCount()).toBe(before);
    });
  });

  describe('availableFrom', () => {
    const inDays = (days: number) => new Date(Date.now() + (5.5 * 60 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);

    it('keeps a day up to a year ahead, answers it, and takes a past day or none', async () => {
      for (const availableFrom of [inDays(30), inDays(364), '2020-02-29']) {
        const response = await create(owner, listingInput([ownImage], { availableFrom })).expect(201);
        expect((response.body as { listing: Listing }).listing.availableFrom).toBe(availableFrom);
      }
      const none = await create(owner, listingInput([ownImage])).expect(201);
      expect('availableFrom' in (none.body as { listing: Listing }).listing).toBe(false);
    });

    it('refuses a day more than a year ahead, a time, or text that is not a day', async () => {
      const tooFar = await create(owner, listingInput([ownImage], { availableFrom: inDays(400) })).expect(400);
      expect(tooFar.body.errors).toEqual([
        { field: 'availableFrom', code: 'FIELD_TOO_LARGE', params: { max: 365 }, message: LISTING_MESSAGES.availableFrom },
      ]);
      for (const availableFrom of ['2026-12-01T10:00:00Z', '1 Dec', '2026-02-30', 20261201]) {
        const response = await create(owner, listingInput([ownImage], { availableFrom } as unknown as Partial<ListingInput>)).expect(400);
        expect(response.body.errors).toEqual([
          { field: 'availableFrom', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.availableFrom },
        ]);
      }
    });

    it('clears the day when an edit sends none', async () => {
      const created = (await create(owner, listingInput([ownImage], { availableFrom: inDays(10) })).expect(201)).body as {
        listing: Listing;
      };
      const updated = await asUser(api.app, owner)
        .post(`/api/listing/update/${created.listing._id}`)
        .send(listingInput([ownImage], { availableFrom: null } as unknown as Partial<ListingInput>))
        .expect(200);
      expect('availableFrom' in (updated.body as { listing: Listing }).listing).toBe(false);
    });
  });

  describe('POST /api/listing/update/:id', () => {
    it("changes the owner's pending listing and keeps it pending", async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const response = await update(
        owner,
        listing._id,
        listingInput([ownImage], { name: 'Renamed room near the campus', rent: 30_000 }),
      ).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: LISTING_MESSAGES.updated,
        listing: {
          ...listing,
          name: 'Renamed room near the campus',
          rent: 30_000,
          updatedAt: expect.any(String),
          // An edit starts the listing's clock again.
          renewedAt: expect.any(String),
          expiresAt: expect.any(String),
          revisionId: expect.stringMatching(/^[0-9a-f]{24}$/),
        },
      });
      // New content is a new version: an approval of what the moderator saw before no longer applies.
      expect(response.body.listing.revisionId).not.toBe(listing.revisionId);
    });

    it('sends a disapproved listing back to review when its owner edits it, without the old reason (a live one: listing-revisions.e2e-spec.ts)', async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      await moderate(api.app, listing._id, { status: 'disapproved', statusReason: 'Checked by phone' });
      const response = await update(owner, listing._id, listingInput([ownImage], { rent: 26_000 })).expect(200);
      expect(response.body.message).toBe(LISTING_MESSAGES.updatedBackToReview);
      expect(response.body.listing).toMatchObject({ status: 'pending', featured: false, rent: 26_000 });
      expect(response.body.listing).not.toHaveProperty('statusReason');
      const after = await stored(listing._id);
      expect(after).toMatchObject({ status: 'pending', featured: false });
      expect(after).not.toHaveProperty('statusReason');
    });

    it("lets an admin edit someone's approved listing, keeping its images and its status", async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      await moderate(api.app, listing._id, { status: 'approved', featured: true });
      const response = await update(admin, listing._id, listingInput([ownImage], { name: 'Room near campus (moderated)' })).expect(200);
      expect(response.body.message).toBe(LISTING_MESSAGES.updated);
      expect(response.body.listing).toMatchObject({
        status: 'approved',
        featured: true,
        userRef: owner.user._id,
        name: 'Room near campus (moderated)',
      });
      // Other images the admin did not upload are still refused.
      const ownersOtherImage = await uploadListingImage(api.app, owner);
      const refused = await update(admin, listing._id, listingInput([ownImage, ownersOtherImage])).expect(400);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'imageUrls', message: LISTING_MESSAGES.imageNotYours })]);
    });

    it('drops the rent basis when a listing becomes a house for sale', async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const response = await update(
        owner,
        listing._id,
        listingInput([ownImage], { type: 'fullhousesale', rentType: undefined, rent: 45_000_000 }),
      ).expect(200);
      expect(response.body.listing).not.toHaveProperty('rentType');
      expect(await stored(listing._id)).not.toHaveProperty('rentType');
    });

    it("refuses someone else's listing (403), visitors (401), unknown (404) and malformed ids (400)", async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const othersImage = await uploadListingImage(api.app, other);
      const response = await update(other, listing._id, listingInput([othersImage], { name: 'Taken over by someone' })).expect(403);
      expect(response.body).toEqual({ success: false, statusCode: 403, code: 'LISTING_NOT_YOURS', message: LISTING_MESSAGES.notYours });
      await visitor()
        .post(`/api/listing/update/${listing._id}`)
        .send(listingInput([ownImage]))
        .expect(401);
      const missing = await update(owner, new Types.ObjectId().toString(), listingInput([ownImage])).expect(404);
      expect(missing.body.message).toBe(LISTING_MESSAGES.notFound);
      expect((await update(owner, 'nope', listingInput([ownImage])).expect(400)).body.message).toBe('Invalid listing id');
      expect((await stored(listing._id))?.name).toBe(listing.name);
    });

    it('checks the body as create does, server-owned fields included', async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const bad = await update(owner, listing._id, listingInput([ownImage], { rent: 49 })).expect(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'rent', message: LISTING_MESSAGES.rent })]);
      for (const field of ['status', 'featured', 'rating', 'numReviews', 'userRef']) {
        const value = field === 'userRef' ? other.user._id : field === 'status' ? 'approved' : field === 'featured' ? true : 5;
        await update(owner, listing._id, { ...listingInput([ownImage]), [field]: value }).expect(400);
      }
      expect(await stored(listing._id)).toMatchObject({ status: 'pending', featured: false, rating: 0, numReviews: 0, rent: listing.rent });
    });
  });

  describe('DELETE /api/listing/delete/:id', () => {
    const removals: ListingRemovedEvent[] = [];
    beforeAll(() => {
      api.app.get(EventEmitter2).on(LISTING_REMOVED, (event: ListingRemovedEvent) => removals.push(event));
    });

    it('removes the listing with its reviews, favourites and images, and tells the moderation log', async () => {
      const images = [await uploadListingImage(api.app, owner), await uploadListingImage(api.app, owner)];
      const listing = await createListing(api.app, owner, { imageUrls: images });
      const kept = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const listingId = new Types.ObjectId(listing._id);
      const keptId = new Types.ObjectId(kept._id);
      const userId = new Types.ObjectId(other.user._id);
      await connection.collection('reviews').insertMany([
        { listingId, userRef: userId, name: 'Kamal', rating: 4, comment: 'Clean', createdAt: new Date() },
        { listingId: keptId, userRef: userId, name: 'Kamal', rating: 5, comment: 'Quiet', createdAt: new Date() },
      ]);
      await connection.collection('favorites').insertMany([
        { userId, listingId, createdAt: new Date() },
        { userId, listingId: keptId, createdAt: new Date() },
      ]);

      const response = await asUser(api.app, owner).delete(`/api/listing/delete/${listing._id}`).expect(200);
      expect(response.body).toEqual({ success: true, message: LISTING_MESSAGES.deleted });
      expect(await stored(listing._id)).toBeNull();
      expect(await connection.collection('reviews').countDocuments({ listingId })).toBe(0);
      expect(await connection.collection('favorites').countDocuments({ listingId })).toBe(0);
      for (const image of images) await visitor().get(image).expect(404);
      // Another listing keeps what is its own.
      expect(await connection.collection('reviews').countDocuments({ listingId: keptId })).toBe(1);
      expect(await connection.collection('favorites').countDocuments({ listingId: keptId })).toBe(1);
      await visitor().get(ownImage).expect(200);
      expect(removals.at(-1)).toEqual({
        listingId,
        listingName: listing.name,
        ownerId: new Types.ObjectId(owner.user._id),
        actorId: new Types.ObjectId(owner.user._id),
        byAdmin: false,
      });
      await asUser(api.app, owner).get(`/api/listing/get/${listing._id}`).expect(404);
    });

    it("refuses someone else's listing (403) and visitors (401), and lets an admin delete anyone's", async () => {
      const listing = await createListing(api.app, owner, { imageUrls: [ownImage] });
      const refused = await asUser(api.app, other).delete(`/api/listing/delete/${listing._id}`).expect(403);
      expect(refused.body.message).toBe(LISTING_MESSAGES.notYours);
      await visitor().delete(`/api/listing/delete/${listing._id}`).expect(401);
      expect(await stored(listing._id)).not.toBeNull();
      await asUser(api.app, admin).delete(`/api/listing/delete/${listing._id}`).expect(200);
      expect(await stored(listing._id)).toBeNull();
      // Its image stays: the owner's other listings show it too.
      await visitor().get(ownImage).expect(200);
      expect(removals.at(-1)).toMatchObject({ actorId: new Types.ObjectId(admin.user._id), byAdmin: true });
      await asUser(api.app, admin).delete(`/api/listing/delete/${listing._id}`).expect(404);
      await asUser(api.app, admin).delete('/api/listing/delete/123').expect(400);
    });
  });

  describe('GET /api/listing/get/:id', () => {
    let pending: Listing;
    let approved: Listing;
    beforeAll(async () => {
      pending = await createListing(api.app, owner, { imageUrls: [ownImage] });
      approved = await createListing(api.app, owner, { imageUrls: [ownImage] });
      await moderate(api.app, approved._id, { status: 'approved', statusReason: 'Visited it' });
    });

    it('shows an approved listing to everyone, with whether the caller owns it', async () => {
      const forVisitor = (await visitor().get(`/api/listing/get/${approved._id}`).expect(200)).body;
      // The owner's pin for the owner; everyone else sees a point 200-300 m from it.
      expect(forVisitor).toEqual({
        ...approved,
        status: 'approved',
        isOwner: false,
        ownerPhoneVerified: false,
        location: expect.any(Object),
      });
      const metres = distanceKm(approved.location, forVisitor.location) * 1000;
      expect(metres).toBeGreaterThanOrEqual(199);
      expect(metres).toBeLessThanOrEqual(301);
      expect((await asUser(api.app, other).get(`/api/listing/get/${approved._id}`).expect(200)).body.isOwner).toBe(false);
      const forOwner = (await asUser(api.app, owner).get(`/api/listing/get/${approved._id}`).expect(200)).body;
      expect(forOwner).toMatchObject({ isOwner: true, status: 'approved', statusReason: 'Visited it' });
    });

    it('hides a pending listing from visitors and other users with the 404 of a missing one', async () => {
      const missing = (await visitor().get(`/api/listing/get/${new Types.ObjectId().toString()}`).expect(404)).body;
      expect(missing).toEqual({ success: false, statusCode: 404, code: 'LISTING_NOT_FOUND', message: LISTING_MESSAGES.notFound });
      expect((await visitor().get(`/api/listing/get/${pending._id}`).expect(404)).body).toEqual(missing);
      expect((await asUser(api.app, other).get(`/api/listing/get/${pending._id}`).expect(404)).body).toEqual(missing);
    });

    it('shows a pending listing to its owner and to admins', async () => {
      expect((await asUser(api.app, owner).get(`/api/listing/get/${pending._id}`).expect(200)).body).toMatchObject({
        status: 'pending',
        isOwner: true,
      });
      expect((await asUser(api.app, admin).get(`/api/listing/get/${pending._id}`).expect(200)).body).toMatchObject({
        status: 'pending',
        isOwner: false,
      });
    });

    it('refuses a malformed id with 400, and reads a stale session as a visitor', async () => {
      expect((await visitor().get('/api/listing/get/not-an-id').expect(400)).body.message).toBe('Invalid listing id');
      const stale = await visitor().get(`/api/listing/get/${approved._id}`).set('Cookie', 'access_token=x.y.z').expect(200);
      expect(stale.body.isOwner).toBe(false);
    });
  });

  describe('GET /api/user/listings/:userId', () => {
    let seller: Session;
    beforeAll(async () => {
      seller = await createSession(api.app);
    });

    it('gives the owner every listing of theirs, newest first, with the status and a reason', async () => {
      const [first, second, third] = [
        await createListing(api.app, seller),
        await createListing(api.app, seller),
        await createListing(api.app, seller),
      ];
      await moderate(api.app, first._id, { status: 'approved', createdAt: new Date('2026-01-01') });
      await moderate(api.app, second._id, {
        status: 'disapproved',
        statusReason: 'The photos show another house',
        createdAt: new Date('2026-02-01'),
      });
      await moderate(api.app, third._id, { createdAt: new Date('2026-03-01') });
      const listings = (await asUser(api.app, seller).get(`/api/user/listings/${seller.user._id}`).expect(200)).body as Listing[];
      expect(listings.map(({ _id, status, statusReason }) => ({ _id, status, statusReason }))).toEqual([
        { _id: third._id, status: 'pending', statusReason: undefined },
        { _id: second._id, status: 'disapproved', statusReason: 'The photos show another house' },
        { _id: first._id, status: 'approved', statusReason: undefined },
      ]);
      // An admin sees what the public sees on the map, not the owner's pins.
      const forAdmin = (await asUser(api.app, admin).get(`/api/user/listings/${seller.user._id}`).expect(200)).body as Listing[];
      expect(forAdmin.map(({ location: _point, ...rest }) => rest)).toEqual(listings.map(({ location: _pin, ...rest }) => rest));
      expect(forAdmin.map((listing, index) => distanceKm(listing.location, listings[index]!.location) > 0.19)).toEqual([true, true, true]);
    });

    it('refuses other users (403) and visitors (401)', async () => {
      const refused = await asUser(api.app, other).get(`/api/user/listings/${seller.user._id}`).expect(403);
      expect(refused.body.message).toBe(LISTING_MESSAGES.notYourListings);
      await visitor().get(`/api/user/listings/${seller.user._id}`).expect(401);
      await asUser(api.app, seller).get('/api/user/listings/nobody').expect(400);
    });
  });
});

describe('the listing writes under the write limit', () => {
  const api = useTestApi({ THROTTLE_WRITE_LIMIT: '4' });

  it('count each create, update and delete against the user, and refuse the next with 429', async () => {
    const owner = await createSession(api.app);
    const listing = await createListing(api.app, owner); // the upload and the create
    const body = listingInput(listing.imageUrls);
    await asUser(api.app, owner).post(`/api/listing/update/${listing._id}`).send(body).expect(200);
    await asUser(api.app, owner).delete(`/api/listing/delete/${listing._id}`).expect(200);
    const refused = await asUser(api.app, owner).post('/api/listing/create').send(body).expect(429);
    expect(refused.body).toEqual({ success: false, statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGES.tooManyWrites });
    expect(await listingsCollection(connectionOf(api.app)).countDocuments()).toBe(0);
  });
});
