import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmsCatcher } from '../../../mail-catcher/src/sms-catcher';
import { CatcherSmsAdapter } from './catcher-sms.adapter';
import { NotifyLkSmsAdapter } from './notify-lk-sms.adapter';
import { SmsDeliveryError } from './sms-sender';
import { TextLkSmsAdapter } from './text-lk-sms.adapter';
import { TwilioSmsAdapter } from './twilio-sms.adapter';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for a provider: it records each request and answers as told. */
async function startProviderStandIn(answer: { status: number; body: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SINHALA = 'ඔබේ Nivasa කේතය 123456.';

describe('SMS adapters', () => {
  describe('Notify.lk', () => {
    it('posts the credentials, the number without its plus and the text as a form, with type=unicode for Sinhala', async () => {
      const provider = await startProviderStandIn({ status: 200, body: { status: 'success', data: 'Sent' } });
      try {
        const adapter = new NotifyLkSmsAdapter({ userId: '4242', apiKey: 'key-abc', senderId: 'Nivasa' }, provider.baseUrl);
        await adapter.send({ to: '+94771234567', text: 'Your Nivasa code is 123456.' });
        await adapter.send({ to: '+94771234567', text: SINHALA });

        const [english, sinhala] = provider.received;
        expect(english.method).toBe('POST');
        expect(english.url).toBe('/api/v1/send');
        expect(english.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(english.body))).toEqual({
          user_id: '4242',
          api_key: 'key-abc',
          sender_id: 'Nivasa',
          to: '94771234567',
          message: 'Your Nivasa code is 123456.',
        });
        expect(Object.fromEntries(new URLSearchParams(sinhala.body))).toMatchObject({ message: SINHALA, type: 'unicode' });
      } finally {
        await provider.stop();
      }
    });

    it('throws when Notify.lk answers with an error', async () => {
      const provider = await startProviderStandIn({ status: 200, body: { status: 'error', message: 'Invalid sender ID' } });
      try {
        const adapter = new NotifyLkSmsAdapter({ userId: '1', apiKey: 'k', senderId: 'x' }, provider.baseUrl);
        await expect(adapter.send({ to: '+94771234567', text: 'hi' })).rejects.toThrow(
          new SmsDeliveryError('notify-lk', 'HTTP 200: Invalid sender ID'),
        );
      } finally {
        await provider.stop();
      }
    });
  });

  describe('Text.lk', () => {
    it('posts JSON with the bearer token, the number without its plus and type plain', async () => {
      const provider = await startProviderStandIn({ status: 200, body: { status: 'success', data: {} } });
      try {
        await new TextLkSmsAdapter({ apiToken: 'token-xyz', senderId: 'Nivasa' }, provider.baseUrl).send({
          to: '+94771234567',
          text: SINHALA,
        });
        const [request] = provider.received;
        expect(request.method).toBe('POST');
        expect(request.url).toBe('/api/v3/sms/send');
        expect(request.headers.authorization).toBe('Bearer token-xyz');
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.headers.accept).toBe('application/json');
        expect(JSON.parse(request.body)).toEqual({ recipient: '94771234567', sender_id: 'Nivasa', type: 'plain', message: SINHALA });
      } finally {
        await provider.stop();
      }
    });

    it('throws when Text.lk refuses', async () => {
      const provider = await startProviderStandIn({ status: 401, body: { status: 'error', message: 'Unauthenticated.' } });
      try {
        const adapter = new TextLkSmsAdapter({ apiToken: 'wrong', senderId: 'Nivasa' }, provider.baseUrl);
        await expect(adapter.send({ to: '+94771234567', text: 'hi' })).rejects.toThrow('HTTP 401: Unauthenticated.');
      } finally {
        await provider.stop();
      }
    });
  });

  describe('Twilio', () => {
    it("posts To, From and Body as a form to the account's Messages resource with basic auth", async () => {
      const provider = await startProviderStandIn({ status: 201, body: { sid: 'SM123', status: 'queued' } });
      try {
        await new TwilioSmsAdapter({ accountSid: 'AC0001', authToken: 'secret', from: '+15005550006' }, provider.baseUrl).send({
          to: '+94771234567',
          text: 'Your Nivasa code is 123456.',
        });
        const [request] = provider.received;
        expect(request.method).toBe('POST');
        expect(request.url).toBe('/2010-04-01/Accounts/AC0001/Messages.json');
        expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC0001:secret').toString('base64')}`);
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
          To: '+94771234567',
          From: '+15005550006',
          Body: 'Your Nivasa code is 123456.',
        });
      } finally {
        await provider.stop();
      }
    });

    it('throws when Twilio refuses the number', async () => {
      const provider = await startProviderStandIn({ status: 400, body: { code: 21211, message: "The 'To' number is not valid." } });
      try {
        const adapter = new TwilioSmsAdapter({ accountSid: 'AC1', authToken: 't', from: '+1' }, provider.baseUrl);
        await expect(adapter.send({ to: '+94771234567', text: 'hi' })).rejects.toThrow("HTTP 400: The 'To' number is not valid.");
      } finally {
        await provider.stop();
      }
    });
  });

  describe('the SMS catcher', () => {
    it('delivers the text to the local catcher, which lists it by number', async () => {
      const catcher = await startSmsCatcher();
      try {
        await new CatcherSmsAdapter(`http://127.0.0.1:${catcher.httpPort}`).send({ to: '+94771234567', text: SINHALA });
        expect(catcher.list('+94771234567').map((sms) => sms.text)).toEqual([SINHALA]);
      } finally {
        await catcher.stop();
      }
    });

    it('throws when nothing answers', async () => {
      await expect(new CatcherSmsAdapter('http://127.0.0.1:9').send({ to: '+94771234567', text: 'hi' })).rejects.toBeInstanceOf(
        SmsDeliveryError,
      );
    });
  });
});
