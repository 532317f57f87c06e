import { callProvider, refusalDetail, SmsDeliveryError, type SmsMessage, type SmsSender, withoutPlus } from './sms-sender';

export const TEXT_LK_BASE_URL = 'https://app.text.lk';

export interface TextLkCredentials {
  apiToken: string;
  senderId: string;
}

/**
 * Text.lk's send endpoint (https://text.lk/docs/send-sms): POST /api/v3/sms/send with a bearer
 * token and JSON { recipient: '94771234567', sender_id, type: 'plain', message }; Text.lk encodes a
 * Sinhala or Tamil text as Unicode itself.
 */
export class TextLkSmsAdapter implements SmsSender {
  readonly provider = 'text-lk' as const;

  constructor(
    private readonly credentials: TextLkCredentials,
    private readonly baseUrl = TEXT_LK_BASE_URL,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { status, body } = await callProvider(this.provider, `${this.baseUrl}/api/v3/sms/send`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.credentials.apiToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        recipient: withoutPlus(message.to),
        sender_id: this.credentials.senderId,
        type: 'plain',
        message: message.text,
      }),
    });
    if (status !== 200 || body?.status !== 'success') throw new SmsDeliveryError(this.provider, refusalDetail(status, body));
  }
}
