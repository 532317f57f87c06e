import { request } from 'node:http';
import { createTransport } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

describe('mail catcher', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher();
  });

  afterAll(() => catcher.stop());

  async function sendMail(to: string, subject: string, html: string) {
    const transport = createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Nivasa <no-reply@nivasa.lk>',
      to,
      subject,
      text: `Text of ${subject}`,
      html,
      messageId: `<${subject.length}@nivasa.lk>`,
    });
    transport.close();
  }

  it('keeps mail received over SMTP and lists it as JSON, filtered by recipient', async () => {
    await sendMail('nimal@example.lk', 'Reset your password', '<p><a href="http://localhost:3000/reset-password/abc">Reset</a></p>');
    await sendMail('kumari@example.lk', 'Welcome', '<p>Hello</p>');
    const response = await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages?to=Nimal@example.lk`);
    const messages = (await response.json()) as { id: string; subject: string; html: string; from: string; messageId: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0].subject).toBe('Reset your password');
    expect(messages[0].from).toBe('no-reply@nivasa.lk');
    expect(messages[0].html).toContain('/reset-password/abc');
    expect(messages[0].messageId).toBe('<19@nivasa.lk>');
  });

  it('keeps the one-click unsubscribe headers as sent, long addresses unfolded', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true });
    const unsubscribe = `https://nivasa.example/api/saved-searches/unsubscribe?token=${'a'.repeat(24)}.${'b'.repeat(43)}`;
    await transport.sendMail({
      from: 'Nivasa <no-reply@nivasa.lk>',
      to: 'alerts@example.lk',
      subject: 'Alert',
      text: 'New places',
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    transport.close();
    await sendMail('alerts@example.lk', 'Plain', '<p>Hello</p>');
    const [plain, alert] = catcher.store.list('alerts@example.lk');
    expect(alert).toMatchObject({ listUnsubscribe: `<${unsubscribe}>`, listUnsubscribePost: 'List-Unsubscribe=One-Click' });
    expect(plain).toMatchObject({ listUnsubscribe: '', listUnsubscribePost: '' });
  });

  it('shows an inbox page that escapes what the mail says', async () => {
    await sendMail('x@example.lk', '<script>alert(1)</script>', '<b>hi</b>');
    const page = await (await fetch(`http://127.0.0.1:${catcher.httpPort}/`)).text();
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>alert(1)');
    const [latest] = catcher.store.list('x@example.lk');
    const detail = await fetch(`http://127.0.0.1:${catcher.httpPort}/messages/${latest.id}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('sandbox=');
  });

  it('answers 404 for an unknown message', async () => {
    const response = await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages/00000000-0000-0000-0000-000000000000`);
    expect(response.status).toBe(404);
  });

  /** A GET with the Host header given (fetch will not send one of its own choosing). */
  function getWithHost(host: string, path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: catcher.httpPort, path, headers: { Host: host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('refuses a Host other than its own, so a rebound name cannot read the inbox', async () => {
    await sendMail('rebound@example.lk', 'Reset your password', '<p>secret link</p>');
    for (const host of ['evil.example', `evil.example:${catcher.httpPort}`, 'localhost', `localhost:${catcher.httpPort + 1}`]) {
      const refused = await getWithHost(host, '/api/messages');
      expect(refused.status).toBe(421);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'HOST_REFUSED' });
      expect(refused.body).not.toContain('secret link');
    }
    for (const host of [`localhost:${catcher.httpPort}`, `127.0.0.1:${catcher.httpPort}`]) {
      const answered = await getWithHost(host, '/api/messages?to=rebound@example.lk');
      expect(answered.status).toBe(200);
      expect(answered.body).toContain('secret link');
    }
  });
});
