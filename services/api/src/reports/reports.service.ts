import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { MessageResponse } from '@nivasa/contracts/api';
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '@nivasa/contracts/engagement-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { isFraudReason, REPORT_LIMITS, type ReportAction, type ReportReason, type ReportsPage } from '@nivasa/contracts/report-schema';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { updateListingPath } from '@nivasa/contracts/paths';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';
import { ConfigService } from '../config/config.service';
import { ListingVisibilityService, type ListingSummary } from '../listings/listing-visibility.service';
import { isPublicListing } from '../listings/public-listings.filter';
import { listingModerationMail } from '../mail/listing-moderation-mail';
import { MailService } from '../mail/mail.service';
import { ModerationLogService } from '../moderation/moderation-log.service';
import { UsersService } from '../users/users.service';
import type { ReportDecisionDto } from './dto/report-decision.dto';
import type { ReportRequestDto } from './dto/report-request.dto';
import { reasonCountsByListing, toReportedListing } from './report.mapper';
import { reportOutcomeMail } from './report-outcome-mail';
import { type ReportActor, requireBlockable, requireReporter, requireReportModerator } from './report.policy';
import { ReportsRepository } from './reports.repository';
import type { ReportStatus } from './schemas/report.schema';

const CLOSED_AS: Record<ReportAction, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  'take-down': 'taken-down',
  'block-owner': 'owner-blocked',
};

const DECIDED: Record<ReportAction, { message: string; audit: 'dismissReports' | 'takeDown' | 'blockUser' }> = {
  dismiss: { message: REPORT_MESSAGES.dismissed, audit: 'dismissReports' },
  'take-down': { message: REPORT_MESSAGES.takenDown, audit: 'takeDown' },
  'block-owner': { message: REPORT_MESSAGES.ownerBlocked, audit: 'blockUser' },
};

const notFound = () => new NotFoundException(refusal('LISTING_NOT_FOUND', LISTING_MESSAGES.notFound));

/**
 * Users' reports of listings; the moderators' queue and decisions; blocking accounts. A listing
 * with REPORT_LIMITS.fraudReportsToHide open fraud reports is held out of the public places
 * until a moderator decides. Each decision is logged, its reporters mailed.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly listings: ListingVisibilityService,
    private readonly users: UsersService,
    private readonly log: ModerationLogService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {}

  /** A public listing, reported once per user; its owner may not. */
  async report(actor: ReportActor | undefined, listingId: Types.ObjectId, request: ReportRequestDto): Promise<MessageResponse> {
    const listing = await this.listings.summaryOf(listingId);
    if (!listing || !isPublicListing(listing)) throw notFound();
    requireReporter(actor, listing);
    const added = await this.reports.add({ listingId, reporterId: actor._id, reason: request.reason, details: request.details });
    if (!added) throw new ConflictException(refusal('REPORT_ALREADY_EXISTS', REPORT_MESSAGES.alreadyReported));
    if (isFraudReason(request.reason) && (await this.reports.countOpenFraudReports(listingId)) >= REPORT_LIMITS.fraudReportsToHide) {
      await this.listings.holdForReports(listingId, true);
    }
    return { success: true, message: REPORT_MESSAGES.reported };
  }

  /** A page of listings with open reports, the most reported first. */
  async queue(actor: ReportActor | undefined, page: number): Promise<ReportsPage> {
    requireReportModerator(actor);
    const pageSize = REPORT_LIMITS.queuePageSize;
    const { groups, total } = await this.reports.openGroups(page, pageSize);
    const ids = groups.map((group) => group._id);
    const [listings, reports, counts] = await Promise.all([
      this.listings.summariesOf(ids),
      this.reports.openOf(ids),
      this.reports.openReasonCounts(ids),
    ]);
    const listingOf = new Map(listings.map((listing) => [listing._id.toString(), listing]));
    const owners = new Map(
      (await Promise.all([...new Set(listings.map((listing) => listing.userRef.toString()))].map((id) => this.users.findById(id)))).flatMap(
        (owner) => (owner ? [[owner._id.toString(), owner] as const] : []),
      ),
    );
    const reasonCounts = reasonCountsByListing(counts);
    const items = groups.map((group) => {
      const key = group._id.toString();
      const listing = listingOf.get(key);
      return toReportedListing(
        group,
        listing,
        listing ? owners.get(listing.userRef.toString()) : undefined,
        reasonCounts.get(key) ?? new Map(),
        reports.filter((report) => report.listingId.equals(group._id)),
      );
    });
    return { items, page, pageSize, total };
  }

  /**
   * Decides on the listing's open reports: dismiss (the listing returns to the public places),
   * take down (disapproved, the reason mailed to its owner), or block its owner (all their
   * listings leave the public places, their sessions end). Logged; each reporter is mailed.
   */
  async decide(actor: ReportActor | undefined, listingId: Types.ObjectId, decision: ReportDecisionDto): Promise<MessageResponse> {
    requireReportModerator(actor);
    const listing = await this.listings.summaryOf(listingId);
    if (!listing) throw notFound();
    // Whom a block would reach is checked before any report is closed.
    const owner = decision.action === 'block-owner' ? await this.blockable(listing.userRef) : undefined;
    const reported = await this.reports.openReasonCounts([listingId]);
    const reporters = await this.reports.close(listingId, CLOSED_AS[decision.action]);
    if (reporters.length === 0) throw new ConflictException(refusal('REPORT_NONE_OPEN', REPORT_MESSAGES.noOpenReports));
    // Without a reason of the moderator's, the owner is told what the listing was reported for.
    const reason = decision.reason ?? reported.map(({ _id }) => REPORT_REASON_LABELS[_id.reason as ReportReason]).join(', ');
    if (decision.action === 'dismiss') await this.listings.holdForReports(listingId, false);
    if (decision.action === 'take-down') await this.takeDown(listing, reason);
    if (owner) await this.block(owner._id);
    await this.log.record({
      action: DECIDED[decision.action].audit,
      listingId,
      listingName: listing.name,
      actorId: actor._id,
      actorUsername: actor.username,
      ...(owner ? { userId: owner._id, username: owner.username } : {}),
      ...(reason ? { reason } : {}),
    });
    await this.tellReporters(reporters, listing, decision.action);
    return { success: true, message: DECIDED[decision.action].message };
  }

  async blockUser(actor: ReportActor | undefined, userId: Types.ObjectId): Promise<MessageResponse> {
    requireReportModerator(actor);
    const user = await this.blockable(userId);
    await this.block(userId);
    await this.log.record({ action: 'blockUser', userId, username: user.username, actorId: actor._id, actorUsername: actor.username });
    return { success: true, message: REPORT_MESSAGES.userBlocked };
  }

  async unblockUser(actor: ReportActor | undefined, userId: Types.ObjectId): Promise<MessageResponse> {
    requireReportModerator(actor);
    const user = await this.users.setBlocked(userId, false);
    if (!user) throw new NotFoundException(refusal('USER_NOT_FOUND', AUTH_MESSAGES.userNotFound));
    await this.listings.setOwnerBlocked(userId, false);
    await this.log.record({ action: 'unblockUser', userId, username: user.username, actorId: actor._id, actorUsername: actor.username });
    return { success: true, message: REPORT_MESSAGES.userUnblocked };
  }

  /** The account, if there is one and it may be blocked (not an admin's: a moderator never blocks themselves either). */
  private async blockable(userId: Types.ObjectId) {
    const target = await this.users.findById(userId);
    if (!target) throw new NotFoundException(refusal('USER_NOT_FOUND', AUTH_MESSAGES.userNotFound));
    requireBlockable(target);
    return target;
  }

  /** The account is blocked (its sessions end with its session version) and its listings hidden. */
  private async block(userId: Types.ObjectId): Promise<void> {
    await this.users.setBlocked(userId, true);
    await this.listings.setOwnerBlocked(userId, true);
  }

  private async takeDown(listing: ListingSummary, reason: string): Promise<void> {
    await this.listings.takeDown(listing._id, reason);
    const owner = await this.users.findById(listing.userRef);
    if (!owner) return;
    await this.mail.sendLater(
      listingModerationMail({
        to: owner.email,
        username: owner.username,
        listingName: listing.name,
        decision: 'disapprove',
        reason,
        link: this.config.pageUrl(updateListingPath(listing._id.toString()), owner.language),
        language: owner.language,
      }),
      `the take-down mail to user ${owner._id.toString()}`,
    );
  }

  private async tellReporters(reporters: readonly Types.ObjectId[], listing: ListingSummary, action: ReportAction): Promise<void> {
    for (const reporterId of reporters) {
      const reporter = await this.users.findById(reporterId);
      if (!reporter) continue;
      await this.mail.sendLater(
        reportOutcomeMail({
          to: reporter.email,
          username: reporter.username,
          listingName: listing.name,
          action,
          link: this.config.pageUrl('/', reporter.language),
          language: reporter.language,
        }),
        `the report outcome mail to user ${reporter._id.toString()}`,
      );
    }
  }
}
