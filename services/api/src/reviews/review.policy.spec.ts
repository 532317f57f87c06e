import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { Types } from 'mongoose';
import { type ReviewActor, requireReviewAccess, reviewRefusal } from './review.policy';

describe('the review policy', () => {
  const owner: ReviewActor = { _id: new Types.ObjectId(), isAdmin: false };
  const reviewer: ReviewActor = { _id: new Types.ObjectId(), isAdmin: false };
  const admin: ReviewActor = { _id: new Types.ObjectId(), isAdmin: true };
  const listing = (status: 'approved' | 'pending' | 'disapproved') => ({ userRef: new Types.ObjectId(owner._id.toString()), status });
  const review = { userRef: new Types.ObjectId(reviewer._id.toString()) };

  it("serves an approved listing's reviews to everyone, a hidden one's to its owner and admins only (404 to the rest)", () => {
    for (const actor of [undefined, reviewer, owner, admin]) expect(reviewRefusal(actor, 'review.read', listing('approved'))).toBeNull();
    for (const status of ['pending', 'disapproved'] as const) {
      expect(reviewRefusal(undefined, 'review.read', listing(status))).toEqual(new NotFoundException(LISTING_MESSAGES.notFound));
      expect(reviewRefusal(reviewer, 'review.read', listing(status))).toEqual(new NotFoundException(LISTING_MESSAGES.notFound));
      expect(reviewRefusal(owner, 'review.read', listing(status))).toBeNull();
      expect(reviewRefusal(admin, 'review.read', listing(status))).toBeNull();
    }
  });

  it('lets signed-in users other than the owner review an approved listing', () => {
    expect(reviewRefusal(reviewer, 'review.post', listing('approved'))).toBeNull();
    expect(reviewRefusal(admin, 'review.post', listing('approved'))).toBeNull();
    expect(reviewRefusal(undefined, 'review.post', listing('approved'))).toEqual(new UnauthorizedException(MESSAGES.tokenMissing));
    expect(reviewRefusal(owner, 'review.post', listing('approved'))).toEqual(new ForbiddenException(REVIEW_MESSAGES.ownListing));
  });

  it('refuses a review of a listing that is not approved, the owner hearing first that it is theirs', () => {
    for (const status of ['pending', 'disapproved'] as const) {
      expect(reviewRefusal(reviewer, 'review.post', listing(status))).toEqual(new ConflictException(REVIEW_MESSAGES.onlyApproved));
      expect(reviewRefusal(admin, 'review.post', listing(status))).toEqual(new ConflictException(REVIEW_MESSAGES.onlyApproved));
      expect(reviewRefusal(owner, 'review.post', listing(status))).toEqual(new ForbiddenException(REVIEW_MESSAGES.ownListing));
    }
  });

  it('lets the author and admins delete a review, nobody else', () => {
    expect(reviewRefusal(reviewer, 'review.delete', review)).toBeNull();
    expect(reviewRefusal(admin, 'review.delete', review)).toBeNull();
    expect(reviewRefusal(owner, 'review.delete', review)).toEqual(new ForbiddenException(REVIEW_MESSAGES.notYours));
    expect(reviewRefusal(undefined, 'review.delete', review)).toEqual(new UnauthorizedException(MESSAGES.tokenMissing));
  });

  it('throws the refusal', () => {
    expect(() => requireReviewAccess(owner, 'review.delete', review)).toThrow(new ForbiddenException(REVIEW_MESSAGES.notYours));
    expect(() => requireReviewAccess(reviewer, 'review.delete', review)).not.toThrow();
  });
});
