import { callProvider, refusalDetail, SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender';

export const TWILIO_BASE_URL = 'https://api.twilio.com';

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or an alphanumeric sender. */
  from: string;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic
 * auth (the account SID and auth token) and a form body of To, From and Body; 201 when queued.
 */
export class TwilioSmsAdapter implements SmsSender {
  readonly provider = 'twilio' as const;

  constructor(
    private readonly credentials: TwilioCredentials,
    private readonly baseUrl = TWILIO_BASE_URL,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.credentials;
    const form = new URLSearchParams({ To: message.to, From: from, Body: message.text });
    const { status, body } = await callProvider(
      this.provider,
      `${this.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
      },
    );
    if (status !== 201) throw new SmsDeliveryError(this.provider, refusalDetail(status, body));
  }
}
