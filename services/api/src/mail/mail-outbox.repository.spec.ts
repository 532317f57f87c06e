import type { Model } from 'mongoose';
import { useEmbeddedConnection } from '../testing/embedded-connection';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MAX_SEND_ATTEMPTS, SEND_LEASE_MS } from './mail-retry';
import { OutboxMail, OutboxMailSchema } from './schemas/outbox-mail.schema';

const mail = (to: string) => ({ to, subject: `For ${to}`, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` });
const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

// The claim is the database's atomic update, so it is tested against the embedded database.
describe('MailOutboxRepository', () => {
  const connection = useEmbeddedConnection('outbox');
  let model: Model<OutboxMail>;
  let outbox: MailOutboxRepository;

  beforeAll(() => {
    model = connection().model(OutboxMail.name, OutboxMailSchema);
    outbox = new MailOutboxRepository(model);
  });

  beforeEach(() => model.deleteMany({}));

  it('gives a due mail to exactly one of many instances claiming it at once', async () => {
    const id = await outbox.enqueue(mail('race@example.lk'), 'the race mail', at(0));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, index) => outbox.claim(`instance-${index}`, at(1))));
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ _id: id, to: 'race@example.lk', text: 'Hello race@example.lk', attempts: 1 });
    expect(await model.findById(id).lean()).toMatchObject({ status: 'sending', dueAt: at(1 + SEND_LEASE_MS), attempts: 1 });
  });

  it('keeps a mail’s extra headers until it is sent, then drops them with the bodies', async () => {
    const headers = {
      'List-Unsubscribe': '<https://nivasa.lk/api/saved-searches/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const id = await outbox.enqueue({ ...mail('alerts@example.lk'), headers }, 'an alert', at(0));
    const plain = await outbox.enqueue(mail('plain@example.lk'), 'a plain mail', at(1));
    expect(await outbox.claim('a', at(2), id)).toMatchObject({ _id: id, headers });
    expect(await outbox.claim('a', at(2), plain)).not.toHaveProperty('headers');
    await outbox.markSent(id, at(3));
    expect(await model.findById(id).lean()).not.toHaveProperty('headers');
  });

  it('claims due mail oldest first, a given mail only, and nothing before it is due', async () => {
    const later = await outbox.enqueue(mail('later@example.lk'), 'later', at(2000));
    const first = await outbox.enqueue(mail('first@example.lk'), 'first', at(1000));
    expect(await outbox.claim('a', at(500))).toBeNull();
    expect(await outbox.claim('a', at(1500), later)).toBeNull();
    expect((await outbox.claim('a', at(5000)))?._id).toEqual(first);
    expect((await outbox.claim('a', at(5000)))?._id).toEqual(later);
    expect(await outbox.claim('a', at(5000))).toBeNull();
  });

  it('lets another instance retake a mail whose lease ran out (its sender stopped), and not before', async () => {
    const id = await outbox.enqueue(mail('crash@example.lk'), 'crash', at(0));
    const first = await outbox.claim('crashed', at(0));
    expect(await outbox.claim('other', at(SEND_LEASE_MS - 1))).toBeNull();
    const second = await outbox.claim('other', at(SEND_LEASE_MS));
    expect(second).toMatchObject({ _id: id, attempts: 2 });
    // The stopped instance's late failure does not undo the new claim.
    expect(await outbox.recordFailure(first!, 'too late', at(SEND_LEASE_MS + 1))).toEqual({ status: 'retaken' });
    expect(await model.findById(id).lean()).toMatchObject({ status: 'sending', claimedBy: 'other', lastError: null });
  });

  it('puts a failed attempt back with a growing wait, and keeps the mail as failed after the last', async () => {
    const id = await outbox.enqueue(mail('retry@example.lk'), 'retry', at(0));
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
      const claimed = await outbox.claim('a', at(now));
      const outcome = await outbox.recordFailure(claimed!, `refused ${attempt}`, at(now));
      expect(outcome.status).toBe('pending');
      const { dueAt } = (await model.findById(id).lean())!;
      waits.push(dueAt.getTime() - at(now).getTime());
      expect(await outbox.claim('a', new Date(dueAt.getTime() - 1))).toBeNull();
      now = dueAt.getTime() - at(0).getTime();
    }
    expect(waits.slice(0, 4)).toEqual([10_000, 20_000, 40_000, 80_000]);
    const last = await outbox.claim('a', at(now));
    expect(await outbox.recordFailure(last!, 'refused for good', at(now))).toEqual({ status: 'failed' });
    expect(await model.findById(id).lean()).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, lastError: 'refused for good' });
    // Failed mail is kept, with its body, and never claimed again.
    expect(await outbox.claim('a', at(now + 365 * 86_400_000))).toBeNull();
    expect(await model.countDocuments({ _id: id, text: 'Hello retry@example.lk' })).toBe(1);
  });

  it('marks a sent mail sent and drops its bodies, even when its lease had run out meanwhile', async () => {
    const id = await outbox.enqueue(mail('sent@example.lk'), 'sent', at(0));
    const slow = await outbox.claim('slow', at(0));
    const retaken = await outbox.claim('other', at(SEND_LEASE_MS));
    await outbox.markSent(slow!._id, at(SEND_LEASE_MS + 5));
    const stored = await model.findById(id).lean();
    expect(stored).toMatchObject({ status: 'sent', sentAt: at(SEND_LEASE_MS + 5), to: 'sent@example.lk' });
    expect(stored).not.toHaveProperty('text');
    expect(stored).not.toHaveProperty('html');
    // The other claim's failure cannot send it back to pending.
    expect(await outbox.recordFailure(retaken!, 'refused', at(SEND_LEASE_MS + 6))).toEqual({ status: 'retaken' });
    expect(await outbox.claim('a', at(365 * 86_400_000))).toBeNull();
  });

  it('fails a mail whose last attempt was cut off instead of claiming it again', async () => {
    const id = await outbox.enqueue(mail('cut@example.lk'), 'cut', at(0));
    await model.updateOne({ _id: id }, { $set: { attempts: MAX_SEND_ATTEMPTS - 1 } });
    await outbox.claim('stopped', at(0));
    expect(await outbox.failAbandoned(MAX_SEND_ATTEMPTS, at(SEND_LEASE_MS - 1))).toBe(0);
    expect(await outbox.failAbandoned(MAX_SEND_ATTEMPTS, at(SEND_LEASE_MS))).toBe(1);
    expect(await model.findById(id).lean()).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
  });

  it('reports the backlog: mail not sent yet, the oldest one’s wait, and failed mail', async () => {
    expect(await outbox.backlog(at(0))).toEqual({ pending: 0, oldestPendingSeconds: null, failed: 0 });
    await model.create([
      { ...mail('a@example.lk'), about: 'a', status: 'pending', dueAt: at(0), createdAt: at(-90_000) },
      { ...mail('b@example.lk'), about: 'b', status: 'sending', dueAt: at(0), createdAt: at(-30_000) },
      { ...mail('c@example.lk'), about: 'c', status: 'failed', dueAt: at(0), createdAt: at(-999_000) },
      { ...mail('d@example.lk'), about: 'd', status: 'sent', dueAt: at(0), createdAt: at(-999_000), sentAt: at(-998_000) },
    ]);
    expect(await outbox.backlog(at(0))).toEqual({ pending: 2, oldestPendingSeconds: 90, failed: 1 });
  });

  it('removes sent mail older than the cut-off, never failed or waiting mail', async () => {
    await model.create([
      { ...mail('old@example.lk'), about: 'old', status: 'sent', dueAt: at(0), sentAt: at(-10_000) },
      { ...mail('new@example.lk'), about: 'new', status: 'sent', dueAt: at(0), sentAt: at(10_000) },
      { ...mail('failed@example.lk'), about: 'failed', status: 'failed', dueAt: at(-10_000) },
      { ...mail('waiting@example.lk'), about: 'waiting', status: 'pending', dueAt: at(-10_000) },
    ]);
    expect(await outbox.removeSent(at(0))).toBe(1);
    expect(await outbox.removeSent(at(0))).toBe(0);
    expect((await model.find().lean()).map((stored) => stored.to).sort()).toEqual([
      'failed@example.lk',
      'new@example.lk',
      'waiting@example.lk',
    ]);
  });
});
