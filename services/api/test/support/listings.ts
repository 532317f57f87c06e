import type { NestExpressApplication } from '@nestjs/platform-express';
import type { HomeListings, Listing, ListingInput, SitemapListings } from '@nivasa/contracts/api';
import { type Connection, Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { ListingsRepository, type NewListing } from '../../src/listings/listings.repository';
import { asUser, createSession, type Session } from './accounts';
import { connectionOf } from './harness';

let shade = 0;

/** A small JPEG of its own colour each time. */
export async function photo(): Promise<Buffer> {
  shade = (shade + 37) % 256;
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

/** Uploads a listing image as the user; its `/api/images/<id>` address. */
export async function uploadListingImage(app: NestExpressApplication, session: Session): Promise<string> {
  const response = await asUser(app, session)
    .post('/api/images?purpose=listing')
    .attach('image', await photo(), 'room.jpg')
    .expect(201);
  return response.body.url as string;
}

/** A valid create body with the given images; pass fields to override. */
export function listingInput(imageUrls: string[], overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    name: 'Quiet room near Peradeniya campus',
    description: 'A bright room with a desk, five minutes from the university gate.',
    rules: 'No smoking.',
    address: '12 Galaha Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type: 'singleroom',
    rentType: 'monthly',
    bedrooms: 1,
    bathrooms: 1,
    beds: 1,
    rent: 25_000,
    area: 120,
    parking: false,
    furnished: true,
    kitchen: false,
    hotwater: true,
    aircondition: false,
    imageUrls,
    ...overrides,
  };
}

/** Creates a listing as the user through the API, with one fresh image unless given; the stored listing. */
export async function createListing(
  app: NestExpressApplication,
  session: Session,
  overrides: Partial<ListingInput> = {},
): Promise<Listing> {
  const imageUrls = overrides.imageUrls ?? [await uploadListingImage(app, session)];
  const response = await asUser(app, session).post('/api/listing/create').send(listingInput(imageUrls, overrides)).expect(201);
  return response.body.listing as Listing;
}

let stored = 0;

/**
 * A listing of the owner's as the listings endpoints store it (a pending annex, made now, with an
 * image nobody uploaded), its id chosen here; pass fields to override. Store it with insertListings.
 */
export function storedListing(owner: Session, overrides: Partial<NewListing> = {}): NewListing & { _id: Types.ObjectId } {
  stored += 1;
  const createdAt = overrides.createdAt ?? new Date();
  return {
    _id: new Types.ObjectId(),
    name: `Quiet annex number ${stored}`,
    description: 'Two rooms and a garden near the lake.',
    address: '12 Lake Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type: 'annex',
    rentType: 'monthly',
    bedrooms: 2,
    bathrooms: 1,
    beds: 1,
    rent: 45_000,
    area: 600,
    parking: true,
    furnished: false,
    kitchen: true,
    hotwater: false,
    aircondition: false,
    imageUrls: ['/api/images/64b7f0c2a1b2c3d4e5f60719'],
    userRef: new Types.ObjectId(owner.user._id),
    ...overrides,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Stores the listings through the listings module, as the app would (quicker than a create each); their ids. */
export async function insertListings(app: NestExpressApplication, listings: (NewListing & { _id: Types.ObjectId })[]): Promise<string[]> {
  await app.get(ListingsRepository).insertMany(listings);
  return listings.map((listing) => listing._id.toString());
}

/** Sets a listing's moderation fields straight in the database (the moderation endpoints are another module's). */
export async function moderate(
  app: NestExpressApplication,
  listingId: string,
  fields: { status?: Listing['status']; featured?: boolean; statusReason?: string; createdAt?: Date },
): Promise<void> {
  await listingsCollection(connectionOf(app)).updateOne({ _id: new Types.ObjectId(listingId) }, { $set: fields });
}

/** A listing of the owner's, approved by moderators, as a visitor reads it. */
export async function approvedListing(app: NestExpressApplication, owner: Session): Promise<Listing> {
  const { _id } = await createListing(app, owner);
  await moderate(app, _id, { status: 'approved' });
  const { isOwner: _isOwner, ...listing } = (await request(app.getHttpServer()).get(`/api/listing/get/${_id}`).expect(200)).body;
  return listing as Listing;
}

/**
 * The id of the listing's content as stored, which approving names (read past the API, so it is
 * no request); a listing stored without one goes by its own id, as the API answers it.
 */
export async function revisionOf(app: NestExpressApplication, listingId: string): Promise<string> {
  const listing = await listingsCollection(connectionOf(app)).findOne({ _id: new Types.ObjectId(listingId) });
  return String(listing!.revisionId ?? listing!._id);
}

export function listingsCollection(connection: Connection) {
  return connection.collection('listings');
}

/** A new account made an admin; its session (the user is read fresh on every request). */
export async function createAdminSession(app: NestExpressApplication): Promise<Session> {
  const session = await createSession(app);
  await connectionOf(app)
    .collection('users')
    .updateOne({ _id: new Types.ObjectId(session.user._id) }, { $set: { isAdmin: true } });
  return { ...session, user: { ...session.user, isAdmin: true } };
}

/** Where a visitor finds the listing: its page's status, and whether search, home and the sitemap list it. */
export async function publicPlaces(app: NestExpressApplication, listingId: string) {
  const visitor = request(app.getHttpServer());
  const page = (await visitor.get(`/api/listing/get/${listingId}`)).status;
  const search = ((await visitor.get('/api/listing/get?limit=50').expect(200)).body as Listing[]).some((l) => l._id === listingId);
  const home = (await visitor.get('/api/listing/home').expect(200)).body as HomeListings;
  const onHome = [...home.featured, ...home.recent.flatMap((group) => group.listings)].some((l) => l._id === listingId);
  const sitemap = ((await visitor.get('/api/listing/sitemap').expect(200)).body as SitemapListings).listings.some(
    (l) => l._id === listingId,
  );
  return { page, search, home: onHome, sitemap };
}
/** publicPlaces of a listing every visitor sees, and of one none does. */
export const SHOWN = { page: 200, search: true, home: true, sitemap: true };
export const HIDDEN = { page: 404, search: false, home: false, sitemap: false };
