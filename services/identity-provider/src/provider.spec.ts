import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { obtainIdToken } from './token-flow.js';

const PORT = 4491;
const ISSUER = `http://localhost:${PORT}`;
const CLIENT_ID = 'nivasa-test';
const REDIRECT_URI = 'http://localhost:3100/auth-callback.html';

describe('development identity provider', () => {
  let child: ChildProcess;

  beforeAll(async () => {
    // oidc-provider is an ES module, which jest's CommonJS runtime cannot load: run it as a process.
    child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
      env: { ...process.env, OIDC_PROVIDER_PORT: String(PORT), OIDC_CLIENT_ID: CLIENT_ID, OIDC_REDIRECT_URIS: REDIRECT_URI },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('IDENTITY_PROVIDER_READY') && resolve());
      child.once('exit', (code) => reject(new Error(`provider exited with ${code}`)));
    });
  });

  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('publishes its discovery document and keys', async () => {
    const discovery = (await (await fetch(`${ISSUER}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.response_types_supported).toContain('id_token');
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: { d?: string; kty: string }[] };
    expect(jwks.keys[0].kty).toBe('RSA');
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs the user in and returns an ID token that verifies against its keys', async () => {
    const token = await obtainIdToken({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email: 'Sunil@Example.lk',
      name: 'Sunil Perera',
      nonce: 'n-123',
    });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${ISSUER}/jwks`)), { issuer: ISSUER, audience: CLIENT_ID });
    expect(payload).toMatchObject({ email: 'sunil@example.lk', email_verified: true, name: 'Sunil Perera', nonce: 'n-123' });
  });

  it('can vouch for an unverified address, so the API can refuse it', async () => {
    const token = await obtainIdToken({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email: 'new@example.lk',
      name: 'New',
      nonce: 'n-2',
      emailVerified: false,
    });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${ISSUER}/jwks`)), { issuer: ISSUER, audience: CLIENT_ID });
    expect(payload.email_verified).toBe(false);
  });

  it('refuses a redirect URI that was not registered', async () => {
    await expect(
      obtainIdToken({
        issuer: ISSUER,
        clientId: CLIENT_ID,
        redirectUri: 'https://evil.example/cb',
        email: 'a@b.lk',
        name: 'A',
        nonce: 'n',
      }),
    ).rejects.toThrow();
  });
});
