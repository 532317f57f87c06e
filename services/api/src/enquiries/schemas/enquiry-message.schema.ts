import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ENQUIRY_ROLES, type EnquiryRole } from '@nivasa/contracts/enquiry-schema';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { type HydratedDocument, Types } from 'mongoose';

/** One message in an enquiry thread, from its seeker or its owner. */
@Schema({ collection: 'enquiry_messages', versionKey: false })
export class EnquiryMessage {
  @Prop({ type: Types.ObjectId, required: true })
  threadId!: Types.ObjectId;

  /** Null once the sender's account is deleted (the text stays for the other person, signed "Deleted user"). */
  @Prop({ type: Types.ObjectId, default: null })
  senderId!: Types.ObjectId | null;
  /** Which side wrote it: what a moderator reads, and what stays once an account is gone. */
  @Prop({ type: String, enum: ENQUIRY_ROLES })
  from?: EnquiryRole;

  @Prop({ type: String, required: true, minlength: ENQUIRY_LIMITS.messageMinLength, maxlength: ENQUIRY_LIMITS.messageMaxLength })
  text!: string;

  /** When it was sent: the time the thread's newest message is compared by, so set by the sender's request. */
  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export type EnquiryMessageDocument = HydratedDocument<EnquiryMessage>;
export type StoredMessage = EnquiryMessage & { _id: Types.ObjectId };

export const EnquiryMessageSchema = SchemaFactory.createForClass(EnquiryMessage);
// A thread's messages, the newest first.
EnquiryMessageSchema.index({ threadId: 1, createdAt: -1, _id: -1 });
