import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AuditEntry } from './schemas/audit-entry.schema';

export type NewAuditEntry = Omit<AuditEntry, 'createdAt'>;

export type StoredAuditEntry = AuditEntry & { _id: Types.ObjectId };

/** The moderation log: entries are added, and read newest first a page at a time. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>) {}

  async record(entry: NewAuditEntry): Promise<void> {
    await this.entries.create(entry);
  }

  /** Page `page` (from 1) of `pageSize` entries, newest first, and how many there are in all. */
  async page(page: number, pageSize: number): Promise<{ entries: StoredAuditEntry[]; total: number }> {
    const [entries, total] = await Promise.all([
      this.entries
        .find()
        // Entries of one millisecond keep the order they were added in: one process makes growing ids.
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<StoredAuditEntry[]>()
        .exec(),
      this.entries.countDocuments().exec(),
    ]);
    return { entries, total };
  }
}
