import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../common/derived-id';
import { type AlertKind, SavedSearchAlert, SavedSearchAlertRun } from './schemas/saved-search-alert.schema';

const alertIdOf = (savedSearchId: Types.ObjectId, listingId: Types.ObjectId) =>
  derivedObjectId('saved-search-alert', savedSearchId, listingId);

/** The alerts' records: which listing went to which saved search, and how far each alert job got. */
@Injectable()
export class SavedSearchAlertsRepository {
  constructor(
    @InjectModel(SavedSearchAlert.name) private readonly alerts: Model<SavedSearchAlert>,
    @InjectModel(SavedSearchAlertRun.name) private readonly runs: Model<SavedSearchAlertRun>,
  ) {}

  /**
   * Records the listing as sent to the saved search, unless it was (one insert, its _id the pair's):
   * true for the one caller that recorded it.
   */
  async claim(alert: { savedSearchId: Types.ObjectId; listingId: Types.ObjectId; userId: Types.ObjectId; kind: AlertKind }, now: Date) {
    try {
      await this.alerts.create({ _id: alertIdOf(alert.savedSearchId, alert.listingId), ...alert, sentAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Takes claims back when their mail could not be queued, so the next run sends them. */
  async release(savedSearchId: Types.ObjectId, listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.alerts.deleteMany({ _id: { $in: listingIds.map((listingId) => alertIdOf(savedSearchId, listingId)) } }).exec();
  }

  /** The end of the range the job's last run covered; null before its first. */
  async coveredUntil(job: string): Promise<Date | null> {
    const run = await this.runs.findOne({ name: job }).lean().exec();
    return run?.coveredUntil ?? null;
  }

  async setCoveredUntil(job: string, until: Date): Promise<void> {
    await this.runs.updateOne({ name: job }, { $set: { name: job, coveredUntil: until } }, { upsert: true }).exec();
  }

  async deleteByUser(userId: Types.ObjectId): Promise<void> {
    await this.alerts.deleteMany({ userId }).exec();
  }

  async deleteBySavedSearch(savedSearchId: Types.ObjectId): Promise<void> {
    await this.alerts.deleteMany({ savedSearchId }).exec();
  }

  async deleteByListings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.alerts.deleteMany({ listingId: { $in: [...listingIds] } }).exec();
  }
}
