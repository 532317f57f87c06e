import type { NestExpressApplication } from '@nestjs/platform-express';
import { ENGAGEMENT_API_PATHS, type Listing, type Review, type ReviewChange } from '@nivasa/contracts/api';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { type Connection, Types } from 'mongoose';
import request from 'supertest';
import { ListingsRepository } from '../src/listings/listings.repository';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { approvedListing, createAdminSession, createListing, moderate } from './support/listings';

const { reviews: reviewsPath, postReview: postPath, deleteReview: deletePath } = ENGAGEMENT_API_PATHS;

const post = (app: NestExpressApplication, session: Session, listingId: string, body: object) =>
  asUser(app, session).post(postPath(listingId)).send(body);

/** The listing's rating and review count as the listing endpoint serves them. */
async function ratingOf(app: NestExpressApplication, owner: Session, listingId: string) {
  const { body } = await asUser(app, owner).get(`/api/listing/get/${listingId}`).expect(200);
  return { rating: body.rating, numReviews: body.numReviews };
}

const statuses = (responses: request.Response[]) => responses.map((response) => response.status).sort();

describe('the review endpoints', () => {
  const api = useTestApi();
  let connection: Connection;
  let owner: Session;
  let alice: Session;
  let bob: Session;
  let admin: Session;

  beforeAll(async () => {
    connection = connectionOf(api.app);
    [owner, alice, bob, admin] = await Promise.all([
      createSession(api.app),
      createSession(api.app),
      createSession(api.app),
      createAdminSession(api.app),
    ]);
  });

  const visitor = () => request(api.server());
  const reviewsOf = (listingId: string) =>
    connection
      .collection('reviews')
      .find({ listingId: new Types.ObjectId(listingId) })
      .toArray();

  describe('POST /api/reviews/post-review/{listingId}', () => {
    it("stores the review as the session user's, ignoring listingId, userRef and name in the body, and rates the listing", async () => {
      const listing = await approvedListing(api.app, owner);
      const elsewhere = await approvedListing(api.app, owner);
      const response = await post(api.app, alice, listing._id, {
        rating: 4,
        comment: '  Clean, quiet and close to the campus.  ',
        listingId: elsewhere._id,
        userRef: bob.user._id,
        name: 'Someone else',
      }).expect(201);
      const answer = response.body as ReviewChange;
      expect(answer).toEqual({
        success: true,
        message: REVIEW_MESSAGES.posted,
        review: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          listingId: listing._id,
          userRef: alice.user._id,
          name: alice.user.username,
          rating: 4,
          comment: 'Clean, quiet and close to the campus.',
          createdAt: expect.any(String),
        },
        listing: { _id: listing._id, rating: 4, numReviews: 1 },
      });
      expect(await reviewsOf(elsewhere._id)).toHaveLength(0);

      const second = await post(api.app, bob, listing._id, { rating: 5, comment: 'Lovely hosts.' }).expect(201);
      expect(second.body.listing).toEqual({ _id: listing._id, rating: 4.5, numReviews: 2 });
      const third = await post(api.app, admin, listing._id, { rating: 5, comment: 'Checked it myself.' }).expect(201);
      expect(third.body.listing).toEqual({ _id: listing._id, rating: 4.7, numReviews: 3 });
      expect(await ratingOf(api.app, owner, listing._id)).toEqual({ rating: 4.7, numReviews: 3 });
    });

    it("refuses the owner's review of their own listing with 403", async () => {
      const listing = await approvedListing(api.app, owner);
      const response = await post(api.app, owner, listing._id, { rating: 5, comment: 'Best place in town.' }).expect(403);
      expect(response.body).toEqual({ success: false, statusCode: 403, code: 'REVIEW_OWN_LISTING', message: REVIEW_MESSAGES.ownListing });
      expect(await reviewsOf(listing._id)).toHaveLength(0);
    });

    it('refuses a second review by the same user with 409, and keeps the first', async () => {
      const listing = await approvedListing(api.app, owner);
      await post(api.app, alice, listing._id, { rating: 2, comment: 'Noisy at night.' }).expect(201);
      const response = await post(api.app, alice, listing._id, { rating: 5, comment: 'Changed my mind.' }).expect(409);
      expect(response.body).toEqual({
        success: false,
        statusCode: 409,
        code: 'REVIEW_ALREADY_EXISTS',
        message: REVIEW_MESSAGES.alreadyReviewed,
      });
      expect((await reviewsOf(listing._id)).map((review) => review.rating)).toEqual([2]);
      expect(await ratingOf(api.app, owner, listing._id)).toEqual({ rating: 2, numReviews: 1 });
    });

    it('keeps one review of two posted at once by one user: one 201, one 409', async () => {
      const listing = await approvedListing(api.app, owner);
      const responses = await Promise.all([
        post(api.app, bob, listing._id, { rating: 3, comment: 'Fine.' }),
        post(api.app, bob, listing._id, { rating: 5, comment: 'Great.' }),
      ]);
      expect(statuses(responses)).toEqual([201, 409]);
      expect(await reviewsOf(listing._id)).toHaveLength(1);
      expect((await ratingOf(api.app, owner, listing._id)).numReviews).toBe(1);
    });

    it('counts every review of several users posting at once', async () => {
      const listing = await approvedListing(api.app, owner);
      const reviewers = await Promise.all(Array.from({ length: 6 }, () => createSession(api.app)));
      const ratings = [1, 2, 3, 4, 5, 5];
      const responses = await Promise.all(
        reviewers.map((reviewer, index) => post(api.app, reviewer, listing._id, { rating: ratings[index], comment: `Stay ${index}` })),
      );
      expect(statuses(responses)).toEqual(Array<number>(6).fill(201));
      // 20 / 6 = 3.33...
      expect(await ratingOf(api.app, owner, listing._id)).toEqual({ rating: 3.3, numReviews: 6 });
    });

    it('puts the rating right when a count made before another review was in is written last', async () => {
      const listing = await approvedListing(api.app, owner);
      const repository = api.app.get(ListingsRepository);
      const setRating = repository.setRating.bind(repository);
      let reached!: () => void;
      let release!: () => void;
      const firstWriteReached = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      // Alice's first rating write (counted with her review alone) waits until Bob's post is done.
      const delayed = jest.spyOn(repository, 'setRating').mockImplementationOnce(async (...args) => {
        reached();
        await released;
        return setRating(...args);
      });
      try {
        const alicePosted = post(api.app, alice, listing._id, { rating: 4, comment: 'Good.' }).then((response) => response);
        await firstWriteReached;
        await post(api.app, bob, listing._id, { rating: 5, comment: 'Very good.' }).expect(201);
        release();
        expect((await alicePosted).body.listing).toEqual({ _id: listing._id, rating: 4.5, numReviews: 2 });
      } finally {
        delayed.mockRestore();
      }
      expect(await ratingOf(api.app, owner, listing._id)).toEqual({ rating: 4.5, numReviews: 2 });
    });

    it.each([
      ['0', 0],
      ['6', 6],
      ['2.5', 2.5],
      ['the text "5"', '5'],
      ['none', undefined],
    ])('refuses a rating of %s with a field error', async (_what, rating) => {
      const listing = await approvedListing(api.app, owner);
      const response = await post(api.app, alice, listing._id, { rating, comment: 'A comment.' }).expect(400);
      expect(response.body).toEqual({
        success: false,
        statusCode: 400,
        message: REVIEW_MESSAGES.rating,
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: 'rating', message: REVIEW_MESSAGES.rating })],
      });
      expect(await reviewsOf(listing._id)).toHaveLength(0);
    });

    it.each([
      ['missing', undefined],
      ['only spaces', '   '],
      ['not text', 42],
      ['too long', 'a'.repeat(REVIEW_LIMITS.commentMaxLength + 1)],
    ])('refuses a comment that is %s with a field error', async (_what, comment) => {
      const listing = await approvedListing(api.app, owner);
      const response = await post(api.app, alice, listing._id, { rating: 4, comment }).expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'comment', message: REVIEW_MESSAGES.comment })]);
    });

    it('takes a comment of the longest length, and refuses fields it does not know', async () => {
      const listing = await approvedListing(api.app, owner);
      const unknown = await post(api.app, alice, listing._id, { rating: 4, comment: 'Fine.', stars: 5 }).expect(400);
      expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'stars', message: 'property stars should not exist' })]);
      await post(api.app, alice, listing._id, { rating: 4, comment: 'a'.repeat(REVIEW_LIMITS.commentMaxLength) }).expect(201);
    });

    it('refuses visitors with 401 and a cookie write from another site with 403', async () => {
      const listing = await approvedListing(api.app, owner);
      const signedOut = await visitor().post(postPath(listing._id)).send({ rating: 5, comment: 'Nice.' }).expect(401);
      expect(signedOut.body).toEqual({ success: false, statusCode: 401, code: 'SIGN_IN_REQUIRED', message: MESSAGES.tokenMissing });
      const crossSite = await request(api.server())
        .post(postPath(listing._id))
        .set('Cookie', alice.cookie)
        .set('Origin', 'https://elsewhere.example')
        .send({ rating: 5, comment: 'Nice.' })
        .expect(403);
      expect(crossSite.body.message).toBe(AUTH_MESSAGES.crossSiteRefused);
      expect(await reviewsOf(listing._id)).toHaveLength(0);
    });

    it('refuses a review of a listing that is not approved with 409 (the owner hears it is theirs)', async () => {
      const pending = await createListing(api.app, owner);
      const refused = await post(api.app, alice, pending._id, { rating: 4, comment: 'Nice.' }).expect(409);
      expect(refused.body).toEqual({
        success: false,
        statusCode: 409,
        code: 'REVIEW_LISTING_NOT_APPROVED',
        message: REVIEW_MESSAGES.onlyApproved,
      });
      await moderate(api.app, pending._id, { status: 'disapproved' });
      await post(api.app, admin, pending._id, { rating: 4, comment: 'Nice.' }).expect(409);
      const own = await post(api.app, owner, pending._id, { rating: 4, comment: 'Nice.' }).expect(403);
      expect(own.body.message).toBe(REVIEW_MESSAGES.ownListing);
      expect(await reviewsOf(pending._id)).toHaveLength(0);
    });

    it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
      const unknown = await post(api.app, alice, new Types.ObjectId().toHexString(), { rating: 4, comment: 'Nice.' }).expect(404);
      expect(unknown.body.message).toBe(LISTING_MESSAGES.notFound);
      const malformed = await asUser(api.app, alice).post('/api/reviews/post-review/not-an-id').send({ rating: 4, comment: 'Nice.' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid listing id');
    });
  });

  describe('GET /api/reviews/get-review/{listingId}', () => {
    let listing: Listing;
    /** Their names, newest review first. */
    let newestFirst: string[];

    beforeAll(async () => {
      listing = await approvedListing(api.app, owner);
      const reviewers = await Promise.all(Array.from({ length: 7 }, () => createSession(api.app)));
      for (const [index, reviewer] of reviewers.entries()) {
        const { body } = await post(api.app, reviewer, listing._id, { rating: (index % 5) + 1, comment: `Review ${index}` }).expect(201);
        // Minutes apart, so the order does not hang on the clock's resolution.
        await connection
          .collection('reviews')
          .updateOne({ _id: new Types.ObjectId(body.review._id) }, { $set: { createdAt: new Date(Date.UTC(2025, 0, 1, 10, index)) } });
      }
      newestFirst = reviewers.map((reviewer) => reviewer.user.username).reverse();
    });

    const page = (query: string) => visitor().get(`/api/reviews/get-review/${listing._id}${query}`);
    const names = (response: request.Response) => (response.body.reviews as Review[]).map((review) => review.name);

    it("serves five a page, newest first, each with its author's name, to visitors too", async () => {
      const first = await visitor().get(reviewsPath(listing._id, 1)).expect(200);
      expect(names(first)).toEqual(newestFirst.slice(0, 5));
      expect(first.body.reviews[0]).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        listingId: listing._id,
        userRef: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: newestFirst[0],
        rating: 2,
        comment: 'Review 6',
        createdAt: '2025-01-01T10:06:00.000Z',
      });
      expect(names(await visitor().get(reviewsPath(listing._id, 2)).expect(200))).toEqual(newestFirst.slice(5));
      expect((await visitor().get(reviewsPath(listing._id, 3)).expect(200)).body).toEqual({ reviews: [] });
    });

    it('takes no paging for the first page, and a smaller limit', async () => {
      expect(names(await page('').expect(200))).toEqual(newestFirst.slice(0, 5));
      expect(names(await page('?page=2&limit=2').expect(200))).toEqual(newestFirst.slice(2, 4));
    });

    it.each([
      ['?page=0', REVIEW_MESSAGES.page],
      ['?page=abc', REVIEW_MESSAGES.page],
      ['?page=1.5', REVIEW_MESSAGES.page],
      ['?page=1e3', REVIEW_MESSAGES.page],
      [`?page=${REVIEW_LIMITS.maxPage + 1}`, REVIEW_MESSAGES.page],
      ['?page=1&page=2', REVIEW_MESSAGES.page],
      ['?limit=0', REVIEW_MESSAGES.limit],
      [`?limit=${REVIEW_LIMITS.pageSize + 1}`, REVIEW_MESSAGES.limit],
      ['?sort=oldest', 'property sort should not exist'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await page(query).expect(400);
      expect(response.body).toMatchObject({ success: false, statusCode: 400, message });
    });

    it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
      const unknown = await visitor().get(reviewsPath(new Types.ObjectId().toHexString(), 1)).expect(404);
      expect(unknown.body.message).toBe(LISTING_MESSAGES.notFound);
      await visitor().get('/api/reviews/get-review/123?page=1&limit=5').expect(400);
    });

    it("hides a listing's reviews from visitors and other users once it is not approved, but not from its owner and admins", async () => {
      const hidden = await approvedListing(api.app, owner);
      await post(api.app, alice, hidden._id, { rating: 5, comment: 'Before it was hidden.' }).expect(201);
      await moderate(api.app, hidden._id, { status: 'disapproved' });
      for (const response of [
        await visitor().get(reviewsPath(hidden._id, 1)),
        await asUser(api.app, bob).get(reviewsPath(hidden._id, 1)),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, statusCode: 404, code: 'LISTING_NOT_FOUND', message: LISTING_MESSAGES.notFound });
      }
      for (const reader of [owner, admin]) {
        const { body } = await asUser(api.app, reader).get(reviewsPath(hidden._id, 1)).expect(200);
        expect(body.reviews.map((review: Review) => review.comment)).toEqual(['Before it was hidden.']);
      }
    });
  });

  describe('DELETE /api/reviews/delete-review/{reviewId}', () => {
    let listing: Listing;
    let aliceReview: string;
    let bobReview: string;

    beforeAll(async () => {
      listing = await approvedListing(api.app, owner);
      aliceReview = (await post(api.app, alice, listing._id, { rating: 2, comment: 'Too far.' }).expect(201)).body.review._id;
      bobReview = (await post(api.app, bob, listing._id, { rating: 5, comment: 'Perfect.' }).expect(201)).body.review._id;
    });

    it("refuses someone else's review with 403, a visitor with 401, and an unknown one with 404", async () => {
      const refused = await asUser(api.app, bob).delete(deletePath(aliceReview)).expect(403);
      expect(refused.body).toEqual({ success: false, statusCode: 403, code: 'REVIEW_NOT_YOURS', message: REVIEW_MESSAGES.notYours });
      await asUser(api.app, owner).delete(deletePath(aliceReview)).expect(403);
      await visitor().delete(deletePath(aliceReview)).expect(401);
      const unknown = await asUser(api.app, alice).delete(deletePath(new Types.ObjectId().toHexString())).expect(404);
      expect(unknown.body).toEqual({ success: false, statusCode: 404, code: 'REVIEW_NOT_FOUND', message: REVIEW_MESSAGES.notFound });
      const malformed = await asUser(api.app, alice).delete('/api/reviews/delete-review/zzz').expect(400);
      expect(malformed.body.message).toBe('Invalid review id');
      expect(await reviewsOf(listing._id)).toHaveLength(2);
    });

    it('lets the author delete their review, and rates the listing without it', async () => {
      const response = await asUser(api.app, alice).delete(deletePath(aliceReview)).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: REVIEW_MESSAGES.deleted,
        listing: { _id: listing._id, rating: 5, numReviews: 1 },
      });
      expect(await ratingOf(api.app, owner, listing._id)).toEqual({ rating: 5, numReviews: 1 });
      // Gone, so the author may write a new one.
      await post(api.app, alice, listing._id, { rating: 3, comment: 'Second thoughts.' }).expect(201);
      expect(await ratingOf(api.app, owner, listing._id)).toEqual({ rating: 4, numReviews: 2 });
    });

    it("lets an admin delete anyone's review", async () => {
      const response = await asUser(api.app, admin).delete(deletePath(bobReview)).expect(200);
      expect(response.body.listing).toEqual({ _id: listing._id, rating: 3, numReviews: 1 });
      await asUser(api.app, admin).delete(deletePath(bobReview)).expect(404);
    });
  });

  it('rates the listings a reviewer reviewed without their reviews once they delete their account', async () => {
    const [first, second] = [await approvedListing(api.app, owner), await approvedListing(api.app, owner)];
    const leaving = await createSession(api.app);
    await post(api.app, leaving, first._id, { rating: 1, comment: 'Awful.' }).expect(201);
    await post(api.app, leaving, second._id, { rating: 5, comment: 'Great.' }).expect(201);
    await post(api.app, alice, first._id, { rating: 4, comment: 'Good.' }).expect(201);
    await post(api.app, bob, first._id, { rating: 5, comment: 'Very good.' }).expect(201);
    expect(await ratingOf(api.app, owner, first._id)).toEqual({ rating: 3.3, numReviews: 3 });
    expect(await ratingOf(api.app, owner, second._id)).toEqual({ rating: 5, numReviews: 1 });

    await asUser(api.app, leaving).delete(`/api/user/delete/${leaving.user._id}`).expect(200);

    expect(await ratingOf(api.app, owner, first._id)).toEqual({ rating: 4.5, numReviews: 2 });
    expect(await ratingOf(api.app, owner, second._id)).toEqual({ rating: 0, numReviews: 0 });
    const { body } = await visitor().get(reviewsPath(first._id, 1)).expect(200);
    expect(body.reviews.map((review: Review) => review.userRef).sort()).toEqual([alice.user._id, bob.user._id].sort());
  });
});

describe('one review per user and listing on the CongoDB fallback, which does not enforce unique indexes', () => {
  const api = useTestApi({}, { engine: 'congodb' });

  it('keeps one of five reviews posted at once by one user', async () => {
    const [owner, reviewer] = [await createSession(api.app), await createSession(api.app)];
    const listing = await approvedListing(api.app, owner);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => post(api.app, reviewer, listing._id, { rating: index + 1, comment: `Try ${index}` })),
    );
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
    expect(
      await connectionOf(api.app)
        .collection('reviews')
        .countDocuments({ listingId: new Types.ObjectId(listing._id) }),
    ).toBe(1);
    expect((await ratingOf(api.app, owner, listing._id)).numReviews).toBe(1);
  });
});
