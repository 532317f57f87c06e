import { Logger } from '@nestjs/common';
import { type Connection, Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { imageUrl, MediaService } from '../src/media/media.service';
import { ReviewsService } from '../src/reviews/reviews.service';
import { AccountDeletionService, RETRY_AFTER_MS } from '../src/users/account-deletion.service';
import { ACCOUNT_DELETIONS_JOB, AccountDeletionsRetryJob } from '../src/users/account-deletions-retry.job';
import { asUser, createSession, type Session, setCookieLine, signIn } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { listingInput } from './support/listings';

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();

/** A listing document as the listings endpoints will write it. */
function listingOf(owner: string, name: string, imageUrls: string[]) {
  const now = new Date();
  return {
    ...listingInput(imageUrls, { name }),
    userRef: new Types.ObjectId(owner),
    status: 'approved',
    featured: false,
    rating: 0,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
  };
}

describe('the /api/user endpoints', () => {
  const api = useTestApi();
  let connection: Connection;
  let media: MediaService;

  beforeAll(() => {
    connection = connectionOf(api.app);
    media = api.app.get(MediaService);
  });

  async function uploadAvatar(session: Session, purpose = 'avatar'): Promise<string> {
    const response = await asUser(api.app, session)
      .post(`/api/images?purpose=${purpose}`)
      .attach('image', await png(), 'me.png')
      .expect(201);
    return response.body.url as string;
  }

  describe('POST /api/user/update/:userId', () => {
    let me: Session;
    let other: Session;
    beforeAll(async () => {
      [me, other] = await Promise.all([createSession(api.app), createSession(api.app)]);
    });
    const update = (session: Session, id = session.user._id) => asUser(api.app, session).post(`/api/user/update/${id}`);

    it('changes only the fields sent and answers with the user', async () => {
      const response = await update(me)
        .send({ username: `${me.user.username}x`, number: '+94 11 234 5678' })
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'User is updated successfully!',
        user: { ...me.user, username: `${me.user.username}x`, number: '+94112345678' },
      });
      me.user = response.body.user;
    });

    it('accepts the whole form sent back unchanged, with an empty password field', async () => {
      const { _id, isAdmin: _isAdmin, hasPassword: _hasPassword, phoneVerified: _phoneVerified, ...form } = me.user;
      const response = await update(me)
        .send({ ...form, password: '' })
        .expect(200);
      expect(response.body.user).toEqual(me.user);
      await signIn(api.app, me.email, me.password);
    });

    it('lets the number be cleared', async () => {
      expect((await update(me).send({ number: '' }).expect(200)).body.user.number).toBe('');
    });

    it("refuses someone else's account with 403", async () => {
      const response = await update(me, other.user._id).send({ username: 'takenover' }).expect(403);
      expect(response.body).toEqual({
        success: false,
        statusCode: 403,
        code: 'ACCOUNT_UPDATE_REFUSED',
        message: 'You can only update your own account.',
      });
      expect((await connection.collection('users').findOne({ _id: new Types.ObjectId(other.user._id) }))?.username).toBe(
        other.user.username,
      );
    });

    it('refuses isAdmin (mass assignment) with 400 and stores nothing', async () => {
      const response = await update(me).send({ username: 'sneaky', isAdmin: true }).expect(400);
      expect(response.body).toEqual({
        success: false,
        statusCode: 400,
        message: 'property isAdmin should not exist',
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: 'isAdmin', message: 'property isAdmin should not exist' })],
      });
      await update(me).send({ sessionVersion: 0 }).expect(400);
      await update(me).send({ _id: other.user._id }).expect(400);
      const stored = await connection.collection('users').findOne({ _id: new Types.ObjectId(me.user._id) });
      expect(stored).toMatchObject({ isAdmin: false, username: me.user.username });
    });

    it('refuses an email or username another account has, whatever the case', async () => {
      const email = await update(me).send({ email: other.email.toUpperCase(), currentPassword: me.password }).expect(409);
      expect(email.body).toEqual({
        success: false,
        statusCode: 409,
        message: 'An account with that email already exists.',
        code: 'EMAIL_TAKEN',
        errors: [{ field: 'email', code: 'FIELD_TAKEN', params: {}, message: 'An account with that email already exists.' }],
      });
      const username = await update(me).send({ username: other.user.username.toUpperCase() }).expect(409);
      expect(username.body).toEqual({
        success: false,
        statusCode: 409,
        message: 'That username is taken.',
        code: 'USERNAME_TAKEN',
        errors: [{ field: 'username', code: 'FIELD_TAKEN', params: {}, message: 'That username is taken.' }],
      });
    });

    it('validates each field', async () => {
      expect((await update(me).send({ email: 'nope' }).expect(400)).body.message).toBe('Enter a valid email address.');
      expect((await update(me).send({ number: '12345' }).expect(400)).body.message).toMatch(/^Enter a Sri Lankan phone number/);
      expect((await update(me).send({ password: 'short' }).expect(400)).body.message).toBe('Password must be 8 to 128 characters long.');
      expect((await update(me).send({ username: 'a b' }).expect(400)).body.message).toMatch(/^Username must be 3 to 30 characters/);
    });

    it('takes as avatar only an image this user uploaded as an avatar', async () => {
      const mine = await uploadAvatar(me);
      const theirs = await uploadAvatar(other);
      const listingImage = await uploadAvatar(me, 'listing');
      for (const avatar of [theirs, listingImage, imageUrl(new Types.ObjectId()), 'https://evil.example/a.png', '/api/images/../../x']) {
        const response = await update(me).send({ avatar }).expect(400);
        expect(response.body.message).toBe('The avatar must be an image you uploaded.');
      }
      expect((await update(me).send({ avatar: mine }).expect(200)).body.user.avatar).toBe(mine);
      expect((await update(me).send({ avatar: '' }).expect(200)).body.user.avatar).toBe('');
    });

    it('changes the password: the old one stops working, other sessions end, this one carries on', async () => {
      const session = await createSession(api.app);
      const elsewhere = await signIn(api.app, session.email, session.password);
      const response = await update(session).send({ password: 'a brand new passphrase', currentPassword: session.password }).expect(200);
      const renewed = setCookieLine(response)!.split(';')[0]!;
      await request(api.server()).get('/api/verify-token').set('Cookie', renewed).expect(200);
      await request(api.server()).get('/api/verify-token').set('Cookie', elsewhere.cookie).expect(401);
      await request(api.server()).post('/api/auth/signin').send({ email: session.email, password: session.password }).expect(401);
      await signIn(api.app, session.email, 'a brand new passphrase');
    });

    it('answers 401 without a session and 400 for a malformed id', async () => {
      expect((await request(api.server()).post(`/api/user/update/${me.user._id}`).send({ number: '' }).expect(401)).body.message).toBe(
        'Token missing',
      );
      expect((await update(me, 'not-an-id').send({}).expect(400)).body.message).toBe('Invalid user id');
    });
  });

  describe('GET /api/user/:userRef', () => {
    const listingWith = (owner: Session, status: string) => ({
      ...listingOf(owner.user._id, `A ${status} room near the lake`, []),
      status,
    });

    it("gives signed-in users an advertiser's number and email only", async () => {
      const [advertiser, visitor] = await Promise.all([createSession(api.app), createSession(api.app)]);
      await connection.collection('listings').insertOne(listingWith(advertiser, 'approved'));
      const response = await asUser(api.app, visitor).get(`/api/user/${advertiser.user._id}`).expect(200);
      expect(response.body).toEqual({ number: '+94771234567', email: advertiser.email });
    });

    it('answers 404, as for an unknown user, for anyone without an approved listing', async () => {
      const [pending, disapproved, nothing, visitor] = await Promise.all([1, 2, 3, 4].map(() => createSession(api.app)));
      await connection.collection('listings').insertMany([listingWith(pending!, 'pending'), listingWith(disapproved!, 'disapproved')]);
      for (const user of [pending!, disapproved!, nothing!, visitor!]) {
        const response = await asUser(api.app, visitor!).get(`/api/user/${user.user._id}`).expect(404);
        expect(response.body).toEqual({ success: false, statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found.' });
      }
    });

    it('answers 401 to visitors, 404 for an unknown user and 400 for a malformed id', async () => {
      const visitor = await createSession(api.app);
      const signedOut = await request(api.server()).get(`/api/user/${visitor.user._id}`).expect(401);
      expect(signedOut.body).toEqual({ success: false, statusCode: 401, code: 'SIGN_IN_REQUIRED', message: 'Token missing' });
      const unknown = await asUser(api.app, visitor).get(`/api/user/${new Types.ObjectId().toString()}`).expect(404);
      expect(unknown.body).toEqual({ success: false, statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found.' });
      await asUser(api.app, visitor).get('/api/user/12345').expect(400);
    });
  });

  describe('DELETE /api/user/delete/:userId', () => {
    it("deletes the account and everything hanging off it, and keeps the other listings' ratings right", async () => {
      const [alice, bob, carol] = await Promise.all([createSession(api.app), createSession(api.app), createSession(api.app)]);
      const listings = connection.collection('listings');
      const storeListingImage = (owner: Session) =>
        media.storeImage(Buffer.from('webp bytes'), 'image/webp', { owner: owner.user._id, purpose: 'listing' });
      const [i1, i2, i3, b1] = await Promise.all([
        storeListingImage(alice),
        storeListingImage(alice),
        storeListingImage(alice),
        storeListingImage(bob),
      ]);
      const { insertedIds } = await listings.insertMany([
        listingOf(alice.user._id, 'Alice room by the lake', [imageUrl(i1), imageUrl(i2)]),
        listingOf(alice.user._id, 'Alice annex near town', [imageUrl(i3)]),
        listingOf(bob.user._id, 'Bob bungalow in the hills', [imageUrl(b1)]),
        listingOf(carol.user._id, 'Carol flat in the city', ['/api/images/0123456789abcdef01234567']),
      ]);
      const [l1, l2, bobListing, carolListing] = Object.values(insertedIds);
      const avatar = await uploadAvatar(alice);
      await asUser(api.app, alice).post(`/api/user/update/${alice.user._id}`).send({ avatar }).expect(200);
      const abandoned = await uploadAvatar(alice, 'listing');

      const id = (session: Session) => new Types.ObjectId(session.user._id);
      await connection.collection('favorites').insertMany([
        { userId: id(alice), listingId: bobListing, createdAt: new Date() },
        { userId: id(bob), listingId: l1, createdAt: new Date() },
        { userId: id(carol), listingId: l2, createdAt: new Date() },
        { userId: id(bob), listingId: carolListing, createdAt: new Date() },
      ]);
      const review = (author: Session, listingId: unknown, rating: number) => ({
        listingId,
        userRef: id(author),
        name: author.user.username,
        rating,
        comment: 'ok',
        createdAt: new Date(),
      });
      await connection
        .collection('reviews')
        .insertMany([
          review(alice, bobListing, 1),
          review(carol, bobListing, 5),
          review(alice, carolListing, 2),
          review(bob, carolListing, 4),
          review(bob, l1, 4),
        ]);
      await listings.updateOne({ _id: bobListing }, { $set: { rating: 3, numReviews: 2 } });
      await listings.updateOne({ _id: carolListing }, { $set: { rating: 3, numReviews: 2 } });

      const response = await asUser(api.app, alice).delete(`/api/user/delete/${alice.user._id}`).expect(200);
      expect(response.body).toEqual({ success: true, message: 'Your account has been deleted.' });
      expect(setCookieLine(response)).toMatch(/^access_token=;/);

      expect(await connection.collection('users').countDocuments({ _id: id(alice) })).toBe(0);
      expect(await listings.countDocuments({ userRef: id(alice) })).toBe(0);
      for (const gone of [i1, i2, i3, new Types.ObjectId(avatar.split('/').pop()), new Types.ObjectId(abandoned.split('/').pop())]) {
        expect(await media.findImage(gone)).toBeNull();
      }
      expect(await media.findImage(b1)).not.toBeNull();
      const favorites = await connection.collection('favorites').find().toArray();
      expect(favorites.map((favorite) => [String(favorite.userId), String(favorite.listingId)])).toEqual([
        [bob.user._id, String(carolListing)],
      ]);
      const reviews = await connection.collection('reviews').find().toArray();
      expect(reviews.map((left) => [String(left.userRef), String(left.listingId)]).sort()).toEqual(
        [
          [carol.user._id, String(bobListing)],
          [bob.user._id, String(carolListing)],
        ].sort(),
      );
      expect(await listings.findOne({ _id: bobListing })).toMatchObject({ rating: 5, numReviews: 1 });
      expect(await listings.findOne({ _id: carolListing })).toMatchObject({ rating: 4, numReviews: 1 });

      await request(api.server()).get('/api/verify-token').set('Cookie', alice.cookie).expect(401);
      await request(api.server()).post('/api/auth/signin').send({ email: alice.email, password: alice.password }).expect(401);
      expect(await connection.collection('account_deletions').countDocuments({ userId: id(alice) })).toBe(0);
    });

    it('logs and records a deletion that fails half-way, keeps the listings it could not clear, and finishes it later', async () => {
      const alice = await createSession(api.app);
      const aliceId = new Types.ObjectId(alice.user._id);
      const photo = await media.storeImage(Buffer.from('webp bytes'), 'image/webp', { owner: alice.user._id, purpose: 'listing' });
      const listings = connection.collection('listings');
      const { insertedId: listing } = await listings.insertOne(listingOf(alice.user._id, 'Alice room by the lake', [imageUrl(photo)]));
      await connection.collection('favorites').insertOne({ userId: new Types.ObjectId(), listingId: listing, createdAt: new Date() });

      // The reviews module's store fails once, while it removes the reviews of Alice's listing.
      const outage = jest
        .spyOn(api.app.get(ReviewsService), 'deleteOfListings')
        .mockRejectedValueOnce(new Error('the store is unavailable'));
      const errorLog = jest.spyOn(Logger.prototype, 'error');
      let logged: unknown[];
      try {
        const response = await asUser(api.app, alice).delete(`/api/user/delete/${alice.user._id}`).expect(200);
        expect(response.body).toEqual({ success: true, message: 'Your account has been deleted.' });
      } finally {
        logged = errorLog.mock.calls.map(([message]) => message);
        errorLog.mockRestore();
        outage.mockRestore();
      }
      expect(logged).toContainEqual(expect.stringContaining(`Deleting user ${alice.user._id} is not finished`));
      expect(logged).toContainEqual(expect.stringContaining('the store is unavailable'));
      expect(await connection.collection('users').countDocuments({ _id: aliceId })).toBe(0);
      // The other handlers ran to their end; the listing stays, to be found again, and the deletion stays on record.
      expect(await media.findImage(photo)).toBeNull();
      expect(await connection.collection('favorites').countDocuments({ listingId: listing })).toBe(0);
      expect(await listings.countDocuments({ _id: listing })).toBe(1);
      expect(await connection.collection('account_deletions').findOne({ userId: aliceId })).toMatchObject({
        failures: 1,
        lastError: expect.stringContaining('the store is unavailable'),
      });

      const deletions = api.app.get(AccountDeletionService);
      // Too recent for the job: its request may still be running.
      expect(await deletions.finishPending()).toBe(0);
      expect(await deletions.finishPending(new Date(Date.now() + RETRY_AFTER_MS))).toBe(1);
      expect(await listings.countDocuments({ _id: listing })).toBe(0);
      expect(await connection.collection('account_deletions').countDocuments({ userId: aliceId })).toBe(0);
    });

    it('finishes a deletion cut off long enough ago in the hourly job, once, on one instance', async () => {
      const bob = await createSession(api.app);
      const bobId = new Types.ObjectId(bob.user._id);
      const deletions = connection.collection('account_deletions');
      // A deletion recorded, then cut off before anything was removed (a crash).
      await deletions.insertOne({ userId: bobId, startedAt: new Date(Date.now() - RETRY_AFTER_MS - 1000), failures: 0, lastError: null });
      await api.app.get(AccountDeletionsRetryJob).tick();
      expect(await connection.collection('users').countDocuments({ _id: bobId })).toBe(0);
      expect(await deletions.countDocuments({ userId: bobId })).toBe(0);
      expect(await connection.collection('job_locks').findOne({ name: ACCOUNT_DELETIONS_JOB })).toMatchObject({
        holder: expect.any(String),
      });
      // Idempotent: run again (the lease released), it finds nothing left to do.
      await connection.collection('job_locks').updateOne({ name: ACCOUNT_DELETIONS_JOB }, { $set: { lockedUntil: new Date(0) } });
      await expect(api.app.get(AccountDeletionsRetryJob).tick()).resolves.toBeUndefined();
      expect(await deletions.countDocuments({ userId: bobId })).toBe(0);
    });

    it("refuses to delete someone else's account unless an admin asks", async () => {
      const [admin, user, victim] = await Promise.all([createSession(api.app), createSession(api.app), createSession(api.app)]);
      const refused = await asUser(api.app, user).delete(`/api/user/delete/${victim.user._id}`).expect(403);
      expect(refused.body).toEqual({
        success: false,
        statusCode: 403,
        code: 'ACCOUNT_DELETE_REFUSED',
        message: 'You can only delete your own account.',
      });
      expect(await connection.collection('users').countDocuments({ email: victim.email })).toBe(1);

      await connection.collection('users').updateOne({ email: admin.email }, { $set: { isAdmin: true } });
      const response = await asUser(api.app, admin).delete(`/api/user/delete/${victim.user._id}`).expect(200);
      expect(response.body).toEqual({ success: true, message: 'The account has been deleted.' });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await connection.collection('users').countDocuments({ email: victim.email })).toBe(0);
      await request(api.server()).get('/api/verify-token').set('Cookie', admin.cookie).expect(200);
      await request(api.server()).get('/api/verify-token').set('Cookie', victim.cookie).expect(401);

      const missing = await asUser(api.app, admin).delete(`/api/user/delete/${new Types.ObjectId().toString()}`).expect(404);
      expect(missing.body.message).toBe('User not found.');
      await request(api.server()).delete(`/api/user/delete/${user.user._id}`).expect(401);
    });
  });
});
