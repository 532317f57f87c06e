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
});
