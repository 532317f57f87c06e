import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { HomeListings, SitemapListings } from '@nivasa/contracts/api';
import { HOME_LIMITS, LINK_PREVIEW_LIMITS } from '@nivasa/contracts/limits';
import { PUBLIC_LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import { createHash } from 'node:crypto';
import { toPublicListing } from './listing-response';
import { LISTINGS_CHANGED } from './listings-changed.event';
import { ListingsRepository } from './listings.repository';
import { type ListingSearchFilters, searchQueryOf } from './search-query';
import { UsersService } from '../users/users.service';
import type { StoredListing } from './listing-response';

/** Approved listings, newest first, as the search orders them: of a type, or the featured ones. */
function newestApproved(limit: number, filters: Pick<ListingSearchFilters, 'type' | 'featured'>): ListingSearchFilters {
  return { status: PUBLIC_LISTING_STATUS, ...filters, sort: 'createdAt', order: 'desc', startIndex: 0, limit };
}

/** A home answer, with its JSON and that JSON's validator, made once per load: every request that hits the cache sends the same bytes. */
export interface HomeAnswer {
  home: HomeListings;
  json: Buffer;
  etag: string;
}

/** The home answer and how long it may still be served, in milliseconds. */
export interface CachedHome extends HomeAnswer {
  freshForMs: number;
}

function answerOf(home: HomeListings): HomeAnswer {
  const json = Buffer.from(JSON.stringify(home));
  return { home, json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * What the public pages read of many listings at once: the home page's one call and the
 * sitemap's list. The home answer is kept in memory for at most HOME_LIMITS.cacheMaxAgeMs, and
 * forgotten at once when this instance changes a listing; requests that miss it together share
 * one load.
 */
@Injectable()
export class HomeListingsService {
  private cached?: { answer: HomeAnswer; readAt: number };
  private loading?: Promise<HomeAnswer>;
  /** Counts the changes, so a load begun before one is neither kept nor shared after it. */
  private changes = 0;

  constructor(
    private readonly listings: ListingsRepository,
    private readonly users: UsersService,
  ) {}

  async home(): Promise<CachedHome> {
    const cached = this.cached;
    if (cached && this.freshForMs(cached) > 0) return { ...cached.answer, freshForMs: this.freshForMs(cached) };
    const answer = await (this.loading ??= this.load());
    // A change during the load kept it out of the cache: it is not to be reused.
    const kept = this.cached?.answer === answer ? this.cached : undefined;
    return { ...answer, freshForMs: kept ? this.freshForMs(kept) : 0 };
  }

  @OnEvent(LISTINGS_CHANGED)
  forget(): void {
    this.changes += 1;
    this.cached = undefined;
    this.loading = undefined;
  }

  /** Every approved listing's id and last change, most recently changed first. */
  async sitemap(): Promise<SitemapListings> {
    const listings = await this.listings.findApprovedChanges(LINK_PREVIEW_LIMITS.sitemapMaxListings);
    return { listings: listings.map(({ _id, updatedAt }) => ({ _id: _id.toString(), updatedAt: updatedAt.toISOString() })) };
  }

  private freshForMs(cached: { readAt: number }): number {
    return Math.max(0, cached.readAt + HOME_LIMITS.cacheMaxAgeMs - Date.now());
  }

  private async load(): Promise<HomeAnswer> {
    const changes = this.changes;
    // Its age counts from before the reads: what it holds is at least that old.
    const readAt = Date.now();
    try {
      const answer = answerOf(await this.read());
      if (changes === this.changes) this.cached = { answer, readAt };
      return answer;
    } finally {
      if (changes === this.changes) this.loading = undefined;
    }
  }

  private async read(): Promise<HomeListings> {
    const [featured, ...perType] = await Promise.all([
      this.listings.search(searchQueryOf(newestApproved(HOME_LIMITS.featuredMax, { featured: true }))),
      ...LISTING_TYPES.map((type) => this.listings.search(searchQueryOf(newestApproved(HOME_LIMITS.recentPerType, { type })))),
    ]);
    // Whether each owner proved their phone, for the cards' mark: asked of the users module once for all.
    const owners = [...featured, ...perType.flat()].map((listing) => listing.userRef);
    const verified = await this.users.phoneVerifiedAmong(owners);
    const card = (listing: StoredListing) => ({
      ...toPublicListing(listing),
      ownerPhoneVerified: verified.has(listing.userRef.toString()),
    });
    return {
      featured: featured.map(card),
      recent: LISTING_TYPES.map((type, index) => ({ type, listings: perType[index].map(card) })).filter(
        (section) => section.listings.length > 0,
      ),
    };
  }
}
