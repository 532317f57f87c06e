import { Types } from 'mongoose';
import { reviewIdOf, roundRating } from './reviews.service';

describe('roundRating', () => {
  it('rounds the mean to one decimal', () => {
    expect(roundRating(4)).toBe(4);
    expect(roundRating(11 / 3)).toBe(3.7);
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
  });
});

describe('reviewIdOf', () => {
  it("is one id per author and listing, another for the author's review of another listing", () => {
    const listing = new Types.ObjectId();
    const author = new Types.ObjectId();
    expect(reviewIdOf(listing, author).equals(reviewIdOf(new Types.ObjectId(listing.toHexString()), author))).toBe(true);
    expect(reviewIdOf(new Types.ObjectId(), author).equals(reviewIdOf(listing, author))).toBe(false);
    expect(reviewIdOf(listing, new Types.ObjectId()).equals(reviewIdOf(listing, author))).toBe(false);
  });
});
