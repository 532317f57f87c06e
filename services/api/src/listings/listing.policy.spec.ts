import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { LISTING_STATUS, LISTING_STATUSES, type ListingStatus } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { Types } from 'mongoose';
import { canAccessListing, type ListingActor, requireListingAccess, roleOf } from './listing.policy';

describe('the listing policy', () => {
  const owner: ListingActor = { _id: new Types.ObjectId(), isAdmin: false };
  const stranger: ListingActor = { _id: new Types.ObjectId(), isAdmin: false };
  const admin: ListingActor = { _id: new Types.ObjectId(), isAdmin: true };
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const listing = (status: ListingStatus) => ({ userRef: new Types.ObjectId(owner._id.toString()), status, expiresAt: inAMonth });
  const { pending, approved, disapproved } = LISTING_STATUS;

  it('lets only the owner renew a listing, whatever its status', () => {
    for (const status of LISTING_STATUSES) {
      expect(canAccessListing(owner, 'listing.renew', listing(status))).toBe(true);
      for (const actor of [undefined, stranger, admin]) expect(canAccessListing(actor, 'listing.renew', listing(status))).toBe(false);
    }
    expect(() => requireListingAccess(stranger, 'listing.renew', listing(approved))).toThrow(
      new ForbiddenException(LISTING_MESSAGES.notYours),
    );
  });

  it('lets anyone signed in create, and nobody signed out', () => {
    expect(canAccessListing(stranger, 'listing.create')).toBe(true);
    expect(canAccessListing(undefined, 'listing.create')).toBe(false);
  });

  it('shows an approved listing to everyone, others only to the owner and admins', () => {
    for (const actor of [undefined, stranger, owner, admin]) expect(canAccessListing(actor, 'listing.read', listing(approved))).toBe(true);
    for (const status of [pending, disapproved]) {
      expect(canAccessListing(undefined, 'listing.read', listing(status))).toBe(false);
      expect(canAccessListing(stranger, 'listing.read', listing(status))).toBe(false);
      expect(canAccessListing(owner, 'listing.read', listing(status))).toBe(true);
      expect(canAccessListing(admin, 'listing.read', listing(status))).toBe(true);
    }
  });

  it('shows a listing held by fraud reports, of a blocked owner or expired only to the owner and admins', () => {
    for (const hidden of [{ hiddenByReports: true }, { ownerBlocked: true }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const target = { ...listing(approved), ...hidden };
      expect(canAccessListing(undefined, 'listing.read', target)).toBe(false);
      expect(canAccessListing(stranger, 'listing.read', target)).toBe(false);
      expect(canAccessListing(owner, 'listing.read', target)).toBe(true);
      expect(canAccessListing(admin, 'listing.read', target)).toBe(true);
    }
  });

  it.each(['listing.update', 'listing.delete', 'listing.listOwners'] as const)('allows %s to the owner and admins only', (permission) => {
    for (const status of LISTING_STATUSES) {
      expect(canAccessListing(owner, permission, listing(status))).toBe(true);
      expect(canAccessListing(admin, permission, listing(status))).toBe(true);
      expect(canAccessListing(stranger, permission, listing(status))).toBe(false);
      expect(canAccessListing(undefined, permission, listing(status))).toBe(false);
    }
    expect(canAccessListing(owner, permission)).toBe(false);
  });

  it("acts as an admin on any listing, as the owner on one's own, and not at all on another's", () => {
    expect(roleOf(admin, listing(approved))).toBe('admin');
    expect(roleOf(owner, listing(approved))).toBe('owner');
    expect(roleOf(stranger, listing(approved))).toBeNull();
    expect(roleOf(undefined, listing(approved))).toBeNull();
    // An admin's own listing is edited as an admin: at once, whatever its state.
    expect(roleOf({ ...admin, _id: owner._id }, listing(approved))).toBe('admin');
  });

  it('refuses a listing one may not see with 404, signed in or not', () => {
    const notFound = new NotFoundException(LISTING_MESSAGES.notFound);
    expect(() => requireListingAccess(undefined, 'listing.read', listing(pending))).toThrow(notFound);
    expect(() => requireListingAccess(stranger, 'listing.read', listing(disapproved))).toThrow(notFound);
    expect(() => requireListingAccess(owner, 'listing.read', listing(pending))).not.toThrow();
  });

  it('refuses changes with 401 when signed out and 403 with the rule in words otherwise', () => {
    expect(() => requireListingAccess(undefined, 'listing.update', listing(approved))).toThrow(new UnauthorizedException('Token missing'));
    expect(() => requireListingAccess(undefined, 'listing.create')).toThrow(UnauthorizedException);
    expect(() => requireListingAccess(stranger, 'listing.update', listing(approved))).toThrow(
      new ForbiddenException(LISTING_MESSAGES.notYours),
    );
    expect(() => requireListingAccess(stranger, 'listing.delete', listing(pending))).toThrow(
      new ForbiddenException(LISTING_MESSAGES.notYours),
    );
    expect(() => requireListingAccess(stranger, 'listing.listOwners', { userRef: owner._id })).toThrow(
      new ForbiddenException(LISTING_MESSAGES.notYourListings),
    );
    expect(() => requireListingAccess(admin, 'listing.delete', listing(approved))).not.toThrow();
  });
});
