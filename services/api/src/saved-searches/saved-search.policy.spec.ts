import { NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { isOwnSavedSearch, requireOwnSavedSearch } from './saved-search.policy';

describe('the saved search policy', () => {
  const user = { _id: new Types.ObjectId() };
  const other = { _id: new Types.ObjectId() };
  const saved = { userId: new Types.ObjectId(user._id.toHexString()), name: 'Annexes in Wellawatte' };

  it('lets a saved search’s user alone have it', () => {
    expect(isOwnSavedSearch(user, saved)).toBe(true);
    expect(isOwnSavedSearch(other, saved)).toBe(false);
    expect(requireOwnSavedSearch(user, saved)).toBe(saved);
  });

  it('answers someone else’s, and a missing one, as not found', () => {
    expect(() => requireOwnSavedSearch(other, saved)).toThrow(NotFoundException);
    expect(() => requireOwnSavedSearch(user, null)).toThrow(NotFoundException);
  });
});
