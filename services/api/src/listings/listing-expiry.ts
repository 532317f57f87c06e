import { Injectable } from '@nestjs/common';
import { expiresAtOf } from '@nivasa/contracts/listing-freshness';
import type { ListingType } from '@nivasa/contracts/listing-types';
import { ConfigService } from '../config/config.service';

/** The fields that say how fresh a listing is: written at creation, at every edit and renewal. */
export interface FreshnessFields {
  renewedAt: Date;
  expiresAt: Date;
}

/**
 * When listings expire, by the configured lifetimes (LISTING_RENTAL_LIFETIME_DAYS,
 * LISTING_SALE_LIFETIME_DAYS; the rules are contracts' listing-freshness).
 */
@Injectable()
export class ListingExpiry {
  constructor(private readonly config: ConfigService) {}

  /** A listing of the type renewed or edited at `at`. */
  freshnessOf(type: ListingType, at: Date = new Date()): FreshnessFields {
    return { renewedAt: at, expiresAt: expiresAtOf(type, at, this.config.listingLifetimes) };
  }
}
