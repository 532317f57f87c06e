import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SAVED_SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@nivasa/contracts/saved-search-schema';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import type { SavedSearchMatch } from '../saved-search-match';

/** A user's saved search: the search page's query as saved, and its filters as the alerts' index reads them. */
@Schema({ collection: 'saved_searches', versionKey: false, timestamps: true })
export class SavedSearch {
  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: String, required: true, maxlength: SAVED_SEARCH_LIMITS.nameMaxLength })
  name!: string;

  /** The canonical query (readSavedSearchQuery): `/search?${query}` opens it. */
  @Prop({ type: String, required: true, maxlength: SAVED_SEARCH_LIMITS.queryMaxLength })
  query!: string;

  @Prop({ type: String, required: true, enum: SAVED_SEARCH_FREQUENCIES })
  frequency!: SavedSearchFrequency;

  @Prop({ type: Boolean, required: true, default: false })
  paused!: boolean;

  /** The filters a new listing is looked up by (savedSearchMatchOf), made from `query` when it is saved. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  match!: SavedSearchMatch;

  /** When its last alert was sent. */
  @Prop({ type: Date })
  lastAlertAt?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}

export type SavedSearchDocument = HydratedDocument<SavedSearch>;
export type StoredSavedSearch = SavedSearch & { _id: Types.ObjectId };

export const SavedSearchSchema = SchemaFactory.createForClass(SavedSearch);
// A user's list, the newest first.
SavedSearchSchema.index({ userId: 1, createdAt: -1 });
// A newly public listing finds its candidate searches by type, district and town (each the listing's or ANY), then the
// price and the area's range narrow them (see candidateSearchesFilter).
SavedSearchSchema.index({ 'match.type': 1, 'match.district': 1, 'match.city': 1 });
