import { Injectable } from '@nestjs/common';
import { type AuditEntry, type AuditPage, LISTING_STATUSES, type ListingAnalytics, type ListingStatus } from '@nivasa/contracts/api';
import { ANALYTICS_WEEKS, AUDIT_PAGE_SIZE } from '@nivasa/contracts/limits';
import { LISTING_TYPES, type ListingType } from '@nivasa/contracts/listing-types';
import { ListingsModerationRepository } from '../listings/listings-moderation.repository';
import { UsersService } from '../users/users.service';
import { AuditLogRepository, type StoredAuditEntry } from './audit-log.repository';
import { type ModerationActor, requireModerator } from './moderation.policy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) that starts the week `weeksBefore` weeks before the one holding `now`. */
export function weekStart(now: Date, weeksBefore = 0): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(today - (daysSinceMonday + 7 * weeksBefore) * DAY_MS);
}

function countsOf<Key extends string>(keys: readonly Key[], counts: Map<string, number>): Record<Key, number> {
  return Object.fromEntries(keys.map((key) => [key, counts.get(key) ?? 0])) as Record<Key, number>;
}

function toAuditEntry(entry: StoredAuditEntry): AuditEntry {
  return {
    _id: entry._id.toString(),
    action: entry.action,
    ...(entry.listingId ? { listingId: entry.listingId.toString(), listingName: entry.listingName ?? '' } : {}),
    ...(entry.userId ? { userId: entry.userId.toString(), username: entry.username ?? '' } : {}),
    actorId: entry.actorId.toString(),
    actorUsername: entry.actorUsername,
    ...(entry.reason ? { reason: entry.reason } : {}),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** What moderators read: the listings' figures and the moderation log. */
@Injectable()
export class ModerationReportsService {
  constructor(
    private readonly listings: ListingsModerationRepository,
    private readonly audit: AuditLogRepository,
    private readonly users: UsersService,
  ) {}

  /** Every status and type with its count (0 included); districts with listings, most first; the last weeks, oldest first. */
  async analytics(actor: ModerationActor | undefined, now = new Date()): Promise<ListingAnalytics> {
    requireModerator(actor);
    const since = weekStart(now, ANALYTICS_WEEKS - 1);
    const [totalListings, users, byStatus, byType, byDistrict, perWeek] = await Promise.all([
      this.listings.countAll(),
      this.users.count(),
      this.listings.countByStatus(),
      this.listings.countByType(),
      this.listings.countByDistrict(),
      this.listings.countCreatedPerWeek(since, ANALYTICS_WEEKS),
    ]);
    return {
      totalListings,
      users,
      byStatus: countsOf<ListingStatus>(LISTING_STATUSES, byStatus),
      byType: countsOf<ListingType>(LISTING_TYPES, byType),
      byDistrict: [...byDistrict]
        .map(([district, count]) => ({ district, count }))
        .sort((a, b) => b.count - a.count || a.district.localeCompare(b.district)),
      newPerWeek: perWeek.map((count, week) => ({
        weekStart: new Date(since.getTime() + week * 7 * DAY_MS).toISOString().slice(0, 10),
        count,
      })),
    };
  }

  async auditPage(actor: ModerationActor | undefined, page: number): Promise<AuditPage> {
    requireModerator(actor);
    const { entries, total } = await this.audit.page(page, AUDIT_PAGE_SIZE);
    return { entries: entries.map(toAuditEntry), page, pageSize: AUDIT_PAGE_SIZE, total };
  }
}
