import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';

/** A mail as the local mail catcher keeps it (GET /api/messages, newest first). */
export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
}

const INBOX = `http://127.0.0.1:${E2E_PORTS.mailInbox}`;

/** The newest mail to `address`; the API sends after answering, so it may take a moment to arrive. */
export async function latestMailTo(request: APIRequestContext, address: string): Promise<CaughtMail> {
  let latest: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${INBOX}/api/messages?to=${encodeURIComponent(address)}`);
        [latest] = (await response.json()) as CaughtMail[];
        return latest !== undefined;
      },
      { message: `a mail to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return latest!;
}

/** The link to `/<page>/<token>` in a mail of the API's: a password reset or an email change. */
export function linkIn(mail: CaughtMail, page: 'reset-password' | 'confirm-email'): string {
  const link = new RegExp(`https?://[^\\s"'<>]+/${page}/[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${page} link in the mail "${mail.subject}"`);
  return link;
}
