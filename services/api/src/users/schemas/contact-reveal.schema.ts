import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * The log of "Show phone number" presses: who saw which owner's details, from which listing and
 * when. One record per viewer, day, owner and listing (a repeat press adds to it); the day's
 * distinct owners are what the daily limit counts. Records go after CONTACT_LOG_RETENTION_DAYS.
 */
@Schema({ collection: 'contact_reveals', versionKey: false })
export class ContactReveal {
  @Prop({ type: Types.ObjectId, required: true })
  viewer!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  owner!: Types.ObjectId;

  /** The listing the press came from; null for a lookup that named none. */
  @Prop({ type: Types.ObjectId, default: null })
  listing!: Types.ObjectId | null;

  /** The day in Sri Lanka, 2026-11-26 (contact-reveal.policy.ts). */
  @Prop({ type: String, required: true })
  day!: string;

  @Prop({ type: Date, required: true })
  firstAt!: Date;

  @Prop({ type: Date, required: true })
  lastAt!: Date;

  @Prop({ type: Number, required: true })
  presses!: number;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const ContactRevealSchema = SchemaFactory.createForClass(ContactReveal);
ContactRevealSchema.index({ viewer: 1, day: 1, owner: 1, listing: 1 }, { unique: true });
ContactRevealSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
