import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { cascade, cascadeFailures } from '../common/events/cascade';
import { AccountDeletion } from './schemas/account-deletion.schema';
import { USER_DELETED, type UserDeletedEvent } from './user-deleted.event';
import { UsersService } from './users.service';

/** A deletion still recorded after this long failed or was cut off; a younger one may still be running. */
export const RETRY_AFTER_MS = 10 * 60 * 1000;

/**
 * Deletes accounts: the user first (their sessions end at once and nothing new can be made in
 * their name), then every module removes what it keeps of them (USER_DELETED). The deletion is
 * recorded before and forgotten after, so one that fails half-way or is cut off by a crash is
 * logged, stays in `account_deletions`, and is run again by an hourly job until it is done.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @InjectModel(AccountDeletion.name) private readonly deletions: Model<AccountDeletion>,
    private readonly users: UsersService,
    private readonly events: EventEmitter2,
  ) {}

  /** Deletes the account and what hangs off it; false when some of that is left for the retry. */
  async deleteAccount(userId: Types.ObjectId): Promise<boolean> {
    await this.deletions
      .updateOne({ userId }, { $setOnInsert: { startedAt: new Date(), failures: 0, lastError: null } }, { upsert: true })
      .exec();
    return this.run(userId);
  }

  /** Runs again the deletions that failed or were cut off (AccountDeletionsRetryJob); returns how many are done now. */
  async finishPending(now = new Date()): Promise<number> {
    const pending = await this.deletions
      .find({ startedAt: { $lte: new Date(now.getTime() - RETRY_AFTER_MS) } }, { userId: 1 })
      .lean()
      .exec();
    let finished = 0;
    for (const { userId } of pending) if (await this.run(userId)) finished += 1;
    if (finished > 0) this.logger.log(`Finished ${finished} account deletions that had failed or been cut off`);
    return finished;
  }

  /** Each step may run again: deleting what is already gone does nothing. */
  private async run(userId: Types.ObjectId): Promise<boolean> {
    try {
      await this.users.deleteById(userId);
      await cascade(this.events, USER_DELETED, { userId } satisfies UserDeletedEvent);
    } catch (error) {
      const failures = cascadeFailures(error).map((failure) => (failure as Error)?.stack ?? String(failure));
      this.logger.error(`Deleting user ${userId.toString()} is not finished; the hourly job tries again:\n${failures.join('\n')}`);
      await this.deletions
        .updateOne({ userId }, { $inc: { failures: 1 }, $set: { lastError: failures.map((text) => text.split('\n')[0]).join('; ') } })
        .exec();
      return false;
    }
    await this.deletions.deleteOne({ userId }).exec();
    return true;
  }
}
