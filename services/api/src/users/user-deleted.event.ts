import type { Types } from 'mongoose';

/**
 * An account was deleted: each module removes what it keeps of that user. Handlers (OnCascade)
 * must be safe to run again: a deletion that failed or was cut off is run again later.
 */
export const USER_DELETED = 'user.deleted';

export interface UserDeletedEvent {
  userId: Types.ObjectId;
}
