import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { ENQUIRY_MESSAGES } from '@nivasa/contracts/enquiry-messages';
import { Types } from 'mongoose';
import { mayStartThread, otherRole, requireEnquirer, requireOpen, requireOwnerSide, requireParty, roleIn } from './enquiry.policy';

describe('the enquiry policy', () => {
  const seeker = { _id: new Types.ObjectId() };
  const owner = { _id: new Types.ObjectId() };
  const stranger = { _id: new Types.ObjectId() };
  // A copy of each id, as another read of the database gives it.
  const thread = { seekerId: new Types.ObjectId(seeker._id.toHexString()), ownerId: new Types.ObjectId(owner._id.toHexString()) };

  it('knows each of the two people’s side, and nobody else’s', () => {
    expect(roleIn(seeker, thread)).toBe('seeker');
    expect(roleIn(owner, thread)).toBe('owner');
    expect(roleIn(stranger, thread)).toBeNull();
    expect(otherRole('seeker')).toBe('owner');
    expect(otherRole('owner')).toBe('seeker');
  });

  it('lets the two people in and tells anyone else, admins included, that there is no such thread', () => {
    expect(requireParty(seeker, thread)).toEqual({ thread, role: 'seeker' });
    expect(requireParty(owner, thread)).toEqual({ thread, role: 'owner' });
    const notFound = new NotFoundException({ code: 'ENQUIRY_THREAD_NOT_FOUND', message: ENQUIRY_MESSAGES.threadNotFound });
    expect(() => requireParty(stranger, thread)).toThrow(notFound);
    expect(() => requireParty(seeker, null)).toThrow(notFound);
  });

  it('refuses an owner enquiring about their own listing', () => {
    expect(() => requireEnquirer(owner, { userRef: thread.ownerId })).toThrow(new ForbiddenException(ENQUIRY_MESSAGES.ownListing));
    expect(() => requireEnquirer(seeker, { userRef: thread.ownerId })).not.toThrow();
  });

  it('lets a seeker start the day’s allowance of threads and no more (the count includes the one asked for)', () => {
    expect(mayStartThread(1, 3)).toBe(true);
    expect(mayStartThread(3, 3)).toBe(true);
    expect(mayStartThread(4, 3)).toBe(false);
  });

  it('knows nobody on a side whose account is gone', () => {
    expect(roleIn(seeker, { ...thread, seekerId: null })).toBeNull();
    expect(roleIn(owner, { ...thread, seekerId: null })).toBe('owner');
  });

  it('takes messages in an open thread alone: not once either side blocked, nor once a side’s account is gone', () => {
    const blocked = new ConflictException({ code: 'ENQUIRY_BLOCKED', message: ENQUIRY_MESSAGES.blocked });
    expect(() => requireOpen({ ...thread, blockedBy: [] })).not.toThrow();
    expect(() => requireOpen({ ...thread, blockedBy: ['seeker'] })).toThrow(blocked);
    expect(() => requireOpen({ ...thread, blockedBy: ['owner'] })).toThrow(blocked);
    expect(() => requireOpen({ ...thread, ownerId: null, blockedBy: [] })).toThrow(blocked);
  });

  it('lets the owner’s side alone share a phone number', () => {
    expect(() => requireOwnerSide('owner')).not.toThrow();
    expect(() => requireOwnerSide('seeker')).toThrow(
      new ForbiddenException({ code: 'ENQUIRY_NOT_OWNER', message: ENQUIRY_MESSAGES.onlyOwnerSharesPhone }),
    );
  });
});
