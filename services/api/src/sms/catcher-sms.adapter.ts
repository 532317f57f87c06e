import { callProvider, refusalDetail, SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender';

/** Development and tests: posts each text to the local SMS catcher (services/mail-catcher/src/sms-catcher.ts). */
export class CatcherSmsAdapter implements SmsSender {
  readonly provider = 'catcher' as const;

  constructor(private readonly catcherUrl: string) {}

  async send(message: SmsMessage): Promise<void> {
    const { status, body } = await callProvider(this.provider, `${this.catcherUrl}/api/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text }),
    });
    if (status !== 201) throw new SmsDeliveryError(this.provider, refusalDetail(status, body));
  }
}
