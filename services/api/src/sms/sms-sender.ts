import type { SmsProviderName } from '../config/env.schema';

/** A text to one number, in E.164 (+94771234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends SMS through one provider; SmsModule picks the adapter SMS_PROVIDER names. `send` resolves
 * once the provider has accepted the text and throws SmsDeliveryError when it did not.
 */
export interface SmsSender {
  readonly provider: SmsProviderName;
  send(message: SmsMessage): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

/** The provider refused the text or did not answer; what it said, never the credentials. */
export class SmsDeliveryError extends Error {
  constructor(provider: SmsProviderName, detail: string) {
    super(`${provider} did not accept the SMS: ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}

/** How long a provider may take to answer before the text counts as not sent. */
export const SMS_TIMEOUT_MS = 10_000;

/** A provider's answer: its status and JSON body (null when the body is not JSON); a network failure or timeout throws SmsDeliveryError. */
export async function callProvider(
  provider: SmsProviderName,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(SMS_TIMEOUT_MS) });
  } catch (error) {
    throw new SmsDeliveryError(provider, (error as Error).message);
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** What a provider said about a refusal, short enough for a log line. */
export function refusalDetail(status: number, body: Record<string, unknown> | null): string {
  const said = body?.message ?? body?.data ?? body?.error;
  return `HTTP ${status}${typeof said === 'string' ? `: ${said.slice(0, 200)}` : ''}`;
}

/** The number as the Sri Lankan providers want it: country code and number, no plus (94771234567). */
export function withoutPlus(number: string): string {
  return number.replace(/^\+/, '');
}
