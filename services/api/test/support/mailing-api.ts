import { type MailCatcher, startMailCatcher } from '../../../mail-catcher/src/mail-catcher';
import type { CaughtMessage } from '../../../mail-catcher/src/mail-store';
import { SITE_ORIGIN } from './accounts';
import { eventually, type TestApi, useTestApi } from './harness';

/** The site's address in the suites' mail: links in mail are built from it. */
export const PUBLIC_URL = 'https://nivasa.example';

export interface MailingApi {
  api: TestApi;
  catcher: () => MailCatcher;
  /** The newest mail to the address whose subject contains `subject`, once it has come. */
  mailTo: (to: string, subject: string) => Promise<CaughtMessage>;
}

/**
 * A mail catcher and the API wired to it (PUBLIC_URL, MAIL_FROM, the site's origin allowed;
 * `env` adds to or overrides these), on a fresh database; closes both after the describe it is
 * called at the top of.
 */
export function useMailingApi(env: Record<string, string> = {}): MailingApi {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  const api = useTestApi(() => ({
    SMTP_URL: `smtp://127.0.0.1:${started().smtpPort}`,
    MAIL_FROM: 'Nivasa <no-reply@nivasa.example>',
    PUBLIC_URL,
    ALLOWED_ORIGINS: SITE_ORIGIN,
    ...env,
  }));
  afterAll(async () => {
    await catcher?.stop();
  });

  const started = (): MailCatcher => {
    if (!catcher) throw new Error('useMailingApi: the mail catcher starts in beforeAll; use it from hooks and tests');
    return catcher;
  };
  const mailTo = (to: string, subject: string) =>
    eventually(
      async () =>
        started()
          .store.list(to)
          .find((mail) => mail.subject.includes(subject)) ?? Promise.reject(new Error(`no mail to ${to} yet`)),
      10_000,
      50,
    );
  return { api, catcher: started, mailTo };
}
