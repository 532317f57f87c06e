import { Types } from 'mongoose';
import { favoriteIdOf } from './favorites.repository';

describe('favoriteIdOf', () => {
  it("is one id per user and listing, another for the user's other favourites and other users'", () => {
    const user = new Types.ObjectId();
    const listing = new Types.ObjectId();
    expect(favoriteIdOf(user, listing).equals(favoriteIdOf(new Types.ObjectId(user.toHexString()), listing))).toBe(true);
    expect(favoriteIdOf(user, new Types.ObjectId()).equals(favoriteIdOf(user, listing))).toBe(false);
    expect(favoriteIdOf(new Types.ObjectId(), listing).equals(favoriteIdOf(user, listing))).toBe(false);
  });
});
