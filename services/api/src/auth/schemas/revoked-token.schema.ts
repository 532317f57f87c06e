import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A session token signed out before its expiry: refused until then, forgotten after. */
@Schema({ collection: 'revoked_tokens', versionKey: false })
export class RevokedToken {
  /** The token's `jti`. */
  @Prop({ type: String, required: true })
  jti!: string;

  /** The token's own expiry: after it the token is refused anyway, so the record can go. */
  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export type RevokedTokenDocument = HydratedDocument<RevokedToken>;

export const RevokedTokenSchema = SchemaFactory.createForClass(RevokedToken);
RevokedTokenSchema.index({ jti: 1 }, { unique: true });
// MongoDB removes a record once its token has expired; CongoDB ignores TTL indexes, so a scheduled job does too.
RevokedTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
