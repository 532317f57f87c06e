import { smsEncodingOf } from './sms-parts';
import { callProvider, refusalDetail, SmsDeliveryError, type SmsMessage, type SmsSender, withoutPlus } from './sms-sender';

export const NOTIFY_LK_BASE_URL = 'https://app.notify.lk';

export interface NotifyLkCredentials {
  userId: string;
  apiKey: string;
  senderId: string;
}

/**
 * Notify.lk's send endpoint (https://developer.notify.lk/api-endpoints): POST /api/v1/send with
 * user_id, api_key, sender_id, to (94771234567) and message, and type=unicode for a text outside
 * GSM (Sinhala, Tamil). Sent as a form body, so the key stays out of URLs and their logs.
 */
export class NotifyLkSmsAdapter implements SmsSender {
  readonly provider = 'notify-lk' as const;

  constructor(
    private readonly credentials: NotifyLkCredentials,
    private readonly baseUrl = NOTIFY_LK_BASE_URL,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const form = new URLSearchParams({
      user_id: this.credentials.userId,
      api_key: this.credentials.apiKey,
      sender_id: this.credentials.senderId,
      to: withoutPlus(message.to),
      message: message.text,
    });
    if (smsEncodingOf(message.text) === 'ucs2') form.set('type', 'unicode');
    const { status, body } = await callProvider(this.provider, `${this.baseUrl}/api/v1/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    });
    if (status !== 200 || body?.status !== 'success') throw new SmsDeliveryError(this.provider, refusalDetail(status, body));
  }
}
