import { Injectable } from '@nestjs/common';
import { AuditLogRepository, type NewAuditEntry } from './audit-log.repository';

/** The moderation log, for the other modules whose admin steps it records (reports, blocked accounts). */
@Injectable()
export class ModerationLogService {
  constructor(private readonly audit: AuditLogRepository) {}

  record(entry: NewAuditEntry): Promise<void> {
    return this.audit.record(entry);
  }
}
