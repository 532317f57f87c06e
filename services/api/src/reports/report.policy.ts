import { ConflictException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { REPORT_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';

/** The parts of the session user the rules read. */
export interface ReportActor {
  _id: Types.ObjectId;
  username: string;
  isAdmin: boolean;
}

/** Anyone signed in may report a listing, except its owner. */
export function canReport(actor: ReportActor | undefined, listing: { userRef: Types.ObjectId }): boolean {
  return actor !== undefined && !actor._id.equals(listing.userRef);
}

/** 401 when signed out; 409 REPORT_OWN_LISTING for the listing's owner. */
export function requireReporter(actor: ReportActor | undefined, listing: { userRef: Types.ObjectId }): asserts actor is ReportActor {
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (!canReport(actor, listing)) throw new ForbiddenException(refusal('REPORT_OWN_LISTING', REPORT_MESSAGES.ownListing));
}

/** Reading the reports and deciding on them, and blocking accounts, is for admins alone. */
export function requireReportModerator(actor: ReportActor | undefined): asserts actor is ReportActor {
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (!actor.isAdmin) throw new ForbiddenException(refusal('ADMINS_ONLY', AUTH_MESSAGES.adminsOnly));
}

/** Admins cannot be blocked (nor can a moderator lock themselves out): 409 USER_NOT_BLOCKABLE. */
export function requireBlockable(target: { isAdmin: boolean }): void {
  if (target.isAdmin) throw new ConflictException(refusal('USER_NOT_BLOCKABLE', REPORT_MESSAGES.adminNotBlockable));
}
