import { ConflictException, ForbiddenException, type HttpException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { isPublicStatus, type ListingStatus } from '@nivasa/contracts/listing-lifecycle';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { canAccessListing } from '../listings/listing.policy';
import { refusal } from '../common/refusal';

/** What a session user may ask of reviews. */
export type ReviewPermission = 'review.read' | 'review.post' | 'review.delete';

/** The parts of the session user the rules read. */
export interface ReviewActor {
  _id: Types.ObjectId;
  isAdmin: boolean;
}

/**
 * What the rule is about: for reading and posting, the listing (`userRef` its owner); for
 * deleting, the review (`userRef` its author).
 */
export interface ReviewTarget {
  userRef: Types.ObjectId;
  status?: ListingStatus;
}

/**
 * Why the actor may not, or null when they may:
 * - read a listing's reviews whenever they may read the listing (404 otherwise, as the listing does);
 * - post when signed in, on someone else's listing (403), that is approved (409: the listing's
 *   state, which moderation may change);
 * - delete their own review, or any as an admin (403).
 */
export function reviewRefusal(actor: ReviewActor | undefined, permission: ReviewPermission, target: ReviewTarget): HttpException | null {
  if (permission === 'review.read') {
    return canAccessListing(actor, 'listing.read', target)
      ? null
      : new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));
  }
  if (!actor) return new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (permission === 'review.post') {
    if (actor._id.equals(target.userRef)) return new ForbiddenException(refusal('REVIEW_OWN_LISTING', REVIEW_MESSAGES.ownListing));
    return isPublicStatus(target.status)
      ? null
      : new ConflictException(refusal('REVIEW_LISTING_NOT_APPROVED', REVIEW_MESSAGES.onlyApproved));
  }
  return actor.isAdmin || actor._id.equals(target.userRef)
    ? null
    : new ForbiddenException(refusal('REVIEW_NOT_YOURS', REVIEW_MESSAGES.notYours));
}

/** Throws the refusal, if any. ReviewsService asks it first. */
export function requireReviewAccess(actor: ReviewActor | undefined, permission: ReviewPermission, target: ReviewTarget): void {
  const refusal = reviewRefusal(actor, permission, target);
  if (refusal) throw refusal;
}
