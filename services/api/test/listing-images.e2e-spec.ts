import { Types } from 'mongoose';
import sharp from 'sharp';
import { imageUrl, MediaService } from '../src/media/media.service';
import { asUser, createSession, type Session } from './support/accounts';
import { useTestApi } from './support/harness';

describe('listing images', () => {
  const api = useTestApi();
  let media: MediaService;
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    media = api.app.get(MediaService);
    [owner, other] = [await createSession(api.app), await createSession(api.app)];
  });

  const jpeg = (background: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer();

  async function uploadAs(session: Session, purpose: 'avatar' | 'listing'): Promise<string> {
    const response = await asUser(api.app, session)
      .post(`/api/images?purpose=${purpose}`)
      .attach('image', await jpeg('#2a9d8f'), 'photo.jpg')
      .expect(201);
    return response.body.url as string;
  }

  describe('findOwnListingImages', () => {
    it("keeps only the owner's own listing uploads, in the order given", async () => {
      const [first, second] = [await uploadAs(owner, 'listing'), await uploadAs(owner, 'listing')];
      const avatar = await uploadAs(owner, 'avatar');
      const othersListing = await uploadAs(other, 'listing');
      const demo = imageUrl(await media.storeImage(await jpeg('#e76f51'), 'image/jpeg', { owner: 'seed' }));
      const missing = imageUrl(new Types.ObjectId());
      const urls = [second, avatar, othersListing, demo, missing, 'https://example.com/a.jpg', '/api/images/nope', first];
      const ownerId = new Types.ObjectId(owner.user._id);
      expect(await media.findOwnListingImages(ownerId, urls)).toEqual([second, first]);
      expect(await media.findOwnListingImages(new Types.ObjectId(other.user._id), urls)).toEqual([othersListing]);
      expect(await media.findOwnListingImages(ownerId, [])).toEqual([]);
      expect(await media.findOwnListingImages(ownerId, [{ $ne: null } as unknown as string])).toEqual([]);
    });
  });
});
