import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { editOf, type ListingRole, type ListingStatus, mayTake } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { type RefusalBody, refusal } from '../common/refusal';
import { isPublicListing } from './public-listings.filter';

/** What a session user may ask of listings. */
export type ListingPermission =
  'listing.create' | 'listing.read' | 'listing.update' | 'listing.delete' | 'listing.listOwners' | 'listing.renew';

/** The parts of the session user the rules read. */
export interface ListingActor {
  _id: Types.ObjectId;
  isAdmin: boolean;
}

/** The listing asked about (for 'listing.listOwners', just the owner whose list it is). */
export interface ListingTarget {
  userRef: Types.ObjectId;
  status?: ListingStatus;
  /** Held by fraud reports, or of a blocked owner: not public whatever its status. */
  hiddenByReports?: boolean;
  ownerBlocked?: boolean;
  /** Past it, the listing is out of public places until its owner renews it. */
  expiresAt?: Date;
}

const isPublic = (target: ListingTarget | null): boolean => target !== null && isPublicListing(target);

const REFUSALS: Partial<Record<ListingPermission, RefusalBody>> = {
  'listing.update': refusal('LISTING_NOT_YOURS', LISTING_MESSAGES.notYours),
  'listing.delete': refusal('LISTING_NOT_YOURS', LISTING_MESSAGES.notYours),
  'listing.renew': refusal('LISTING_NOT_YOURS', LISTING_MESSAGES.notYours),
  'listing.listOwners': refusal('LISTINGS_NOT_YOURS', LISTING_MESSAGES.notYourListings),
};

/** How the actor stands to the listing: an admin (on any listing), its owner, or neither. */
export function roleOf(actor: ListingActor | undefined, target: Pick<ListingTarget, 'userRef'>): ListingRole | null {
  if (!actor) return null;
  if (actor.isAdmin) return 'admin';
  return actor._id.equals(target.userRef) ? 'owner' : null;
}

/**
 * Whether the actor may: create when signed in; read a public listing always, another only as
 * its owner or an admin; update and delete as LISTING_TRANSITIONS lets the owner or an admin;
 * list an owner's listings as that owner or an admin.
 */
export function canAccessListing(
  actor: ListingActor | undefined,
  permission: ListingPermission,
  target: ListingTarget | null = null,
): boolean {
  if (permission === 'listing.read' && isPublic(target)) return true;
  if (!actor) return false;
  if (permission === 'listing.create') return mayTake('create', 'owner');
  const role = target === null ? null : roleOf(actor, target);
  if (role === null || target === null) return false;
  if (permission === 'listing.update') return target.status !== undefined && mayTake(editOf(role, target.status), role);
  if (permission === 'listing.delete') return mayTake('delete', role);
  // Renewing says the owner's place is still on offer: only the owner can say so.
  if (permission === 'listing.renew') return role === 'owner';
  return true;
}

/**
 * Refuses what the actor may not do. A listing the actor may not read is 404, as if it did not
 * exist, so its existence does not leak; otherwise 401 when signed out and 403 when signed in.
 * ListingsService asks it first.
 */
export function requireListingAccess(
  actor: ListingActor | undefined,
  permission: ListingPermission,
  target: ListingTarget | null = null,
): void {
  if (canAccessListing(actor, permission, target)) return;
  if (permission === 'listing.read') throw new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  throw new ForbiddenException(REFUSALS[permission]);
}
