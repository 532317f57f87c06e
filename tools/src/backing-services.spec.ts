import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackingServices } from './backing-services';
import { readPorts } from '@nivasa/contracts/ports';

describe('backing services', () => {
  const ports = readPorts({});

  it('refuses to start in production without MONGODB_URI, before starting anything', async () => {
    await expect(startBackingServices({ NODE_ENV: 'production' }, ports)).rejects.toThrow(
      /NODE_ENV is production but MONGODB_URI is not set/,
    );
  });

  it('starts no local stand-in in production: every service comes from the environment', async () => {
    const env = {
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db.example.lk:27017/nivasa',
      JWT_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtps://mail.example.lk:465',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'nivasa.apps.googleusercontent.com',
      PUBLIC_URL: 'https://nivasa.lk',
    };
    const services = await startBackingServices(env, ports);
    expect(services.apiEnv).toMatchObject({
      MONGODB_URI: env.MONGODB_URI,
      DATABASE_ENGINE: 'external',
      JWT_SECRET: env.JWT_SECRET,
      SMTP_URL: env.SMTP_URL,
      OIDC_ISSUER: env.OIDC_ISSUER,
      PUBLIC_URL: 'https://nivasa.lk',
    });
    expect(services.urls).toEqual({});
    await services.stop();
  });

  it("tells the API to believe the shell's proxy on this machine and the proxies configured in front", async () => {
    const configured = {
      MONGODB_URI: 'mongodb://127.0.0.1:1/x',
      JWT_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
      OIDC_ISSUER: 'http://localhost:1',
      SMS_PROVIDER: 'catcher',
    };
    expect((await startBackingServices(configured, ports)).apiEnv.TRUSTED_PROXIES).toBe('loopback');
    expect((await startBackingServices({ ...configured, TRUSTED_PROXIES: '10.0.0.5' }, ports)).apiEnv.TRUSTED_PROXIES).toBe(
      'loopback,10.0.0.5',
    );
  });

  it('starts the SMS catcher in development and points the API at it', async () => {
    const env = {
      MONGODB_URI: 'mongodb://127.0.0.1:1/x',
      JWT_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
      OIDC_ISSUER: 'http://localhost:1',
      SMS_CATCHER_HTTP_PORT: '0',
    };
    const services = await startBackingServices(env, { ...ports, smsInbox: 0 });
    try {
      expect(services.apiEnv.SMS_PROVIDER).toBe('catcher');
      const sent = await fetch(`${services.apiEnv.SMS_CATCHER_URL}/api/messages`, {
        method: 'POST',
        body: JSON.stringify({ to: '+94771234567', text: 'Your Nivasa code is 123456.' }),
      });
      expect(sent.status).toBe(201);
      const inbox = (await (await fetch(`${services.apiEnv.SMS_CATCHER_URL}/api/messages?to=%2B94771234567`)).json()) as unknown[];
      expect(inbox).toHaveLength(1);
    } finally {
      await services.stop();
    }
  });

  it('makes a development session secret once per data directory and keeps it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-secrets-'));
    try {
      const env = {
        MONGODB_URI: 'mongodb://127.0.0.1:1/x',
        SMTP_URL: 'smtp://127.0.0.1:1',
        OIDC_ISSUER: 'http://localhost:1',
        SMS_PROVIDER: 'catcher',
        DATA_DIR: dataDir,
      };
      const first = await startBackingServices(env, ports);
      const second = await startBackingServices(env, ports);
      expect(first.apiEnv.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(second.apiEnv.JWT_SECRET).toBe(first.apiEnv.JWT_SECRET);
      expect(JSON.parse(await readFile(join(dataDir, 'dev-secrets.json'), 'utf8')).jwtSecret).toBe(first.apiEnv.JWT_SECRET);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
