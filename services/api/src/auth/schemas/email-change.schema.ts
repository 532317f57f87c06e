import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/** An email change waiting for its link, mailed to the new address, to be opened. */
@Schema({ collection: 'email_changes', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class EmailChange {
  @Prop({ type: Types.ObjectId, required: true, ref: 'User', index: true })
  userId!: Types.ObjectId;

  /** Normalised (lower case); the account takes it when the link is opened. */
  @Prop({ type: String, required: true })
  newEmail!: string;

  /** Hex SHA-256 of the token in the link; the token itself is never stored. */
  @Prop({ type: String, required: true })
  tokenHash!: string;

  /** The account's session version when asked: a password reset or change since voids the link. */
  @Prop({ type: Number, required: true })
  sessionVersion!: number;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  /** When the link was used (or voided by a newer request); a link works once. */
  @Prop({ type: Date, default: null })
  usedAt!: Date | null;

  createdAt!: Date;
}

export type EmailChangeDocument = HydratedDocument<EmailChange>;

export const EmailChangeSchema = SchemaFactory.createForClass(EmailChange);
EmailChangeSchema.index({ tokenHash: 1 }, { unique: true });
// MongoDB removes expired links by itself; CongoDB ignores TTL indexes, so a scheduled job does too.
EmailChangeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
