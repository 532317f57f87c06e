import { EventEmitter2 } from '@nestjs/event-emitter';
import { Types } from 'mongoose';
import { LISTINGS_DELETED } from '../src/listings/listings-deleted.event';
import { asUser, createSession, type Session } from './support/accounts';
import { connectionOf, eventually, useTestApi } from './support/harness';
import { approvedListing } from './support/listings';

describe('a listing deleted while others review and favourite it', () => {
  const api = useTestApi();
  let owner: Session;
  let reviewer: Session;
  let latecomer: Session;

  beforeAll(async () => {
    [owner, reviewer, latecomer] = [await createSession(api.app), await createSession(api.app), await createSession(api.app)];
  });

  const hangingOff = async (listingId: string) => {
    const filter = { listingId: new Types.ObjectId(listingId) };
    const connection = connectionOf(api.app);
    return {
      reviews: await connection.collection('reviews').countDocuments(filter),
      favorites: await connection.collection('favorites').countDocuments(filter),
    };
  };

  const reviewAndFavourite = async (session: Session, listingId: string) => {
    await asUser(api.app, session).post(`/api/reviews/post-review/${listingId}`).send({ rating: 4, comment: 'Quiet.' }).expect(201);
    await asUser(api.app, session).post('/api/user/favorites').send({ listingId }).expect(200);
  };

  /**
   * Deletes the listing with `deletion` while, in the deletion's cascade, once the reviewer's
   * review and favourite are gone and before the listing is, the latecomer reviews and favourites it.
   */
  async function deleteWhileLatecomerArrives(listingId: string, deletion: () => Promise<unknown>): Promise<void> {
    await reviewAndFavourite(reviewer, listingId);
    const events = api.app.get(EventEmitter2);
    let raced = false;
    const latecomerDuringDeletion = async () => {
      if (raced) return;
      raced = true;
      await eventually(async () => expect(await hangingOff(listingId)).toEqual({ reviews: 0, favorites: 0 }), 5_000, 10);
      await reviewAndFavourite(latecomer, listingId);
    };
    events.on(LISTINGS_DELETED, latecomerDuringDeletion);
    try {
      await deletion();
    } finally {
      events.off(LISTINGS_DELETED, latecomerDuringDeletion);
    }
    expect(raced).toBe(true);
  }

  it('keeps no review or favourite stored during its deletion by the owner', async () => {
    const { _id: listingId } = await approvedListing(api.app, owner);
    await deleteWhileLatecomerArrives(listingId, () => asUser(api.app, owner).delete(`/api/listing/delete/${listingId}`).expect(200));
    expect(await hangingOff(listingId)).toEqual({ reviews: 0, favorites: 0 });
  });

  it("keeps no review or favourite stored during its deletion with the owner's account", async () => {
    const leaving = await createSession(api.app);
    const { _id: listingId } = await approvedListing(api.app, leaving);
    await deleteWhileLatecomerArrives(listingId, () => asUser(api.app, leaving).delete(`/api/user/delete/${leaving.user._id}`).expect(200));
    expect(await hangingOff(listingId)).toEqual({ reviews: 0, favorites: 0 });
  });
});
