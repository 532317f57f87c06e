import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { MailSender } from './mail-sender';

export const MAIL_OUTBOX_JOB = 'mail-outbox';
/** Longer than a tick's batch takes; if one ever runs over, the mails' own claims still keep each sent once. */
const LEASE_MS = 2 * 60_000;

/**
 * Sends the outbox's due mail: retries after a failure, mail whose sending instance stopped, mail
 * written while too many were being sent. Every MAIL_OUTBOX_TICK_SECONDS (10), on one instance at
 * a time; the lease is released after the tick, so the next may run anywhere.
 */
@Injectable()
export class MailOutboxJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly ticking = new Set<Promise<unknown>>();

  constructor(
    private readonly sender: MailSender,
    private readonly locks: JobLockService,
    private readonly scheduler: SchedulerRegistry,
    private readonly config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    // An interval rather than @Interval: its period comes from the configuration.
    this.scheduler.addInterval(
      MAIL_OUTBOX_JOB,
      setInterval(() => void this.tick(), this.config.mailOutboxTickSeconds * 1000),
    );
  }

  /** Stops the timer and lets a tick under way finish while the database is still connected. */
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', MAIL_OUTBOX_JOB)) this.scheduler.deleteInterval(MAIL_OUTBOX_JOB);
    await Promise.allSettled([...this.ticking]);
  }

  /** One tick; `now` lets a test send as the tick would later. */
  tick(now = new Date()): Promise<void> {
    return this.locks.runScheduled(MAIL_OUTBOX_JOB, LEASE_MS, () => this.tracked(this.sender.sendDue(now)), { releaseAfter: true });
  }

  private async tracked<T>(work: Promise<T>): Promise<T> {
    this.ticking.add(work);
    try {
      return await work;
    } finally {
      this.ticking.delete(work);
    }
  }
}
