import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { CONTACT_LOG_RETENTION_DAYS } from './contact-reveal.policy';
import { ContactReveal } from './schemas/contact-reveal.schema';

const DAY_MS = 24 * 60 * 60_000;

/** The contact lookups' log (ContactReveal): what the daily limit reads and each press writes. */
@Injectable()
export class ContactRevealsRepository {
  constructor(@InjectModel(ContactReveal.name) private readonly reveals: Model<ContactReveal>) {}

  /** The distinct owners whose details the viewer has seen on `day`: at most the day's limit of them. */
  async ownersSeen(viewer: Types.ObjectId, day: string): Promise<string[]> {
    const owners: Types.ObjectId[] = await this.reveals.distinct('owner', { viewer, day }).exec();
    return owners.map((owner) => owner.toString());
  }

  /** Removes the lookups a user made (their account is deleted). */
  async deleteOfViewer(viewer: Types.ObjectId): Promise<void> {
    await this.reveals.deleteMany({ viewer }).exec();
  }

  /** Logs one press: the first of the day for this owner and listing makes a record, a repeat counts on it. */
  async record(reveal: {
    viewer: Types.ObjectId;
    owner: Types.ObjectId;
    listing: Types.ObjectId | null;
    day: string;
    at: Date;
  }): Promise<void> {
    const { viewer, owner, listing, day, at } = reveal;
    await this.reveals
      .updateOne(
        { viewer, day, owner, listing },
        {
          $setOnInsert: { firstAt: at, expiresAt: new Date(at.getTime() + CONTACT_LOG_RETENTION_DAYS * DAY_MS) },
          $set: { lastAt: at },
          $inc: { presses: 1 },
        },
        { upsert: true },
      )
      .exec();
  }
}
