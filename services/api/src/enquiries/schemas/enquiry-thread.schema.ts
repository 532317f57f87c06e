import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { type HydratedDocument, Types } from 'mongoose';

/**
 * A seeker's conversation with a listing's owner about the listing: one per seeker and listing
 * (its _id is derived from both, see threadIdOf). It keeps what the list of threads shows, so
 * the list reads no messages: the newest message's start and time, and each side's unread count.
 */
@Schema({ collection: 'enquiry_threads', versionKey: false, timestamps: true })
export class EnquiryThread {
  @Prop({ type: Types.ObjectId, required: true })
  listingId!: Types.ObjectId;

  /** The listing's owner when the thread began. */
  @Prop({ type: Types.ObjectId, required: true })
  ownerId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  seekerId!: Types.ObjectId;

  /** The listing's name when the thread began, shown once the listing is gone. */
  @Prop({ type: String, required: true })
  listingName!: string;

  @Prop({ type: Date, required: true })
  lastMessageAt!: Date;

  /** The start of the newest message (ENQUIRY_LIMITS.previewLength characters). */
  @Prop({ type: String, required: true, maxlength: ENQUIRY_LIMITS.previewLength })
  lastMessageText!: string;

  @Prop({ type: Types.ObjectId, required: true })
  lastSenderId!: Types.ObjectId;

  /** Messages to the seeker they have not read yet; likewise the owner. */
  @Prop({ type: Number, required: true, default: 0, min: 0 })
  seekerUnread!: number;

  @Prop({ type: Number, required: true, default: 0, min: 0 })
  ownerUnread!: number;

  createdAt!: Date;
  updatedAt!: Date;
}

export type EnquiryThreadDocument = HydratedDocument<EnquiryThread>;
export type StoredThread = EnquiryThread & { _id: Types.ObjectId };

export const EnquiryThreadSchema = SchemaFactory.createForClass(EnquiryThread);
// Each side's list, the newest message first.
EnquiryThreadSchema.index({ seekerId: 1, lastMessageAt: -1 });
EnquiryThreadSchema.index({ ownerId: 1, lastMessageAt: -1 });
// A listing's threads (its deletion, its owner's changes).
EnquiryThreadSchema.index({ listingId: 1 });
// One thread per seeker and listing (declared for MongoDB; the derived _id holds it on every engine).
EnquiryThreadSchema.index({ seekerId: 1, listingId: 1 }, { unique: true });
