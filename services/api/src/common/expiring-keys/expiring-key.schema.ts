import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/**
 * A key that is taken until a moment (a used sign-in nonce, say). The _id is derived from
 * the kind and the key, so taking a key is one insert that fails when it was taken before:
 * atomic on MongoDB and on CongoDB alike, which enforces no unique index but _id's.
 */
@Schema({ collection: 'expiring_keys', versionKey: false })
export class ExpiringKey {
  @Prop({ type: Types.ObjectId })
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export type ExpiringKeyDocument = HydratedDocument<ExpiringKey>;

export const ExpiringKeySchema = SchemaFactory.createForClass(ExpiringKey);
// MongoDB removes expired keys by itself; CongoDB ignores TTL indexes, so a scheduled job does too.
ExpiringKeySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
