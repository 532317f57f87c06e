import { Injectable, type OnModuleDestroy } from '@nestjs/common';
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
  private transport?: Transporter;

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

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
