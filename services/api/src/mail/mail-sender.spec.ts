import { Logger } from '@nestjs/common';
import type { Model } from 'mongoose';
import { type MailCatcher, startMailCatcher } from '../../../mail-catcher/src/mail-catcher';
import { JobLock, JobLockSchema } from '../common/job-lock/job-lock.schema';
import { JobLockService } from '../common/job-lock/job-lock.service';
import { ConfigService } from '../config/config.service';
import { parseEnv } from '../config/env.schema';
import { useEmbeddedConnection } from '../testing/embedded-connection';
import { MailOutboxRepository } from './mail-outbox.repository';
import { SEND_LEASE_MS } from './mail-retry';
import { MailSender, SEND_BATCH } from './mail-sender';
import { OutboxMail, OutboxMailSchema } from './schemas/outbox-mail.schema';

const mail = (to: string) => ({ to, subject: `For ${to}`, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` });

// Real parts only: the embedded database for the claims, the development mail catcher for SMTP.
describe('MailSender', () => {
  const connection = useEmbeddedConnection('mail-sender');
  let catcher: MailCatcher;
  let outboxModel: Model<OutboxMail>;
  let outbox: MailOutboxRepository;
  const senders: MailSender[] = [];

  function sender(smtpPort = catcher.smtpPort): MailSender {
    const config = new ConfigService(
      parseEnv({
        MONGODB_URI: 'mongodb://x',
        JWT_SECRET: 'x'.repeat(32),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Nivasa <no-reply@nivasa.example>',
      }),
    );
    const made = new MailSender(outbox, config, new JobLockService(connection().model(JobLock.name, JobLockSchema)));
    senders.push(made);
    return made;
  }

  beforeAll(async () => {
    catcher = await startMailCatcher();
    outboxModel = connection().model(OutboxMail.name, OutboxMailSchema);
    outbox = new MailOutboxRepository(outboxModel);
  });

  afterAll(async () => {
    for (const made of senders) await made.onModuleDestroy();
    await catcher?.stop();
  });

  beforeEach(async () => {
    await outboxModel.deleteMany({});
    catcher.store.clear();
  });

  it('sends each due mail once, with the outbox id as its Message-ID, and marks it sent', async () => {
    const ids = await Promise.all(['one', 'two', 'three'].map((name) => outbox.enqueue(mail(`${name}@example.lk`), name)));
    expect(await sender().sendDue()).toEqual({ sent: 3, failed: 0 });
    const caught = catcher.store.list();
    expect(caught.map((message) => message.to[0]).sort()).toEqual(['one@example.lk', 'three@example.lk', 'two@example.lk']);
    expect(caught.map((message) => message.messageId).sort()).toEqual(ids.map((id) => `<${id.toString()}@nivasa.example>`).sort());
    expect(caught[0]).toMatchObject({ from: 'no-reply@nivasa.example', text: `Hello ${caught[0]!.to[0]}` });
    expect(await outboxModel.countDocuments({ status: 'sent' })).toBe(3);
    // Idempotent: a second tick finds nothing to do.
    expect(await sender().sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(catcher.store.list()).toHaveLength(3);
  });

  it('sends a mail just written at once, and only that one', async () => {
    const waiting = await outbox.enqueue(mail('waiting@example.lk'), 'waiting', new Date(Date.now() + 60_000));
    const id = await outbox.enqueue(mail('now@example.lk'), 'now');
    const instance = sender();
    instance.sendSoon(id);
    await instance.flush();
    expect(catcher.store.list().map((message) => message.to[0])).toEqual(['now@example.lk']);
    expect(await outboxModel.findById(waiting).lean()).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends each of many mails once when several instances send at the same time', async () => {
    await outboxModel.insertMany(
      Array.from({ length: 30 }, (_, index) => ({
        ...mail(`many${index}@example.lk`),
        about: `many ${index}`,
        status: 'pending',
        dueAt: new Date(),
      })),
    );
    const instances = [sender(), sender(), sender()];
    const reports = await Promise.all(instances.map((instance) => instance.sendDue()));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const recipients = catcher.store.list().map((message) => message.to[0]);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    expect(await outboxModel.countDocuments({ status: 'sent' })).toBe(30);
  });

  it('keeps mail the server does not take, logs it, stops the batch, and sends it once the server is back', async () => {
    await Promise.all(['x', 'y'].map((name) => outbox.enqueue(mail(`${name}@example.lk`), `the ${name} mail to user ${name}`)));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      // Port 9 (discard): nothing listens, the connection is refused.
      expect(await sender(9).sendDue()).toEqual({ sent: 0, failed: 1 });
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^Could not send the [xy] mail to user [xy] \(attempt 1 of 12\): .+; trying again in 10 s$/),
      );
    } finally {
      warn.mockRestore();
    }
    expect(await outboxModel.countDocuments({ status: 'pending' })).toBe(2);
    expect(await outboxModel.countDocuments({ attempts: 1, lastError: { $ne: null } })).toBe(1);
    expect(await sender().sendDue(new Date(Date.now() + 10_000))).toEqual({ sent: 2, failed: 0 });
    expect(catcher.store.list()).toHaveLength(2);
  });

  it('sends a mail again when its sender stopped after the server took it and before it was marked (at least once)', async () => {
    const id = await outbox.enqueue(mail('twice@example.lk'), 'twice');
    // An instance claims and sends, then stops before its update: the mail stays claimed.
    const claimed = await outbox.claim('stopped-instance');
    const { createTransport } = await import('nodemailer');
    const transport = createTransport({ url: `smtp://127.0.0.1:${catcher.smtpPort}` });
    await transport.sendMail({
      from: 'no-reply@nivasa.example',
      to: claimed!.to,
      subject: claimed!.subject,
      text: claimed!.text,
      messageId: `<${id.toString()}@nivasa.example>`,
    });
    transport.close();
    expect(await sender().sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(await sender().sendDue(new Date(Date.now() + SEND_LEASE_MS))).toEqual({ sent: 1, failed: 0 });
    const copies = catcher.store.list('twice@example.lk');
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((copy) => copy.messageId)).size).toBe(1);
  });

  it(`sends at most ${SEND_BATCH} mails per tick`, async () => {
    await outboxModel.insertMany(
      Array.from({ length: SEND_BATCH + 3 }, (_, index) => ({
        ...mail(`batch${index}@example.lk`),
        about: 'batch',
        status: 'pending',
        dueAt: new Date(),
      })),
    );
    expect(await sender().sendDue()).toEqual({ sent: SEND_BATCH, failed: 0 });
    expect(await sender().sendDue()).toEqual({ sent: 3, failed: 0 });
  }, 30_000); // a connection per mail: about 50 ms each
});
