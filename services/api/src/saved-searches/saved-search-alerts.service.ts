import { Injectable, Logger } from '@nestjs/common';
import { SAVED_SEARCH_API_PATHS } from '@nivasa/contracts/saved-search-api-paths';
import type { Language } from '@nivasa/contracts/languages';
import { listingPath, PATHS } from '@nivasa/contracts/paths';
import { readSavedSearchQuery, type SavedSearchFrequency } from '@nivasa/contracts/saved-search-schema';
import { Types } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { type AlertListing, ListingAlertsFeed } from '../listings/listing-alerts-feed.service';
import { MailService } from '../mail/mail.service';
import { type AlertMailListing, savedSearchAlertMail } from '../mail/saved-search-alert-mail';
import { UsersService } from '../users/users.service';
import { matchesSavedSearch } from './saved-search-match';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository';
import { SavedSearchesRepository } from './saved-searches.repository';
import type { AlertKind } from './schemas/saved-search-alert.schema';
import type { StoredSavedSearch } from './schemas/saved-search.schema';
import { savedSearchIdOfToken, unsubscribeKeyOf, unsubscribeTokenOf } from './unsubscribe-token';

/** A first run looks back this far: what went public just before the alerts started is still news. */
const FIRST_RUN_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/**
 * Each run reads a little before where the last one ended: a listing approved on an instance whose
 * clock is behind, or whose write landed after the last run read, is still found (the sent records
 * keep it from going twice).
 */
const OVERLAP_MS = 60 * 1000;
/** Listings read at a time. */
const PAGE = 500;

/** A listing found for a saved search: why (new, or reduced), and when that happened. */
interface Found {
  listing: AlertListing;
  kind: AlertKind;
  at: Date;
}

/** New or reduced, and when: the later of the two that fell within the run's range. */
export function alertEventOf(listing: Pick<AlertListing, 'publishedAt' | 'reducedAt'>, since: Date): { kind: AlertKind; at: Date } | null {
  const inRange = (at: Date | undefined) => (at && at.getTime() >= since.getTime() ? at : undefined);
  const published = inRange(listing.publishedAt);
  const reduced = inRange(listing.reducedAt);
  if (reduced && (!published || reduced.getTime() >= published.getTime())) return { kind: 'reduced', at: reduced };
  return published ? { kind: 'new', at: published } : null;
}

/**
 * Saved-search alerts: the listings that went public or were reduced since a job's last run
 * (recorded on the listings, read through ListingAlertsFeed), each matched against the saved
 * searches of the job's frequency by their index keys and then exactly (saved-search-match.ts),
 * never the owner's own; one mail per saved search, in its user's language, through the outbox.
 * Each listing is recorded as sent to a search before the mail is queued, so it goes once.
 */
@Injectable()
export class SavedSearchAlertsService {
  private readonly logger = new Logger(SavedSearchAlertsService.name);
  private readonly unsubscribeKey: Buffer;

  constructor(
    private readonly savedSearches: SavedSearchesRepository,
    private readonly alerts: SavedSearchAlertsRepository,
    private readonly feed: ListingAlertsFeed,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: ConfigService,
  ) {
    this.unsubscribeKey = unsubscribeKeyOf(config.unsubscribeTokenSecret, config.jwtSecret);
  }

  /**
   * One run of the job: what happened since its last run (with OVERLAP_MS) up to `now`, mailed to
   * the saved searches of `frequency`. Moves the job's mark only when every mail was queued, so
   * a failed run is done again. How many mails were queued.
   */
  async run(job: string, frequency: SavedSearchFrequency, now = new Date()): Promise<number> {
    const covered = await this.alerts.coveredUntil(job);
    const since = new Date((covered?.getTime() ?? now.getTime() - FIRST_RUN_LOOKBACK_MS) - OVERLAP_MS);
    const found = await this.collect(since, now, frequency);
    let mailed = 0;
    for (const { search, listings } of found.values()) {
      if (await this.send(search, listings, now)) mailed += 1;
    }
    await this.alerts.setCoveredUntil(job, now);
    if (mailed) this.logger.log(`${job}: mailed ${mailed} saved-search alerts`);
    return mailed;
  }

  /** The saved search a token names, paused; null when the token is not ours or the search is gone. */
  async unsubscribe(token: unknown): Promise<StoredSavedSearch | null> {
    const id = savedSearchIdOfToken(token, this.unsubscribeKey);
    return id === null ? null : this.savedSearches.pause(new Types.ObjectId(id));
  }

  /** The token of the saved search's unsubscribe links. */
  unsubscribeTokenOf(savedSearchId: Types.ObjectId): string {
    return unsubscribeTokenOf(savedSearchId.toString(), this.unsubscribeKey);
  }

  /** Each saved search of the frequency with the listings of the range it finds, by their index keys and then exactly. */
  private async collect(
    since: Date,
    until: Date,
    frequency: SavedSearchFrequency,
  ): Promise<Map<string, { search: StoredSavedSearch; listings: Found[] }>> {
    const found = new Map<string, { search: StoredSavedSearch; listings: Found[] }>();
    let after: Types.ObjectId | undefined;
    for (;;) {
      const page = await this.feed.changedBetween(since, until, PAGE, after);
      for (const listing of page) {
        const event = alertEventOf(listing, since);
        if (!event) continue;
        for (const search of await this.savedSearches.alertCandidatesOf(listing, frequency)) {
          // Not the owner's own searches, nor what happened before a search was saved.
          if (search.userId.equals(listing.userRef) || search.createdAt.getTime() > event.at.getTime()) continue;
          const read = readSavedSearchQuery(search.query);
          if (!read.success || !matchesSavedSearch(listing, read.filters, search.match, until)) continue;
          const entry = found.get(search._id.toString()) ?? { search, listings: [] };
          entry.listings.push({ listing, ...event });
          found.set(search._id.toString(), entry);
        }
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!._id;
    }
    return found;
  }

  /**
   * Mails the saved search's user the listings still public now and not sent to this search
   * before: each recorded as sent first; a mail that could not be queued takes its records back.
   */
  private async send(search: StoredSavedSearch, found: Found[], now: Date): Promise<boolean> {
    const user = await this.users.findById(search.userId);
    if (!user) return false; // the user is being deleted, and their searches with them
    const stillPublic = new Set((await this.feed.publicAmong(found.map(({ listing }) => listing._id))).map(({ _id }) => _id.toString()));
    const claimed: Found[] = [];
    for (const item of found) {
      if (!stillPublic.has(item.listing._id.toString())) continue;
      const recorded = await this.alerts.claim(
        { savedSearchId: search._id, listingId: item.listing._id, userId: search.userId, kind: item.kind },
        now,
      );
      if (recorded) claimed.push(item);
    }
    if (claimed.length === 0) return false;
    claimed.sort((a, b) => b.at.getTime() - a.at.getTime());
    const language = user.language;
    const token = this.unsubscribeTokenOf(search._id);
    try {
      await this.mail.sendLater(
        savedSearchAlertMail({
          to: user.email,
          username: user.username,
          searchName: search.name,
          listings: claimed.map((item) => this.mailListingOf(item, language)),
          total: claimed.length,
          seeAllLink: this.config.pageUrl(`${PATHS.search}?${search.query}`, language),
          manageLink: this.config.pageUrl(PATHS.mySearches, language),
          unsubscribePage: this.config.pageUrl(`${PATHS.unsubscribeAlerts}?token=${encodeURIComponent(token)}`, language),
          unsubscribePost: `${this.config.publicUrl}${SAVED_SEARCH_API_PATHS.unsubscribe(token)}`,
          language,
        }),
        `the alert of saved search ${search._id.toString()} to user ${user._id.toString()}`,
      );
    } catch (error) {
      await this.alerts.release(
        search._id,
        claimed.map((item) => item.listing._id),
      );
      throw error;
    }
    await this.savedSearches.markAlerted(search._id, now);
    return true;
  }

  private mailListingOf({ listing, kind }: Found, language: Language): AlertMailListing {
    const image = listing.imageUrls[0];
    return {
      name: listing.name,
      type: listing.type,
      rent: listing.rent,
      ...(listing.rentType ? { rentType: listing.rentType } : {}),
      district: listing.district,
      city: listing.city,
      ...(image ? { image: this.absoluteImageUrl(image) } : {}),
      link: this.config.pageUrl(listingPath(listing._id.toString()), language),
      ...(kind === 'reduced' && listing.previousRent !== undefined ? { reducedFrom: listing.previousRent } : {}),
    };
  }

  /** The card-sized picture, as an address a mail reader can load. */
  private absoluteImageUrl(url: string): string {
    const absolute = /^https?:\/\//.test(url) ? url : `${this.config.publicUrl}${url}`;
    return url.startsWith('/api/images/') ? `${absolute}?size=card` : absolute;
  }
}
