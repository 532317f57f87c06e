import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ConfigService } from '../config/config.service';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through the SMTP server of SMTP_URL (in development the local mail catcher),
 * from MAIL_FROM. One transport for the process; it connects when a mail is sent.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private transport?: Transporter;
  /** Mails sent in the background, so the tests can wait for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly config: ConfigService) {}

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

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.config.mailFrom, ...mail });
  }

  /**
   * Sends without making the caller wait: neither the answer's timing nor an SMTP failure
   * tells the caller anything. A failure is logged as 'Could not send <about>: <reason>';
   * `about` names the user by id, never by address.
   */
  sendLater(mail: OutgoingMail, about: string): void {
    const sending = this.send(mail)
      .catch((error: unknown) => this.logger.error(`Could not send ${about}: ${(error as Error).message}`))
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** Waits for the mails still being sent. */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
