import { Types } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from './derived-id';

describe('derivedObjectId', () => {
  const listing = new Types.ObjectId('65a1b2c3d4e5f60718293a4b');
  const user = new Types.ObjectId('65a1b2c3d4e5f60718293a4c');

  it('gives the same id for the same kind and parts, as an ObjectId or as text', () => {
    const id = derivedObjectId('review', listing, user);
    expect(Types.ObjectId.isValid(id)).toBe(true);
    expect(id.toHexString()).toMatch(/^[0-9a-f]{24}$/);
    expect(derivedObjectId('review', listing.toHexString(), user.toHexString()).equals(id)).toBe(true);
  });

  it('gives other ids for another kind, other parts or the parts in another order', () => {
    const id = derivedObjectId('review', listing, user);
    expect(derivedObjectId('favorite', listing, user).equals(id)).toBe(false);
    expect(derivedObjectId('review', user, listing).equals(id)).toBe(false);
    expect(derivedObjectId('review', listing, new Types.ObjectId()).equals(id)).toBe(false);
  });
});

describe('isDuplicateKeyError', () => {
  it('knows the duplicate-key code and nothing else', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toBe(true);
    expect(isDuplicateKeyError(Object.assign(new Error('other'), { code: 2 }))).toBe(false);
    expect(isDuplicateKeyError(new Error('plain'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});
