import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SavedSearchFrequency } from '@nivasa/contracts/saved-search-schema';
import type { Model, Types } from 'mongoose';
import { candidateSearchesFilter, type MatchableListing, type SavedSearchMatch } from './saved-search-match';
import { SavedSearch, type StoredSavedSearch } from './schemas/saved-search.schema';

export interface NewSavedSearch {
  userId: Types.ObjectId;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  match: SavedSearchMatch;
}

export type SavedSearchChanges = Partial<Pick<SavedSearch, 'name' | 'frequency' | 'paused'>>;

/** The saved searches collection's named operations; every read and change of one names its user. */
@Injectable()
export class SavedSearchesRepository {
  constructor(@InjectModel(SavedSearch.name) private readonly savedSearches: Model<SavedSearch>) {}

  async add(savedSearch: NewSavedSearch): Promise<StoredSavedSearch> {
    const created = await this.savedSearches.create({ ...savedSearch, paused: false });
    return created.toObject<StoredSavedSearch>();
  }

  countOf(userId: Types.ObjectId): Promise<number> {
    return this.savedSearches.countDocuments({ userId }).exec();
  }

  /** The user's saved searches, the newest first. */
  listOf(userId: Types.ObjectId, limit: number): Promise<StoredSavedSearch[]> {
    return this.savedSearches.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<StoredSavedSearch[]>().exec();
  }

  /** The saved search, changed, if it is the user's; null otherwise. */
  updateOwn(userId: Types.ObjectId, id: Types.ObjectId, changes: SavedSearchChanges): Promise<StoredSavedSearch | null> {
    return this.savedSearches
      .findOneAndUpdate({ _id: id, userId }, { $set: changes }, { returnDocument: 'after', runValidators: true })
      .lean<StoredSavedSearch>()
      .exec();
  }

  /** Deletes the saved search if it is the user's; whether it was. */
  async deleteOwn(userId: Types.ObjectId, id: Types.ObjectId): Promise<boolean> {
    const { deletedCount } = await this.savedSearches.deleteOne({ _id: id, userId }).exec();
    return deletedCount > 0;
  }

  /** The saved searches, not paused, the listing may match: one query on the index keys (candidateSearchesFilter). */
  candidatesOf(listing: MatchableListing): Promise<StoredSavedSearch[]> {
    return this.savedSearches
      .find(candidateSearchesFilter(listing), { userId: 1, query: 1, frequency: 1, match: 1 })
      .lean<StoredSavedSearch[]>()
      .exec();
  }

  /**
   * The saved searches of the frequency, not paused, the listing may match (candidateSearchesFilter),
   * with what an alert needs of them.
   */
  alertCandidatesOf(listing: MatchableListing, frequency: SavedSearchFrequency): Promise<StoredSavedSearch[]> {
    return this.savedSearches
      .find({ ...candidateSearchesFilter(listing), frequency }, { userId: 1, name: 1, query: 1, frequency: 1, match: 1, createdAt: 1 })
      .lean<StoredSavedSearch[]>()
      .exec();
  }

  /** Pauses the saved search, whoever's it is (an unsubscribe token names it); null when it is gone. */
  pause(id: Types.ObjectId): Promise<StoredSavedSearch | null> {
    return this.savedSearches
      .findOneAndUpdate({ _id: id }, { $set: { paused: true } }, { returnDocument: 'after' })
      .lean<StoredSavedSearch>()
      .exec();
  }

  /** Records when the saved search's last alert was sent. */
  async markAlerted(id: Types.ObjectId, at: Date): Promise<void> {
    await this.savedSearches.updateOne({ _id: id }, { $set: { lastAlertAt: at } }, { timestamps: false }).exec();
  }

  async deleteByUser(userId: Types.ObjectId): Promise<void> {
    await this.savedSearches.deleteMany({ userId }).exec();
  }
}
