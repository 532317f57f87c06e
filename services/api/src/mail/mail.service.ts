import { Injectable } from '@nestjs/common';
import type { MailBacklog } from '@nivasa/contracts/api';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailSender } from './mail-sender';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post of an alert), sent as they are. */
  headers?: Record<string, string>;
}

/**
 * The API's mail: written to the outbox in MongoDB (`mail_outbox`) before anything else, then
 * sent at once and, when that fails, again by the outbox job with growing waits (MailSender,
 * MailOutboxJob). A restart or an SMTP outage delays mail; it does not lose it.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly sender: MailSender,
  ) {}

  /**
   * Keeps the mail in the outbox (resolved once it is stored; rejected if the database refuses
   * it) and starts sending it without making the caller wait, so neither the answer's timing nor
   * an SMTP failure tells the caller anything. A failed attempt is logged as 'Could not send
   * <about> ...'; `about` names the user by id, never by address.
   */
  async sendLater(mail: OutgoingMail, about: string): Promise<void> {
    this.sender.sendSoon(await this.outbox.enqueue(mail, about));
  }

  /** Waits for the mails being sent right after they were written. */
  flush(): Promise<void> {
    return this.sender.flush();
  }

  /** What waits in the outbox, for the health check. */
  backlog(): Promise<MailBacklog> {
    return this.outbox.backlog();
  }
}
