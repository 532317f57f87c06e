import {
  editOf,
  isPublicStatus,
  LISTING_STATUS,
  LISTING_STATUSES,
  LISTING_TRANSITIONS,
  type ListingTransitionName,
  mayTake,
  revisionChanges,
  startsFrom,
} from './listing-lifecycle';

describe('the listing lifecycle', () => {
  it('has three states, of which only approved is public', () => {
    expect(LISTING_STATUSES).toEqual(['pending', 'approved', 'disapproved']);
    expect(LISTING_STATUSES.filter(isPublicStatus)).toEqual([LISTING_STATUS.approved]);
    expect(isPublicStatus(undefined)).toBe(false);
  });

  it('lets admins alone decide, and owners and admins edit and delete', () => {
    const admins: ListingTransitionName[] = [
      'approve',
      'disapprove',
      'approveChanges',
      'disapproveChanges',
      'feature',
      'unfeature',
      'editByAdmin',
    ];
    for (const name of admins) {
      expect(mayTake(name, 'admin')).toBe(true);
      expect(mayTake(name, 'owner')).toBe(false);
    }
    for (const name of ['create', 'editDraft', 'editLive'] as const) expect(mayTake(name, 'owner')).toBe(true);
    expect(mayTake('delete', 'owner') && mayTake('delete', 'admin')).toBe(true);
  });

  it('keeps a live listing live through its owner’s edit, which waits as a revision', () => {
    expect(editOf('owner', 'approved')).toBe('editLive');
    expect(LISTING_TRANSITIONS.editLive).toMatchObject({ to: 'approved', content: 'revise' });
    expect(editOf('owner', 'pending')).toBe('editDraft');
    expect(editOf('owner', 'disapproved')).toBe('editDraft');
    expect(LISTING_TRANSITIONS.editDraft).toMatchObject({ to: 'pending', content: 'replace' });
    for (const status of LISTING_STATUSES) expect(editOf('admin', status)).toBe('editByAdmin');
    expect(LISTING_TRANSITIONS.editByAdmin.to).toBe('unchanged');
  });

  it('approves what is not live, takes down what is, and features only what is public', () => {
    expect(LISTING_STATUSES.filter((status) => startsFrom('approve', status))).toEqual(['pending', 'disapproved']);
    expect(LISTING_STATUSES.filter((status) => startsFrom('disapprove', status))).toEqual(['pending', 'approved']);
    expect(LISTING_TRANSITIONS.disapprove.unfeatures).toBe(true);
    expect(LISTING_STATUSES.filter((status) => startsFrom('feature', status))).toEqual(['approved']);
    for (const name of ['approveChanges', 'disapproveChanges'] as const) {
      expect(LISTING_TRANSITIONS[name]).toMatchObject({ from: ['approved'], to: 'approved', needsRevision: true });
    }
  });

  it('starts every transition from states that exist, and ends in one', () => {
    for (const transition of Object.values(LISTING_TRANSITIONS)) {
      for (const status of transition.from) expect(LISTING_STATUSES).toContain(status);
      if (transition.to !== null && transition.to !== 'unchanged') expect(LISTING_STATUSES).toContain(transition.to);
    }
  });
});

describe('revisionChanges', () => {
  const live = { _id: 'x', status: 'approved', name: 'Room', rent: 25_000, rentType: 'monthly', imageUrls: ['/a'], parking: false };

  it('lists the fields that differ, in the revision’s order, whatever they are', () => {
    const revision = { name: 'Room', rent: 30_000, imageUrls: ['/a', '/b'], parking: false, availableFrom: '2027-01-01' };
    expect(revisionChanges(live, revision)).toEqual([
      { field: 'rent', before: 25_000, after: 30_000 },
      { field: 'imageUrls', before: ['/a'], after: ['/a', '/b'] },
      { field: 'availableFrom', before: undefined, after: '2027-01-01' },
    ]);
  });

  it('sees a removed field (null or undefined) as a change, and an unchanged one as none', () => {
    expect(revisionChanges(live, { rentType: null })).toEqual([{ field: 'rentType', before: 'monthly', after: null }]);
    expect(revisionChanges(live, { rentType: undefined, name: 'Room' })).toEqual([
      { field: 'rentType', before: 'monthly', after: undefined },
    ]);
    expect(revisionChanges({ rules: undefined }, { rules: null })).toEqual([]);
    expect(revisionChanges(live, { imageUrls: ['/a'] })).toEqual([]);
  });
});
