import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from '@nivasa/contracts/report-schema';
import { type HydratedDocument, Types } from 'mongoose';

/** Open until a moderator decides on its listing; then what they decided. */
export const REPORT_STATUSES = ['open', 'dismissed', 'taken-down', 'owner-blocked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A user's report of a listing: one per user and listing (its _id is derived from both). */
@Schema({ collection: 'listing_reports', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Report {
  @Prop({ type: Types.ObjectId, required: true })
  listingId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  reporterId!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: REPORT_REASONS })
  reason!: ReportReason;

  @Prop({ type: String, default: '', maxlength: REPORT_LIMITS.detailsMaxLength })
  details!: string;

  @Prop({ type: String, required: true, enum: REPORT_STATUSES, default: 'open' })
  status!: ReportStatus;

  createdAt!: Date;
}

export type ReportDocument = HydratedDocument<Report>;
export type StoredReport = Report & { _id: Types.ObjectId };

export const ReportSchema = SchemaFactory.createForClass(Report);
// The queue groups open reports by listing; a decision closes a listing's open reports.
ReportSchema.index({ status: 1, listingId: 1 });
ReportSchema.index({ reporterId: 1, listingId: 1 }, { unique: true });
