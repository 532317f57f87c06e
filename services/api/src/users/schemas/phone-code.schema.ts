import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/**
 * The code last sent to a user's phone, one per user (its _id derived from the user's): the code's
 * keyed hash, never the code, the number it went to, and how many tries it has had.
 */
@Schema({ collection: 'phone_codes', versionKey: false })
export class PhoneCode {
  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: String, required: true })
  number!: string;

  /** HMAC-SHA256 of the user, the number and the code (see phone-code.policy.ts), hex. */
  @Prop({ type: String, required: true })
  codeHash!: string;

  @Prop({ type: Number, default: 0 })
  tries!: number;

  @Prop({ type: Date, required: true })
  sentAt!: Date;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export type PhoneCodeDocument = HydratedDocument<PhoneCode>;

export const PhoneCodeSchema = SchemaFactory.createForClass(PhoneCode);
// MongoDB removes spent codes itself; on CongoDB a spent code is only ever read as expired, and replaced by the next.
PhoneCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
