import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * One rate-limit counter: hits within a fixed window, and a block that may outlast the window.
 * The _id is derived from the counter's name, so the key (an address, an email) is not stored
 * and creating the counter is one insert that fails on _id when another instance won the race.
 */
@Schema({ collection: 'rate_counters', versionKey: false })
export class RateCounter {
  @Prop({ type: Types.ObjectId })
  _id!: Types.ObjectId;

  @Prop({ type: Number, required: true })
  hits!: number;

  @Prop({ type: Date, required: true })
  windowEndsAt!: Date;

  @Prop({ type: Date, required: true })
  blockedUntil!: Date;

  /** The later of the two: until then the counter still means something. */
  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const RateCounterSchema = SchemaFactory.createForClass(RateCounter);
// MongoDB removes spent counters by itself; CongoDB ignores TTL indexes, so a scheduled job does too.
RateCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
