import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema } from 'mongoose';

export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * One mail in the outbox, written before anything is sent so that neither a restart nor an SMTP
 * outage loses it. `pending` waits for `dueAt`; `sending` is claimed by one instance until
 * `dueAt` (its lease), after which another may retake it; `sent` has lost its body and is removed
 * after a week; `failed` used up its attempts and stays, with its last error, for someone to look at.
 */
@Schema({ collection: 'mail_outbox', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class OutboxMail {
  @Prop({ type: String, required: true })
  to!: string;

  @Prop({ type: String, required: true })
  subject!: string;

  /** The bodies; removed once the mail is sent (a reset mail's link is a live token until then). */
  @Prop({ type: String })
  text?: string;

  @Prop({ type: String })
  html?: string;

  /** Extra header fields (OutgoingMail.headers); removed with the bodies (an unsubscribe link is a token). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  headers?: Record<string, string>;

  /** What the mail is, for the logs: names the user by id, never by address. */
  @Prop({ type: String, required: true })
  about!: string;

  @Prop({ type: String, enum: OUTBOX_STATES, required: true })
  status!: OutboxState;

  /** Pending: when to try next. Sending: when the claim's lease ends. */
  @Prop({ type: Date, required: true })
  dueAt!: Date;

  /** Attempts started, counted when the mail is claimed. */
  @Prop({ type: Number, default: 0 })
  attempts!: number;

  /** The claim being worked on; a failure is recorded only by the claim that made it. */
  @Prop({ type: String, default: null })
  claim!: string | null;

  /** The instance that made the claim (JobLockService.holder), for whoever investigates. */
  @Prop({ type: String, default: null })
  claimedBy!: string | null;

  @Prop({ type: String, default: null })
  lastError!: string | null;

  @Prop({ type: Date, default: null })
  sentAt!: Date | null;

  createdAt!: Date;
}

export type OutboxMailDocument = HydratedDocument<OutboxMail>;

export const OutboxMailSchema = SchemaFactory.createForClass(OutboxMail);
// The claim's query (due mail by state, oldest first), the health backlog's and the cleanup's.
OutboxMailSchema.index({ status: 1, dueAt: 1 });
OutboxMailSchema.index({ status: 1, sentAt: 1 });
