import { Types } from 'mongoose';
import { toReviewResponse } from './review-response';

describe('toReviewResponse', () => {
  it('answers with the contract fields only, ids and the date as text', () => {
    const stored = {
      _id: new Types.ObjectId('65a1b2c3d4e5f60718293a4b'),
      listingId: new Types.ObjectId('65a1b2c3d4e5f60718293a4c'),
      userRef: new Types.ObjectId('65a1b2c3d4e5f60718293a4d'),
      name: 'nimal',
      rating: 4,
      comment: 'Clean and quiet.',
      createdAt: new Date('2025-03-01T10:00:00Z'),
      __v: 0,
    };
    expect(toReviewResponse(stored)).toEqual({
      _id: '65a1b2c3d4e5f60718293a4b',
      listingId: '65a1b2c3d4e5f60718293a4c',
      userRef: '65a1b2c3d4e5f60718293a4d',
      name: 'nimal',
      rating: 4,
      comment: 'Clean and quiet.',
      createdAt: '2025-03-01T10:00:00.000Z',
    });
  });
});
