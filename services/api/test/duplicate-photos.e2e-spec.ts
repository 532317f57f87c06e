import type { Listing } from '@nivasa/contracts/api';
import sharp from 'sharp';
import { imageIdFromUrl } from '../src/media/media.service';
import { PhotoHashBackfillJob } from '../src/media/photo-hash-backfill.job';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, useTestApi } from './support/harness';
import { createAdminSession, createListing } from './support/listings';
import { mirrored, recompressed, scenePhoto } from './support/scene-photos';

describe('duplicate photos', () => {
  const api = useTestApi();
  let admin: Session;

  beforeAll(async () => {
    admin = await createAdminSession(api.app);
  });

  const upload = async (session: Session, photo: Buffer): Promise<string> =>
    (await asUser(api.app, session).post('/api/images?purpose=listing').attach('image', photo, 'room.jpg').expect(201)).body.url as string;

  /** A pending listing of the owner's showing these photos, uploaded by them; its id and addresses. */
  const listingWith = async (session: Session, photos: Buffer[]) => {
    const imageUrls: string[] = [];
    for (const photo of photos) imageUrls.push(await upload(session, photo));
    return { id: (await createListing(api.app, session, { imageUrls }))._id, imageUrls };
  };

  /** The listing as the moderators' pending queue shows it. */
  const pendingItem = async (id: string): Promise<Listing> => {
    const pending = (await asUser(api.app, admin).get('/api/listing/pending?limit=50').expect(200)).body as Listing[];
    const item = pending.find((listing) => listing._id === id);
    if (!item) throw new Error(`listing ${id} is not pending`);
    return item;
  };

  it("flags a listing showing another owner's photo, as it is, mirrored or recompressed, both ways round", async () => {
    const [a, b, c] = await Promise.all([createSession(api.app), createSession(api.app), createSession(api.app)]);
    const photo = await scenePhoto(11);
    const original = await listingWith(a, [await scenePhoto(12), photo]);
    const copy = await listingWith(b, [photo]);
    const altered = await listingWith(c, [await mirrored(photo), await recompressed(await scenePhoto(12))]);

    expect((await pendingItem(copy.id)).duplicatePhotos).toEqual(
      expect.arrayContaining([
        { listingId: original.id, imageUrl: original.imageUrls[1], photoUrl: copy.imageUrls[0] },
        { listingId: altered.id, imageUrl: altered.imageUrls[0], photoUrl: copy.imageUrls[0] },
      ]),
    );
    expect((await pendingItem(altered.id)).duplicatePhotos).toEqual(
      expect.arrayContaining([
        { listingId: original.id, imageUrl: original.imageUrls[1], photoUrl: altered.imageUrls[0] },
        { listingId: original.id, imageUrl: original.imageUrls[0], photoUrl: altered.imageUrls[1] },
        { listingId: copy.id, imageUrl: copy.imageUrls[0], photoUrl: altered.imageUrls[0] },
      ]),
    );
    // The first listing is as much a copy of the others, for a moderator to compare.
    expect((await pendingItem(original.id)).duplicatePhotos).toContainEqual({
      listingId: copy.id,
      imageUrl: copy.imageUrls[0],
      photoUrl: original.imageUrls[1],
    });
  });

  it('does not flag an owner reusing their own photo, a different photo, or a flat colour', async () => {
    const [owner, other] = await Promise.all([createSession(api.app), createSession(api.app)]);
    const photo = await scenePhoto(21);
    const first = await listingWith(owner, [photo]);
    const again = await listingWith(owner, [photo, await recompressed(photo)]);
    const flat = () =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: '#d9d2c5' } })
        .jpeg()
        .toBuffer();
    const different = await listingWith(other, [await scenePhoto(22), await flat()]);
    await listingWith(owner, [await flat()]);
    for (const listing of [first, again, different]) expect((await pendingItem(listing.id)).duplicatePhotos).toBeUndefined();
  });

  it('does not flag a photo only uploaded, shown by no listing', async () => {
    const [owner, other] = await Promise.all([createSession(api.app), createSession(api.app)]);
    const photo = await scenePhoto(31);
    await upload(other, photo);
    const listing = await listingWith(owner, [photo]);
    expect((await pendingItem(listing.id)).duplicatePhotos).toBeUndefined();
  });

  it('gives photos stored before hashes their hashes, once, so their duplicates are found', async () => {
    const [a, b] = await Promise.all([createSession(api.app), createSession(api.app)]);
    const photo = await scenePhoto(41);
    const original = await listingWith(a, [photo]);
    const copy = await listingWith(b, [await recompressed(photo)]);
    const files = connectionOf(api.app).collection('images.files');
    const ids = [...original.imageUrls, ...copy.imageUrls].map((url) => imageIdFromUrl(url)!);
    await files.updateMany(
      { _id: { $in: ids } },
      { $unset: { 'metadata.photoHash': '', 'metadata.mirrorHash': '', 'metadata.photoBands': '' } },
    );
    expect((await pendingItem(copy.id)).duplicatePhotos).toBeUndefined();

    // The scheduled tick, under the job lock, as the cron fires it.
    const job = api.app.get(PhotoHashBackfillJob);
    await job.tick();
    expect((await pendingItem(copy.id)).duplicatePhotos).toEqual([
      { listingId: original.id, imageUrl: original.imageUrls[0], photoUrl: copy.imageUrls[0] },
    ]);
    expect(await job.backfill()).toBe(0);
  });
});
