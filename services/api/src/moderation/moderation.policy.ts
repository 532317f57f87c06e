import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';

/** The parts of the session user the rule reads, and the log records. */
export interface ModerationActor {
  _id: Types.ObjectId;
  username: string;
  isAdmin: boolean;
}

/** Moderating listings and reading the moderation log and figures is for admins alone. */
export function canModerate(actor: ModerationActor | undefined): boolean {
  return actor?.isAdmin === true;
}

/** Refuses anyone but an admin: 401 when signed out, 403 otherwise. ModerationService asks it first. */
export function requireModerator(actor: ModerationActor | undefined): asserts actor is ModerationActor {
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (!canModerate(actor)) throw new ForbiddenException(refusal('ADMINS_ONLY', AUTH_MESSAGES.adminsOnly));
}
