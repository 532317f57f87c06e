import { startSmsCatcher, type SmsCatcher } from './sms-catcher';

describe('SMS catcher', () => {
  let catcher: SmsCatcher;
  const url = (path: string) => `http://127.0.0.1:${catcher.httpPort}${path}`;
  const post = (body: unknown) =>
    fetch(url('/api/messages'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    catcher = await startSmsCatcher();
  });

  afterAll(() => catcher.stop());

  it('keeps the texts posted to it and lists them as JSON, newest first, filtered by number', async () => {
    expect((await post({ to: '+94771234567', text: 'Your Nivasa code is 123456.' })).status).toBe(201);
    expect((await post({ to: '+94771234567', text: 'ඔබේ Nivasa කේතය 654321.' })).status).toBe(201);
    expect((await post({ to: '+94719876543', text: 'Another number' })).status).toBe(201);

    const response = await fetch(url(`/api/messages?to=${encodeURIComponent('+94771234567')}`));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const messages = (await response.json()) as { to: string; text: string }[];
    expect(messages.map((sms) => sms.text)).toEqual(['ඔබේ Nivasa කේතය 654321.', 'Your Nivasa code is 123456.']);
    expect(catcher.list()).toHaveLength(3);
    // The plus written as it is in an address reads as a space; the number is still found.
    expect(((await (await fetch(url('/api/messages?to=+94719876543'))).json()) as unknown[]).length).toBe(1);

    const page = await (await fetch(url('/'))).text();
    expect(page).toContain('+94719876543');
  });

  it('refuses what is not a text to a number', async () => {
    expect((await post({ to: '0771234567', text: 'no plus' })).status).toBe(400);
    expect((await post({ to: '+94771234567', text: '' })).status).toBe(400);
    expect((await post({ to: '+94771234567', text: 'x'.repeat(2000) })).status).toBe(400);
    const broken = await fetch(url('/api/messages'), { method: 'POST', body: '{not json' });
    expect(broken.status).toBe(400);
  });

  it('answers only requests addressed to a loopback name', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port: catcher.httpPort, path: '/api/messages', headers: { Host: 'evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
  });

  it('forgets every text on DELETE', async () => {
    await fetch(url('/api/messages'), { method: 'DELETE' });
    expect(catcher.list()).toEqual([]);
  });
});
