import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ENQUIRY_LIMITS } from '@nivasa/contracts/limits';
import { ENQUIRY_REPORT_REASONS, ENQUIRY_ROLES, type EnquiryReportReason, type EnquiryRole } from '@nivasa/contracts/enquiry-schema';
import { type HydratedDocument, Types } from 'mongoose';

/** One side's report of the thread (one each at most). */
@Schema({ _id: false, versionKey: false })
export class EnquiryThreadReport {
  @Prop({ type: String, required: true, enum: ENQUIRY_ROLES })
  by!: EnquiryRole;
  @Prop({ type: String, required: true, enum: ENQUIRY_REPORT_REASONS })
  reason!: EnquiryReportReason;
  @Prop({ type: String, default: '', maxlength: ENQUIRY_LIMITS.reportDetailsMaxLength })
  details!: string;
  @Prop({ type: Date, required: true })
  createdAt!: Date;
}
const EnquiryThreadReportSchema = SchemaFactory.createForClass(EnquiryThreadReport);

/**
 * A seeker's conversation with a listing's owner about the listing: one per seeker and listing
 * (its _id is derived from both, see threadIdOf). It keeps what the list of threads shows, so
 * the list reads no messages: the newest message's start and time, and each side's unread count.
 */
@Schema({ collection: 'enquiry_threads', versionKey: false, timestamps: true })
export class EnquiryThread {
  @Prop({ type: Types.ObjectId, required: true })
  listingId!: Types.ObjectId;

  /** The listing's owner when the thread began; null once their account is deleted (their side anonymised). */
  @Prop({ type: Types.ObjectId, default: null })
  ownerId!: Types.ObjectId | null;

  /** Null once the seeker's account is deleted (their side anonymised). */
  @Prop({ type: Types.ObjectId, default: null })
  seekerId!: Types.ObjectId | null;

  /** The listing's name when the thread began, shown once the listing is gone. */
  @Prop({ type: String, required: true })
  listingName!: string;

  @Prop({ type: Date, required: true })
  lastMessageAt!: Date;

  /** The start of the newest message (ENQUIRY_LIMITS.previewLength characters). */
  @Prop({ type: String, required: true, maxlength: ENQUIRY_LIMITS.previewLength })
  lastMessageText!: string;

  /** Null once the sender's account is deleted. */
  @Prop({ type: Types.ObjectId, default: null })
  lastSenderId!: Types.ObjectId | null;

  /** Messages to the seeker they have not read yet; likewise the owner. */
  @Prop({ type: Number, required: true, default: 0, min: 0 })
  seekerUnread!: number;

  @Prop({ type: Number, required: true, default: 0, min: 0 })
  ownerUnread!: number;

  /** When the owner shared their phone number in the thread (it is read from their account, so a changed number shows). */
  @Prop({ type: Date })
  phoneSharedAt?: Date;

  /** The sides that blocked the other here: any makes the thread read-only. */
  @Prop({ type: [String], enum: ENQUIRY_ROLES, default: [] })
  blockedBy!: EnquiryRole[];

  @Prop({ type: [EnquiryThreadReportSchema], default: [] })
  reports!: EnquiryThreadReport[];
  /** The newest report's time: the moderators' queue, newest first; unset for a thread never reported. */
  @Prop({ type: Date })
  reportedAt?: Date;

  /**
   * The new-message mail to each side: due when set (ENQUIRY_MAIL_BATCH_SECONDS after the first
   * message not mailed yet), and the messages to that side up to `…MailedUpTo` were mailed or read.
   * While a mail job holds the batch, `…MailClaim` names its claim.
   */
  @Prop({ type: Date })
  seekerMailDueAt?: Date;
  @Prop({ type: Date })
  ownerMailDueAt?: Date;
  @Prop({ type: Date })
  seekerMailedUpTo?: Date;
  @Prop({ type: Date })
  ownerMailedUpTo?: Date;
  @Prop({ type: String })
  seekerMailClaim?: string;
  @Prop({ type: String })
  ownerMailClaim?: string;

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
// One thread per seeker and listing (declared for MongoDB; the derived _id holds it on every engine). Partial:
// deleted seekers' anonymised threads (seekerId null) are many per listing.
EnquiryThreadSchema.index({ seekerId: 1, listingId: 1 }, { unique: true, partialFilterExpression: { seekerId: { $type: 'objectId' } } });
// The moderators' queue of reported threads, newest report first.
EnquiryThreadSchema.index({ reportedAt: -1 }, { sparse: true });
// The mails due to each side.
EnquiryThreadSchema.index({ seekerMailDueAt: 1 }, { sparse: true });
EnquiryThreadSchema.index({ ownerMailDueAt: 1 }, { sparse: true });
