import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import type { Model, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { ListingPlacement } from '../listings/listing-placement';
import { ListingsRepository } from '../listings/listings.repository';
import type { Listing } from '../listings/schemas/listing.schema';
import { imageUrl, MediaService } from '../media/media.service';
import { UsersService } from '../users/users.service';
import { DEMO_LISTINGS, DEMO_USERS, type DemoUser, demoLocationOf } from './demo-data';
import { DEMO_IMAGE_TYPE, renderDemoImage, scenesFor } from './demo-images';
import { SeedRun } from './schemas/seed-run.schema';

export const DEMO_SEED_ID = 'demo-v1';
export const DEMO_SEED_JOB = 'demo-seed';

export interface SeedResult {
  outcome: 'seeded' | 'skipped' | 'already-done';
  users: number;
  listings: number;
  images: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RENDER_BATCH = 4;

/**
 * Seeds the demo data on the first start of an empty database (SEED_DEMO). It runs once:
 * a seed_runs record says it was done, and a database that already holds listings is
 * never seeded. Demo users are never admins; their passwords are random unless
 * DEMO_USER_PASSWORD is set.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly config: ConfigService,
    private readonly users: UsersService,
    private readonly media: MediaService,
    private readonly listings: ListingsRepository,
    private readonly placement: ListingPlacement,
    @InjectModel(SeedRun.name) private readonly runs: Model<SeedRun>,
    private readonly locks: JobLockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    try {
      // Instances starting together on an empty database: one seeds, the others go on without waiting.
      await this.locks.runExclusive(DEMO_SEED_JOB, 10 * 60 * 1000, () => this.seedDemoData(), { releaseAfter: true });
    } catch (error) {
      // The API is still useful without demo data; the next start tries again.
      this.logger.error(`Seeding the demo data failed: ${(error as Error).stack ?? String(error)}`);
    }
  }

  async seedDemoData(now = new Date()): Promise<SeedResult> {
    if (await this.runs.exists({ key: DEMO_SEED_ID })) {
      this.logger.log('Demo data: already seeded on an earlier start; nothing to do');
      return { outcome: 'already-done', users: 0, listings: 0, images: 0 };
    }
    const existing = await this.listings.count();
    if (existing > 0) {
      await this.record({ outcome: 'skipped', users: 0, listings: 0, images: 0 }, now);
      this.logger.log(`Not seeding demo data: the database already holds ${existing} listings`);
      return { outcome: 'skipped', users: 0, listings: 0, images: 0 };
    }

    const started = Date.now();
    const { owners, created } = await this.seedUsers();
    let images = 0;
    const documents = [];
    const imageIds = await this.storeAllImages();
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const { owner, images: _imageCount, daysAgo, ...fields } = listing;
      const ids = imageIds[index]!;
      images += ids.length;
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - index * 60_000);
      documents.push({
        ...fields,
        location: demoLocationOf(this.placement.townCentre(fields.district, fields.city), index),
        userRef: owners.get(owner)!,
        imageUrls: ids.map(imageUrl),
        createdAt,
        updatedAt: createdAt,
        renewedAt: createdAt,
      });
    }
    await this.listings.insertMany(documents);

    const result = { outcome: 'seeded' as const, users: created, listings: documents.length, images };
    await this.record(result, now);
    const counts = {
      types: new Set(DEMO_LISTINGS.map((listing) => listing.type)).size,
      districts: new Set(DEMO_LISTINGS.map((listing) => listing.district)).size,
      featured: DEMO_LISTINGS.filter((listing) => listing.featured).length,
      pending: DEMO_LISTINGS.filter((listing) => listing.status === LISTING_STATUS.pending).length,
    };
    this.logger.log(
      `Seeded demo data in ${Date.now() - started} ms: ${result.listings} listings (${counts.types} types, ` +
        `${counts.districts} districts, ${counts.featured} featured, ${counts.pending} pending), ${images} images, ` +
        `${created} users (${DEMO_USERS.map((user) => user.email).join(', ')}; ` +
        (this.config.demoUserPassword
          ? 'password from DEMO_USER_PASSWORD)'
          : 'random passwords: set DEMO_USER_PASSWORD to sign in as them)'),
    );
    return result;
  }

  private async seedUsers(): Promise<{ owners: Map<DemoUser['key'], Types.ObjectId>; created: number }> {
    const owners = new Map<DemoUser['key'], Types.ObjectId>();
    let created = 0;
    for (const demo of DEMO_USERS) {
      let user = await this.users.findByEmail(demo.email);
      if (!user) {
        const password = this.config.demoUserPassword ?? randomBytes(24).toString('base64url');
        user = await this.users.create({
          username: await this.users.availableUsername(demo.username),
          email: demo.email,
          password,
          number: demo.number,
        });
        created += 1;
      }
      owners.set(demo.key, user._id);
    }
    return { owners, created };
  }

  /** Each demo listing's pictures, in their sizes, a few listings at a time: drawing and encoding each keep one core busy. */
  private async storeAllImages(): Promise<Types.ObjectId[][]> {
    const ids: Types.ObjectId[][] = [];
    for (let start = 0; start < DEMO_LISTINGS.length; start += RENDER_BATCH) {
      const batch = DEMO_LISTINGS.slice(start, start + RENDER_BATCH);
      ids.push(...(await Promise.all(batch.map((listing, offset) => this.storeImages(listing.type, listing.images, `${start + offset}`)))));
    }
    return ids;
  }

  private async storeImages(type: Listing['type'], count: number, seed: string): Promise<Types.ObjectId[]> {
    const pictures = await Promise.all(scenesFor(type, count).map((scene) => renderDemoImage(type, scene, seed)));
    const ids: Types.ObjectId[] = [];
    for (const picture of pictures) {
      ids.push(await this.media.storeSizedImage(picture, DEMO_IMAGE_TYPE, { owner: 'seed' }));
    }
    return ids;
  }

  private async record(result: Omit<SeedResult, 'outcome'> & { outcome: 'seeded' | 'skipped' }, at: Date): Promise<void> {
    await this.runs.updateOne(
      { key: DEMO_SEED_ID },
      { $setOnInsert: { at, outcome: result.outcome, users: result.users, listings: result.listings, images: result.images } },
      { upsert: true },
    );
  }
}
