import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FRAUD_REPORT_REASONS, REPORT_LIMITS } from '@nivasa/contracts/report-schema';
import type { Model, Types } from 'mongoose';
import { derivedObjectId, isDuplicateKeyError } from '../common/derived-id';
import { Report, type ReportStatus, type StoredReport } from './schemas/report.schema';

/** A user's report of a listing has this id, so a second one (however close in time) fails on _id. */
export function reportIdOf(reporterId: Types.ObjectId, listingId: Types.ObjectId): Types.ObjectId {
  return derivedObjectId('report', reporterId, listingId);
}

/** A listing with open reports, as the queue counts them. */
export interface OpenReportGroup {
  _id: Types.ObjectId;
  count: number;
  latest: Date;
}

/** The reports collection's named operations. */
@Injectable()
export class ReportsRepository {
  constructor(@InjectModel(Report.name) private readonly reports: Model<Report>) {}

  /** Stores the report; false when this user reported this listing before (whatever became of it). */
  async add(report: Pick<Report, 'listingId' | 'reporterId' | 'reason' | 'details'>): Promise<boolean> {
    try {
      await this.reports.create({ _id: reportIdOf(report.reporterId, report.listingId), ...report, status: 'open' });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Distinct users with an open fraud report of the listing (one report per user, so reports are users). */
  countOpenFraudReports(listingId: Types.ObjectId): Promise<number> {
    return this.reports.countDocuments({ listingId, status: 'open', reason: { $in: [...FRAUD_REPORT_REASONS] } }).exec();
  }

  /** A page of the listings with open reports, the most reported first, then the most recently reported. */
  async openGroups(page: number, pageSize: number): Promise<{ groups: OpenReportGroup[]; total: number }> {
    const grouped = [{ $match: { status: 'open' } }, { $group: { _id: '$listingId', count: { $sum: 1 }, latest: { $max: '$createdAt' } } }];
    const [groups, totals] = await Promise.all([
      this.reports
        .aggregate<OpenReportGroup>([
          ...grouped,
          { $sort: { count: -1, latest: -1, _id: 1 } },
          { $skip: (page - 1) * pageSize },
          { $limit: pageSize },
        ])
        .exec(),
      this.reports.aggregate<{ total: number }>([...grouped, { $group: { _id: null, total: { $sum: 1 } } }]).exec(),
    ]);
    return { groups, total: totals[0]?.total ?? 0 };
  }

  /** The listings' open reports, the newest first, at most REPORT_LIMITS.reportsShownPerListing each. */
  async openOf(listingIds: readonly Types.ObjectId[]): Promise<StoredReport[]> {
    const perListing = await Promise.all(
      listingIds.map((listingId) =>
        this.reports
          .find({ listingId, status: 'open' })
          .sort({ createdAt: -1, _id: -1 })
          .limit(REPORT_LIMITS.reportsShownPerListing)
          .lean<StoredReport[]>()
          .exec(),
      ),
    );
    return perListing.flat();
  }

  /** Open reports' reasons counted, per listing. */
  async openReasonCounts(
    listingIds: readonly Types.ObjectId[],
  ): Promise<{ _id: { listingId: Types.ObjectId; reason: string }; count: number }[]> {
    return this.reports
      .aggregate<{ _id: { listingId: Types.ObjectId; reason: string }; count: number }>([
        { $match: { status: 'open', listingId: { $in: [...listingIds] } } },
        { $group: { _id: { listingId: '$listingId', reason: '$reason' }, count: { $sum: 1 } } },
      ])
      .exec();
  }

  /** Closes the listing's open reports with the decision; the reporters whose reports it closed. */
  async close(listingId: Types.ObjectId, status: Exclude<ReportStatus, 'open'>): Promise<Types.ObjectId[]> {
    const open = await this.reports
      .find({ listingId, status: 'open' }, { reporterId: 1 })
      .lean<Pick<StoredReport, '_id' | 'reporterId'>[]>()
      .exec();
    if (open.length === 0) return [];
    await this.reports.updateMany({ _id: { $in: open.map((report) => report._id) }, status: 'open' }, { $set: { status } }).exec();
    return open.map((report) => report.reporterId);
  }

  async deleteOfListings(listingIds: readonly Types.ObjectId[]): Promise<void> {
    await this.reports.deleteMany({ listingId: { $in: [...listingIds] } }).exec();
  }

  async deleteByUser(userId: Types.ObjectId): Promise<void> {
    await this.reports.deleteMany({ reporterId: userId }).exec();
  }
}
