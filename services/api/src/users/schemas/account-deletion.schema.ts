import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * An account deletion under way: recorded before the user goes and removed once every module
 * has removed what it kept of them, so one that failed or was cut off is found and finished.
 */
@Schema({ collection: 'account_deletions', versionKey: false })
export class AccountDeletion {
  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  startedAt!: Date;

  /** Failed runs so far, and what the last one said. */
  @Prop({ type: Number, default: 0 })
  failures!: number;

  @Prop({ type: String, default: null })
  lastError!: string | null;
}

export const AccountDeletionSchema = SchemaFactory.createForClass(AccountDeletion);
AccountDeletionSchema.index({ userId: 1 }, { unique: true });
