import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/** A password-reset link that was mailed: only the SHA-256 of its token is kept. */
@Schema({ collection: 'password_resets', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class PasswordReset {
  @Prop({ type: Types.ObjectId, required: true, ref: 'User', index: true })
  userId!: Types.ObjectId;

  /** Hex SHA-256 of the token in the link; the token itself is never stored. */
  @Prop({ type: String, required: true })
  tokenHash!: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  /** When the link was used; a link works once. */
  @Prop({ type: Date, default: null })
  usedAt!: Date | null;

  createdAt!: Date;
}

export type PasswordResetDocument = HydratedDocument<PasswordReset>;

export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);
PasswordResetSchema.index({ tokenHash: 1 }, { unique: true });
// MongoDB removes expired links by itself; CongoDB ignores TTL indexes, so a scheduled job does too.
PasswordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
