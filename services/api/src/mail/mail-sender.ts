import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Types } from 'mongoose';
import { createTransport, type Transporter } from 'nodemailer';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { type ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';
import { MAX_SEND_ATTEMPTS } from './mail-retry';

/** Mail one tick sends at most; the rest waits for the next tick. */
export const SEND_BATCH = 50;
/** Mails being sent right after they were written, at most, per instance; more wait for the tick. */
const MAX_IMMEDIATE_SENDS = 8;

export interface SendReport {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox's mail through the SMTP server of SMTP_URL, from MAIL_FROM: each mail is first
 * claimed (MailOutboxRepository.claim, one atomic update), so one instance sends it.
 *
 * At least once, not exactly once: when the SMTP server has taken a mail and this process stops
 * before the one update that marks it sent, the claim's lease runs out (2 min) and another
 * instance sends it again. The update follows the server's answer at once, so the window is one
 * database round trip; a copy carries the same Message-ID (the outbox id), so mail clients can
 * tell. A server that takes a mail but whose answer is lost looks like a failure and is retried
 * too.
 */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly logger = new Logger(MailSender.name);
  private transport?: Transporter;
  /** Immediate sends under way, so flush() and shutdown can wait for them. */
  private readonly immediate = new Set<Promise<unknown>>();
  private readonly messageIdDomain: string;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly config: ConfigService,
    private readonly locks: JobLockService,
  ) {
    this.messageIdDomain = /@([^\s@<>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'nivasa.lk';
  }

  private get transporter(): Transporter {
    this.transport ??= createTransport({
      url: this.config.smtpUrl,
      // nodemailer waits up to 2 minutes for a connection by default; a mail is not worth that.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return this.transport;
  }

  /**
   * Starts sending a mail just written, without making the caller wait. It is in the outbox
   * already: if this fails or the process stops, the tick sends it later. Under a burst the tick
   * takes over.
   */
  sendSoon(id: Types.ObjectId): void {
    if (this.immediate.size >= MAX_IMMEDIATE_SENDS) return;
    const sending = this.sendOne(new Date(), id)
      .catch((error: unknown) => this.logger.error(`Sending mail ${id.toString()} at once failed: ${(error as Error).message}`))
      .finally(() => this.immediate.delete(sending));
    this.immediate.add(sending);
  }

  /**
   * Sends the due mail, oldest first, one at a time, at most SEND_BATCH. Stops at the first
   * failure: the server may be down, and the rest should not each wait out its timeout.
   */
  async sendDue(now = new Date()): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0 };
    const abandoned = await this.outbox.failAbandoned(MAX_SEND_ATTEMPTS, now);
    if (abandoned) this.logger.error(`${abandoned} mails were cut off during their last attempt; kept as failed in mail_outbox`);
    for (let count = 0; count < SEND_BATCH; count += 1) {
      const outcome = await this.sendOne(now);
      if (outcome === 'none') break;
      if (outcome === 'sent') report.sent += 1;
      else {
        report.failed += 1;
        break;
      }
    }
    return report;
  }

  /** Waits for the immediate sends under way. */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.immediate]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    this.transport?.close();
  }

  /** Claims a due mail (this one, or the longest waiting) and sends it. */
  private async sendOne(now: Date, id?: Types.ObjectId): Promise<'none' | 'sent' | 'failed'> {
    const mail = await this.outbox.claim(this.locks.holder, now, id);
    if (!mail) return 'none';
    try {
      await this.transporter.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        messageId: `<${mail._id.toString()}@${this.messageIdDomain}>`,
      });
    } catch (error) {
      await this.recordFailure(mail, (error as Error).message, now);
      return 'failed';
    }
    await this.outbox.markSent(mail._id, now);
    return 'sent';
  }

  private async recordFailure(mail: ClaimedMail, reason: string, now: Date): Promise<void> {
    const outcome = await this.outbox.recordFailure(mail, reason, now);
    const attempt = `attempt ${mail.attempts} of ${MAX_SEND_ATTEMPTS}`;
    if (outcome.status === 'pending') {
      const seconds = Math.round((outcome.retryAt.getTime() - now.getTime()) / 1000);
      this.logger.warn(`Could not send ${mail.about} (${attempt}): ${reason}; trying again in ${seconds} s`);
    } else if (outcome.status === 'failed') {
      this.logger.error(`Could not send ${mail.about} (${attempt}, the last): ${reason}; kept as failed in mail_outbox`);
    } else {
      this.logger.warn(`Could not send ${mail.about} (${attempt}): ${reason}; another instance has it now`);
    }
  }
}
