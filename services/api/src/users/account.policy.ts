import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Types } from 'mongoose';
import { type RefusalBody, refusal } from '../common/refusal';

/** What a session user may ask of an account. */
export type AccountPermission = 'account.update' | 'account.delete' | 'account.contact';

/** The parts of the session user the rules read. */
export interface AccountActor {
  _id: Types.ObjectId;
  isAdmin: boolean;
}

/** What a refusal of a signed-in actor says (signed in is all a contact lookup needs). */
const REFUSALS: Partial<Record<AccountPermission, RefusalBody>> = {
  'account.update': refusal('ACCOUNT_UPDATE_REFUSED', AUTH_MESSAGES.updateOthersRefused),
  'account.delete': refusal('ACCOUNT_DELETE_REFUSED', AUTH_MESSAGES.deleteOthersRefused),
};

/**
 * Whether the actor may do this to the account `targetId`: update only their own, delete their
 * own (an admin anyone's), look up an advertiser's contact when signed in.
 */
export function canAccessAccount(actor: AccountActor | undefined, permission: AccountPermission, targetId: Types.ObjectId): boolean {
  if (!actor) return false;
  switch (permission) {
    case 'account.update':
      return actor._id.equals(targetId);
    case 'account.delete':
      return actor._id.equals(targetId) || actor.isAdmin;
    case 'account.contact':
      return true;
  }
}

/** Refuses what the actor may not do: 401 when signed out, 403 otherwise. AccountService asks it first. */
export function requireAccountAccess(
  actor: AccountActor | undefined,
  permission: AccountPermission,
  targetId: Types.ObjectId,
): asserts actor is AccountActor {
  if (!actor) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
  if (!canAccessAccount(actor, permission, targetId)) throw new ForbiddenException(REFUSALS[permission]);
}
