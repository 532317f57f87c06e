import type { Listing } from '@nivasa/contracts/api';
import type request from 'supertest';
import { newAccount, type Session } from './accounts';
import {
  type Actor,
  clientOf,
  type Client,
  type Credentials,
  emailChangeToken,
  freshListing,
  identityProviderSignIn,
  newSessionOf,
  phoneCode,
  uniquePhoneNumber,
  quickSession,
  resetToken,
  type SignedInActor,
  type World,
} from './actors';
import { listingInput, photo, uploadListingImage } from './listings';
import { SavedSearchAlertsService } from '../../src/saved-searches/saved-search-alerts.service';
import { Types } from 'mongoose';

/** What one request names and who the actors are for it: the world's, unless the case made its own. */
export interface Scene extends Record<SignedInActor, Session> {
  /** The listing the route names. */
  listing: Listing;
  reviewId?: string;
  /** An enquiry thread between the user (its seeker) and the owner (the listing's). */
  threadId?: string;
  /** A mailed link's token. */
  token?: string;
  idToken?: string;
  /** An image the acting user uploaded, for a new listing. */
  imageUrl?: string;
  upload?: Buffer;
  /** The owner's saved search the route names. */
  savedSearchId?: string;
  /** More cookies the request carries (an identity-provider attempt's). */
  cookies?: string[];
  /** A resumable upload the owner started (its path, `/api/uploads/<id>`). */
  uploadPath?: string;
}

export type Statuses = Record<Actor, number>;

export interface RouteCase {
  /** What the route is asked about, when the route has more than one case. */
  about?: string;
  expect: Statuses;
  /**
   * Makes what one request uses up or changes (a listing to delete, a token, a session to end),
   * fresh for each actor; a case without it uses the world's, which its request leaves as it was.
   */
  arrange?: (world: World, actor: Actor) => Promise<Partial<Scene>>;
  /** A request that passes validation, so a refusal is about who asks. */
  send: (client: Client, scene: Scene, world: World) => request.Test;
}

const TUS = { 'Tus-Resumable': '1.0.0' };
const TUS_LISTING = `purpose ${Buffer.from('listing').toString('base64')}`;

/** A resumable upload of 1,000 bytes the session starts; its path. */
async function startResumableUpload(app: World['app'], session: Session): Promise<string> {
  const response = await clientOf(app, session)
    .post('/api/uploads')
    .set(TUS)
    .set('Upload-Length', '1000')
    .set('Upload-Metadata', TUS_LISTING);
  if (response.status !== 201) throw new Error(`A resumable upload could not start: ${response.status} ${response.text}`);
  return response.headers.location as string;
}

/** An owner of their own for each case, so the uploads the walk leaves unfinished never reach one user's limit. */
async function ownersResumableUpload(world: World): Promise<Partial<Scene>> {
  const owner = await quickSession(world);
  return { owner, uploadPath: await startResumableUpload(world.app, owner) };
}

const by = (visitor: number, user: number, owner: number, admin: number): Statuses => ({ visitor, user, owner, admin });
const everyone = (status: number) => by(status, status, status, status);
const signedIn = by(401, 200, 200, 200);
const adminsOnly = by(401, 403, 403, 200);
/** The owner's and admins' alone; anyone else is refused, a visitor as unknown. */
const ownerOrAdmin = (status: number) => by(401, 403, status, status);
/** A listing that is not approved is, for anyone but its owner and admins, as if it did not exist. */
const seenByOwnerAndAdmins = by(404, 404, 200, 200);

const freshAccount = async (world: World) => ({ owner: await quickSession(world) });
const freshPendingListing = async (world: World) => ({
  listing: await freshListing(world, world.owner, { status: 'pending', featured: false }),
});
const freshApprovedListing = async (world: World) => ({ listing: await freshListing(world, world.owner) });
const review = { rating: 4, comment: 'Quiet and clean, just as the photos show.' };
/**
 * A saved search of a fresh owner (a user keeps at most 20, and the suites walk the routes many
 * times): the owner's alone; any other user's, an admin's too, as if it did not exist.
 */
const freshSavedSearch = async (world: World) => {
  const owner = await quickSession(world);
  const saved = await clientOf(world.app, owner)
    .post('/api/saved-searches')
    .send({ query: 'type=annex&district=Colombo', frequency: 'daily' })
    .expect(201);
  return { owner, savedSearchId: saved.body.savedSearch._id as string };
};
/** The unsubscribe token an alert mail of a fresh saved search carries: it works for whoever holds it, signed in or not. */
const freshUnsubscribeToken = async (world: World) => {
  const { savedSearchId } = await freshSavedSearch(world);
  return { token: world.app.get(SavedSearchAlertsService).unsubscribeTokenOf(new Types.ObjectId(savedSearchId)) };
};
/** Each actor a fresh account, for the same reason. */
const freshActor = async (world: World, actor: Actor) =>
  actor === 'visitor' ? {} : { [actor]: await quickSession(world, { isAdmin: actor === 'admin' }) };
const enquiry = (listing: Listing) => ({ listingId: listing._id, message: 'Is it still available? When can I visit?' });
/** The user's thread about the owner's approved listing: one per seeker and listing, so each arrangement adds a message to it. */
const enquiryThread = async (world: World) => {
  const { body } = await clientOf(world.app, world.user).post('/api/enquiries').send(enquiry(world.approved)).expect(201);
  return { threadId: (body as { threadId: string }).threadId };
};
/**
 * A thread of its own for a request that changes it for good (blocks it, reports it): a fresh
 * seeker's, acting as the user, about a fresh listing of the owner's.
 */
const freshEnquiryThread = async (world: World) => {
  const [user, listing] = await Promise.all([quickSession(world), freshListing(world, world.owner)]);
  const { body } = await clientOf(world.app, user).post('/api/enquiries').send(enquiry(listing)).expect(201);
  return { user, listing, threadId: (body as { threadId: string }).threadId };
};
/** A fresh thread its seeker reported: what a moderator may read. */
const reportedEnquiryThread = async (world: World) => {
  const scene = await freshEnquiryThread(world);
  await clientOf(world.app, scene.user).post(`/api/enquiries/${scene.threadId}/report`).send({ reason: 'scam' }).expect(200);
  return scene;
};

/**
 * Every route of the API, with a valid request for it and the status each actor gets: the
 * authorisation table. The security suites walk it (authorisation, CSRF, headers, response
 * fields); each asserts its keys are exactly the routes the app serves.
 */
export const ROUTE_WALK: Record<string, RouteCase[]> = {
  'GET /api/health': [{ expect: everyone(200), send: (as) => as.get('/api/health') }],
  'GET /api/docs/openapi.json': [{ expect: everyone(200), send: (as) => as.get('/api/docs/openapi.json') }],
  'GET /api/docs': [{ expect: everyone(200), send: (as) => as.get('/api/docs') }],

  // Accounts and sessions.
  'POST /api/auth/signup': [{ expect: everyone(201), send: (as) => as.post('/api/auth/signup').send(newAccount()) }],
  'POST /api/auth/signin': [
    {
      expect: everyone(200),
      send: (as, _scene, world) => as.post('/api/auth/signin').send({ email: world.landlord.email, password: world.landlord.password }),
    },
  ],
  'POST /api/auth/signout': [
    {
      expect: everyone(200),
      // Signing out ends the session it is sent with: a new one of the actor's account.
      arrange: async (world, actor) => (actor === 'visitor' ? {} : { [actor]: await newSessionOf(world, world[actor]) }),
      send: (as) => as.post('/api/auth/signout'),
    },
  ],
  'GET /api/auth/google/start': [{ expect: everyone(200), send: (as) => as.get('/api/auth/google/start') }],
  'POST /api/auth/google': [
    {
      expect: everyone(200),
      arrange: async (world) => {
        const { idToken, nonceCookie } = await identityProviderSignIn(world, newAccount().email);
        return { idToken, cookies: [nonceCookie] };
      },
      send: (as, scene) => as.post('/api/auth/google').send({ idToken: scene.idToken }),
    },
  ],
  // A visitor is told there is no session (user null), not refused.
  'GET /api/verify-token': [{ expect: everyone(200), send: (as) => as.get('/api/verify-token') }],
  'POST /api/forgot-password': [
    { expect: everyone(200), send: (as, _scene, world) => as.post('/api/forgot-password').send({ email: world.landlord.email }) },
  ],
  'POST /api/reset-password/:token': [
    {
      // The token is the credential: whoever holds it, signed in or not.
      expect: everyone(200),
      arrange: async (world) => {
        const { owner } = await freshAccount(world);
        return { owner, token: await resetToken(world, owner) };
      },
      send: (as, scene) => as.post(`/api/reset-password/${scene.token}`).send({ newPassword: 'a new horse battery staple' }),
    },
  ],
  'POST /api/user/confirm-email/:token': [
    {
      expect: everyone(200),
      arrange: async (world) => {
        const { owner } = await freshAccount(world);
        return { owner, token: (await emailChangeToken(world, owner)).token };
      },
      send: (as, scene) => as.post(`/api/user/confirm-email/${scene.token}`),
    },
  ],
  'POST /api/user/update/:userId': [
    {
      // Only the account's own user: an admin may delete an account but not edit it.
      expect: by(401, 403, 200, 403),
      send: (as, scene) => as.post(`/api/user/update/${scene.owner.user._id}`).send({ number: '077 765 4321' }),
    },
  ],
  'DELETE /api/user/delete/:userId': [
    { expect: ownerOrAdmin(200), arrange: freshAccount, send: (as, scene) => as.delete(`/api/user/delete/${scene.owner.user._id}`) },
  ],
  // A fresh account for each actor: a code is sent once a minute, and a verified phone is not sent another.
  'POST /api/user/phone/send-code': [
    {
      expect: signedIn,
      arrange: async (world, actor) => (actor === 'visitor' ? {} : { [actor]: await quickSession(world, { isAdmin: actor === 'admin' }) }),
      send: (as) => as.post('/api/user/phone/send-code'),
    },
  ],
  'POST /api/user/phone/verify': [
    {
      expect: signedIn,
      arrange: async (world, actor) => {
        if (actor === 'visitor') return {};
        // A number of its own: the actors are arranged at once, and each reads its own code.
        const session = await quickSession(world, { isAdmin: actor === 'admin', number: uniquePhoneNumber() });
        return { [actor]: session, token: await phoneCode(world, session) };
      },
      send: (as, scene) => as.post('/api/user/phone/verify').send({ code: scene.token ?? '123456' }),
    },
  ],
  'GET /api/user/:userRef': [
    { about: 'an advertiser (an approved listing)', expect: signedIn, send: (as, scene) => as.get(`/api/user/${scene.owner.user._id}`) },
    {
      about: 'someone with only a pending listing',
      expect: by(401, 404, 404, 404),
      arrange: async (world) => ({ owner: world.newcomer }),
      send: (as, scene) => as.get(`/api/user/${scene.owner.user._id}`),
    },
  ],

  // Images.
  'POST /api/images': [
    {
      expect: by(401, 201, 201, 201),
      arrange: async () => ({ upload: await photo() }),
      send: (as, scene) => as.post('/api/images?purpose=avatar').attach('image', scene.upload!, 'me.jpg'),
    },
  ],
  'GET /api/images/:id': [{ expect: everyone(200), send: (as, scene) => as.get(scene.listing.imageUrls[0]!) }],

  // Listings.
  'POST /api/listing/create': [
    {
      expect: by(401, 201, 201, 201),
      // The images must be the actor's own uploads.
      arrange: async (world, actor) => ({
        imageUrl: actor === 'visitor' ? world.approved.imageUrls[0] : await uploadListingImage(world.app, world[actor]),
      }),
      send: (as, scene) => as.post('/api/listing/create').send(listingInput([scene.imageUrl!])),
    },
  ],
  'POST /api/listing/update/:id': [
    {
      expect: ownerOrAdmin(200),
      arrange: freshApprovedListing,
      send: (as, { listing }) =>
        as.post(`/api/listing/update/${listing._id}`).send(listingInput(listing.imageUrls, { name: 'Bright room near Peradeniya campus' })),
    },
  ],
  'DELETE /api/listing/delete/:id': [
    {
      expect: ownerOrAdmin(200),
      arrange: freshApprovedListing,
      send: (as, { listing }) => as.delete(`/api/listing/delete/${listing._id}`),
    },
  ],
  'GET /api/listing/get': [
    { about: 'by district and rent', expect: everyone(200), send: (as) => as.get('/api/listing/get?district=Kandy&sort=rent&order=asc') },
    {
      about: 'near a place, by distance, within a view',
      expect: everyone(200),
      send: (as) => as.get('/api/listing/get?near=university-of-moratuwa&radiusKm=10&sort=distance&bbox=79.8,6.7,80,6.9'),
    },
  ],
  'GET /api/listing/get/:id': [
    { about: 'an approved listing', expect: everyone(200), send: (as, { listing }) => as.get(`/api/listing/get/${listing._id}`) },
    {
      about: 'a pending listing',
      expect: seenByOwnerAndAdmins,
      arrange: async (world) => ({ listing: world.pending }),
      send: (as, { listing }) => as.get(`/api/listing/get/${listing._id}`),
    },
  ],
  'GET /api/user/listings/:userId': [
    { expect: ownerOrAdmin(200), send: (as, scene) => as.get(`/api/user/listings/${scene.owner.user._id}`) },
  ],
  'GET /api/listing/home': [{ expect: everyone(200), send: (as) => as.get('/api/listing/home') }],
  'GET /api/listing/sitemap': [{ expect: everyone(200), send: (as) => as.get('/api/listing/sitemap') }],

  // Places: the gazetteer is public.
  'GET /api/places': [{ expect: everyone(200), send: (as) => as.get('/api/places?q=wellawatte') }],
  'GET /api/places/:id': [
    { about: 'a place', expect: everyone(200), send: (as) => as.get('/api/places/wellawatte') },
    { about: 'no place', expect: everyone(404), send: (as) => as.get('/api/places/nowhere') },
  ],

  // Moderation: admins alone; the listing's owner is no moderator.
  'GET /api/listing/pending': [{ expect: adminsOnly, send: (as) => as.get('/api/listing/pending') }],
  'GET /api/listing/get-total': [{ expect: adminsOnly, send: (as) => as.get('/api/listing/get-total') }],
  'GET /api/admin/analytics': [{ expect: adminsOnly, send: (as) => as.get('/api/admin/analytics') }],
  'GET /api/admin/audit': [{ expect: adminsOnly, send: (as) => as.get('/api/admin/audit?page=1') }],
  'PATCH /api/listing/approve/:id': [
    {
      expect: adminsOnly,
      arrange: freshPendingListing,
      send: (as, { listing }) =>
        as.patch(`/api/listing/approve/${listing._id}`).send({ reason: 'Clear photos and a full address.', revision: listing.revisionId }),
    },
  ],
  'PATCH /api/listing/disapprove/:id': [
    {
      expect: adminsOnly,
      arrange: freshPendingListing,
      send: (as, { listing }) => as.patch(`/api/listing/disapprove/${listing._id}`).send({ reason: 'The photos show another house.' }),
    },
  ],
  'PATCH /api/listing/featured/:id': [
    {
      expect: adminsOnly,
      arrange: freshApprovedListing,
      send: (as, { listing }) => as.patch(`/api/listing/featured/${listing._id}`),
    },
  ],
  'PATCH /api/listing/remove-featured/:id': [
    {
      expect: adminsOnly,
      arrange: async (world) => ({ listing: await freshListing(world, world.owner, { status: 'approved', featured: true }) }),
      send: (as, { listing }) => as.patch(`/api/listing/remove-featured/${listing._id}`),
    },
  ],

  // Reviews: the owner of a listing does not review it; the owner of a review is its author.
  'GET /api/reviews/get-review/:listingId': [
    { about: 'an approved listing', expect: everyone(200), send: (as, { listing }) => as.get(`/api/reviews/get-review/${listing._id}`) },
    {
      about: 'a pending listing',
      expect: seenByOwnerAndAdmins,
      arrange: async (world) => ({ listing: world.pending }),
      send: (as, { listing }) => as.get(`/api/reviews/get-review/${listing._id}`),
    },
  ],
  'POST /api/reviews/post-review/:listingId': [
    {
      about: 'an approved listing',
      expect: by(401, 201, 403, 201),
      arrange: freshApprovedListing,
      send: (as, { listing }) => as.post(`/api/reviews/post-review/${listing._id}`).send(review),
    },
    {
      about: 'a pending listing',
      expect: by(401, 409, 403, 409),
      arrange: async (world) => ({ listing: world.pending }),
      send: (as, { listing }) => as.post(`/api/reviews/post-review/${listing._id}`).send(review),
    },
  ],
  'DELETE /api/reviews/delete-review/:reviewId': [
    {
      expect: ownerOrAdmin(200),
      arrange: async (world) => {
        const listing = await freshListing(world, world.landlord);
        const posted = await clientOf(world.app, world.owner).post(`/api/reviews/post-review/${listing._id}`).send(review).expect(201);
        return { listing, reviewId: posted.body.review._id as string };
      },
      send: (as, scene) => as.delete(`/api/reviews/delete-review/${scene.reviewId}`),
    },
  ],

  // Favourites are private: the owner is the user whose favourites they are, and admins are refused too.
  'POST /api/user/favorites': [
    {
      about: 'an approved listing',
      expect: by(401, 403, 200, 403),
      send: (as, scene) => as.post('/api/user/favorites').send({ listingId: scene.listing._id, userId: scene.owner.user._id }),
    },
    {
      about: 'a pending listing',
      expect: by(401, 403, 409, 403),
      arrange: async (world) => ({ listing: world.pending }),
      send: (as, scene) => as.post('/api/user/favorites').send({ listingId: scene.listing._id, userId: scene.owner.user._id }),
    },
  ],
  'DELETE /api/user/remove-favorites': [
    {
      expect: by(401, 403, 200, 403),
      send: (as, scene) => as.delete('/api/user/remove-favorites').send({ listingId: scene.listing._id, userId: scene.owner.user._id }),
    },
  ],
  'GET /api/user/get-favorites/:userId': [
    { expect: by(401, 403, 200, 403), send: (as, scene) => as.get(`/api/user/get-favorites/${scene.owner.user._id}`) },
  ],
  // Reports: anyone signed in but the owner; the queue, decisions and blocks are the admins'.
  'POST /api/listing/report/:id': [
    {
      expect: by(401, 200, 403, 200),
      arrange: freshApprovedListing,
      send: (as, { listing }) =>
        as.post(`/api/listing/report/${listing._id}`).send({ reason: 'wrong-details', details: 'The rent is higher.' }),
    },
  ],
  'GET /api/admin/reports': [{ expect: adminsOnly, send: (as) => as.get('/api/admin/reports?page=1') }],
  'PATCH /api/admin/reports/:id': [
    {
      about: 'a listing a user reported',
      expect: adminsOnly,
      arrange: async (world) => {
        const { listing } = await freshApprovedListing(world);
        await clientOf(world.app, world.user)
          .post(`/api/listing/report/${listing._id}`)
          .send({ reason: 'wrong-details', details: 'The rent is higher.' })
          .expect(200);
        return { listing };
      },
      send: (as, { listing }) => as.patch(`/api/admin/reports/${listing._id}`).send({ action: 'dismiss' }),
    },
    {
      about: 'a listing with no open reports',
      expect: by(401, 403, 403, 409),
      arrange: freshApprovedListing,
      send: (as, { listing }) => as.patch(`/api/admin/reports/${listing._id}`).send({ action: 'dismiss' }),
    },
  ],
  'POST /api/admin/users/:id/block': [
    {
      expect: adminsOnly,
      // A fresh account to block as the user actor: the admin blocks it, the others are refused first.
      arrange: async (world) => ({ user: await quickSession(world) }),
      send: (as, scene) => as.post(`/api/admin/users/${scene.user.user._id}/block`),
    },
  ],
  'POST /api/admin/users/:id/unblock': [
    {
      expect: adminsOnly,
      arrange: async (world) => ({ user: await quickSession(world) }),
      send: (as, scene) => as.post(`/api/admin/users/${scene.user.user._id}/unblock`),
    },
  ],
  // Fresh listings: only the owner can say the place is still on offer.
  'POST /api/listing/renew/:id': [
    {
      expect: by(401, 403, 200, 403),
      send: (as, { listing }) => as.post(`/api/listing/renew/${listing._id}`),
    },
  ],
  // Saved searches: each user's own; someone else's, an admin's look included, is not found.
  'GET /api/saved-searches': [{ expect: signedIn, send: (as) => as.get('/api/saved-searches') }],
  'POST /api/saved-searches': [
    {
      expect: by(401, 201, 201, 201),
      arrange: freshActor,
      send: (as) => as.post('/api/saved-searches').send({ query: 'type=annex&district=Colombo&maxPrice=40000', frequency: 'instant' }),
    },
  ],
  'PATCH /api/saved-searches/:id': [
    {
      expect: by(401, 404, 200, 404),
      arrange: freshSavedSearch,
      send: (as, scene) => as.patch(`/api/saved-searches/${scene.savedSearchId}`).send({ name: 'Annexes near work', paused: true }),
    },
  ],
  'DELETE /api/saved-searches/:id': [
    {
      expect: by(401, 404, 200, 404),
      arrange: freshSavedSearch,
      send: (as, scene) => as.delete(`/api/saved-searches/${scene.savedSearchId}`),
    },
  ],
  // The alert mail's one-click unsubscribe: the signed token decides, not who asks.
  'POST /api/saved-searches/unsubscribe': [
    {
      about: 'a token of ours',
      expect: everyone(200),
      arrange: freshUnsubscribeToken,
      send: (as, scene) => as.post(`/api/saved-searches/unsubscribe?token=${scene.token}`).type('form').send('List-Unsubscribe=One-Click'),
    },
    {
      about: 'a forged token',
      expect: everyone(400),
      send: (as) => as.post(`/api/saved-searches/unsubscribe?token=${'0'.repeat(24)}.${'A'.repeat(43)}`).send({}),
    },
  ],
  // Enquiries: a thread is its seeker's (the user) and its listing owner's alone; an admin is told 404 like anyone else.
  'POST /api/enquiries': [
    {
      about: 'a public listing',
      expect: by(401, 201, 403, 201),
      send: (as, { listing }) => as.post('/api/enquiries').send(enquiry(listing)),
    },
    {
      about: 'a pending listing',
      expect: by(401, 409, 403, 409),
      arrange: async (world) => ({ listing: world.pending }),
      send: (as, { listing }) => as.post('/api/enquiries').send(enquiry(listing)),
    },
  ],
  'GET /api/enquiries': [{ expect: signedIn, send: (as) => as.get('/api/enquiries') }],
  'GET /api/enquiries/:threadId': [
    { expect: by(401, 200, 200, 404), arrange: enquiryThread, send: (as, scene) => as.get(`/api/enquiries/${scene.threadId}`) },
  ],
  'POST /api/enquiries/:threadId/messages': [
    {
      expect: by(401, 201, 201, 404),
      arrange: enquiryThread,
      send: (as, scene) => as.post(`/api/enquiries/${scene.threadId}/messages`).send({ message: 'Yes, it is. Come on Saturday.' }),
    },
  ],
  'GET /api/enquiries/unread': [{ expect: signedIn, send: (as) => as.get('/api/enquiries/unread') }],
  // Only the owner's side shares a phone number: the seeker is refused 403.
  'POST /api/enquiries/:threadId/share-phone': [
    {
      expect: by(401, 403, 200, 404),
      arrange: enquiryThread,
      send: (as, scene) => as.post(`/api/enquiries/${scene.threadId}/share-phone`),
    },
  ],
  'POST /api/enquiries/:threadId/block': [
    { expect: by(401, 200, 200, 404), arrange: freshEnquiryThread, send: (as, scene) => as.post(`/api/enquiries/${scene.threadId}/block`) },
  ],
  'POST /api/enquiries/:threadId/report': [
    {
      expect: by(401, 200, 200, 404),
      arrange: freshEnquiryThread,
      send: (as, scene) =>
        as.post(`/api/enquiries/${scene.threadId}/report`).send({ reason: 'asked-for-advance', details: 'Wanted a deposit first.' }),
    },
  ],
  // Moderators read reported threads alone; the thread's own people are refused here as non-admins.
  'GET /api/admin/enquiries/reported': [{ expect: adminsOnly, send: (as) => as.get('/api/admin/enquiries/reported') }],
  'GET /api/admin/enquiries/:threadId': [
    { expect: adminsOnly, arrange: reportedEnquiryThread, send: (as, scene) => as.get(`/api/admin/enquiries/${scene.threadId}`) },
  ],

  // Resumable uploads (tus): only the one who started an upload may see, continue or drop it.
  'POST /api/uploads': [
    {
      expect: by(401, 201, 201, 201),
      send: (as) => as.post('/api/uploads').set(TUS).set('Upload-Length', '1000').set('Upload-Metadata', TUS_LISTING),
    },
  ],
  'HEAD /api/uploads/:id': [
    {
      expect: by(401, 404, 200, 404),
      arrange: ownersResumableUpload,
      send: (as, scene) => as.head(scene.uploadPath!).set(TUS),
    },
  ],
  'PATCH /api/uploads/:id': [
    {
      expect: by(401, 404, 204, 404),
      arrange: ownersResumableUpload,
      send: (as, scene) =>
        as
          .patch(scene.uploadPath!)
          .set(TUS)
          .set('Upload-Offset', '0')
          .set('Content-Type', 'application/offset+octet-stream')
          .send(Buffer.alloc(10)),
    },
  ],
  'DELETE /api/uploads/:id': [
    {
      expect: by(401, 404, 204, 404),
      arrange: ownersResumableUpload,
      send: (as, scene) => as.delete(scene.uploadPath!).set(TUS),
    },
  ],
};

/** `METHOD /path` of a case, with what it is about when the route has several. */
export const caseName = (key: string, routeCase: RouteCase) => (routeCase.about ? `${key} (${routeCase.about})` : key);

/** The signed-in actor a case succeeds for: the owner where the owner may, else an admin, else any user; none when it is refused to all. */
export function allowedActor(routeCase: RouteCase): SignedInActor | undefined {
  return (['owner', 'admin', 'user'] as const).find((candidate) => routeCase.expect[candidate] < 300);
}

/** Every case of the walk, in order. */
export const ROUTE_CASES = Object.entries(ROUTE_WALK).flatMap(([key, cases]) => cases.map((routeCase) => ({ key, routeCase })));

/** The case's scene for one actor: what it arranges, over the world's accounts and approved listing. */
export async function arrangeScene(world: World, routeCase: RouteCase, actor: Actor): Promise<Scene> {
  const base: Scene = { user: world.user, owner: world.owner, admin: world.admin, listing: world.approved };
  return { ...base, ...(await routeCase.arrange?.(world, actor)) };
}

/** Sends the case's request as the actor, in the scene, with the credentials given (the session's cookie and the site's Origin by default). */
export function sendCase(world: World, routeCase: RouteCase, actor: Actor, scene: Scene, credentials: Credentials = {}): request.Test {
  const session = actor === 'visitor' ? undefined : scene[actor];
  const cookies = [...(credentials.cookies ?? []), ...(scene.cookies ?? [])];
  return routeCase.send(clientOf(world.app, session, { ...credentials, cookies }), scene, world);
}

/** Arranges and sends in one go. */
export async function walkCase(world: World, routeCase: RouteCase, actor: Actor, credentials: Credentials = {}): Promise<request.Response> {
  return sendCase(world, routeCase, actor, await arrangeScene(world, routeCase, actor), credentials);
}
