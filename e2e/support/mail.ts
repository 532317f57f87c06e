import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';

/** A mail as the local mail catcher keeps it (GET /api/messages, newest first). */
export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header and its -Post companion (RFC 8058), or '' when the mail has none. */
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

const INBOX = `http://127.0.0.1:${E2E_PORTS.mailInbox}`;

/**
 * The newest mail to `address` whose subject has `subject` in it, from the mail catcher at `inbox`
 * (the browser tests' own by default); mail is sent after the answer, or by a job, so this waits.
 */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject: string,
  { inbox = INBOX, timeout = 15_000 } = {},
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${inbox}/api/messages?to=${encodeURIComponent(address)}`);
        found = ((await response.json()) as CaughtMail[]).find((mail) => mail.subject.includes(subject));
        return found !== undefined;
      },
      { message: `a mail to ${address} about "${subject}"`, timeout },
    )
    .toBe(true);
  return found!;
}

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
