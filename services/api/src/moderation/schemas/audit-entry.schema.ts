import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MODERATION_ACTIONS, type ModerationAction } from '@nivasa/contracts/api';
import { LISTING_LIMITS } from '@nivasa/contracts/limits';
import { Types } from 'mongoose';

/**
 * One moderation action, as it was when taken: the names are copies, so the log still reads
 * well once the listing is deleted or the moderator renamed. Entries are only ever added.
 */
@Schema({ collection: 'moderation_audit', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class AuditEntry {
  @Prop({ type: String, required: true, enum: MODERATION_ACTIONS })
  action!: ModerationAction;

  /** None for blocking or unblocking an account, which names the user instead. */
  @Prop({ type: Types.ObjectId })
  listingId?: Types.ObjectId;

  @Prop({ type: String })
  listingName?: string;

  @Prop({ type: Types.ObjectId })
  userId?: Types.ObjectId;

  @Prop({ type: String })
  username?: string;

  @Prop({ type: Types.ObjectId, required: true })
  actorId!: Types.ObjectId;

  @Prop({ type: String, required: true })
  actorUsername!: string;

  @Prop({ type: String, maxlength: LISTING_LIMITS.reasonMaxLength })
  reason?: string;

  createdAt!: Date;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
// The log is read newest first, a page at a time.
AuditEntrySchema.index({ createdAt: -1, _id: -1 });
