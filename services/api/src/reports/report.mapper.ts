import { isFraudReason, REPORT_REASONS, type ReportedListing, type ReportReason } from '@nivasa/contracts/report-schema';
import type { Types } from 'mongoose';
import type { ListingSummary } from '../listings/listing-visibility.service';
import type { OpenReportGroup } from './reports.repository';
import type { StoredReport } from './schemas/report.schema';

/** One queue row from the listing's open reports; the reporters are not named. */
export function toReportedListing(
  group: OpenReportGroup,
  listing: ListingSummary | undefined,
  owner: { username: string; blocked?: boolean } | undefined,
  reasonCounts: ReadonlyMap<string, number>,
  reports: readonly StoredReport[],
): ReportedListing {
  const reasons = REPORT_REASONS.flatMap((reason) => {
    const count = reasonCounts.get(reason) ?? 0;
    return count > 0 ? [{ reason, count }] : [];
  });
  return {
    listingId: group._id.toString(),
    listingName: listing?.name ?? '',
    ownerId: listing?.userRef.toString() ?? '',
    ownerUsername: owner?.username ?? '',
    ownerBlocked: owner?.blocked === true,
    hidden: listing?.hiddenByReports === true,
    reportCount: group.count,
    fraudReportCount: reasons.filter(({ reason }) => isFraudReason(reason)).reduce((sum, { count }) => sum + count, 0),
    reasons,
    reports: reports.map((report) => ({
      reason: report.reason as ReportReason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

/** The reason counts of each listing, keyed by listing id then reason. */
export function reasonCountsByListing(
  counts: readonly { _id: { listingId: Types.ObjectId; reason: string }; count: number }[],
): Map<string, Map<string, number>> {
  const byListing = new Map<string, Map<string, number>>();
  for (const { _id, count } of counts) {
    const key = _id.listingId.toString();
    const reasons = byListing.get(key) ?? new Map<string, number>();
    reasons.set(_id.reason, count);
    byListing.set(key, reasons);
  }
  return byListing;
}
