import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

export const ALERT_KINDS = ['new', 'reduced'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * One listing sent to one saved search: written (its _id derived from the two, so a second write
 * fails on every engine) before the alert mail is queued, so a listing is never sent twice for a
 * saved search, whichever instance or run tries.
 */
@Schema({ collection: 'saved_search_alerts', versionKey: false })
export class SavedSearchAlert {
  @Prop({ type: Types.ObjectId, required: true })
  _id!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  savedSearchId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  listingId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: String, enum: ALERT_KINDS, required: true })
  kind!: AlertKind;

  @Prop({ type: Date, required: true })
  sentAt!: Date;
}

export const SavedSearchAlertSchema = SchemaFactory.createForClass(SavedSearchAlert);
// The key on a real MongoDB too; the derived _id is what holds on CongoDB.
SavedSearchAlertSchema.index({ savedSearchId: 1, listingId: 1 }, { unique: true });
// What a deleted user, listing or saved search leaves.
SavedSearchAlertSchema.index({ userId: 1 });
SavedSearchAlertSchema.index({ listingId: 1 });

/** Where each alert job got to: the end of the time range its last successful run covered. */
@Schema({ collection: 'saved_search_alert_runs', versionKey: false })
export class SavedSearchAlertRun {
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: Date, required: true })
  coveredUntil!: Date;
}

export const SavedSearchAlertRunSchema = SchemaFactory.createForClass(SavedSearchAlertRun);
SavedSearchAlertRunSchema.index({ name: 1 }, { unique: true });
