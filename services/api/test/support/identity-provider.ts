import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const PROVIDER_MAIN = join(__dirname, '..', '..', '..', 'identity-provider', 'src', 'main.ts');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  redirectUri: string;
  stop(): Promise<void>;
}

/**
 * The development OpenID Connect provider (services/identity-provider), in its own
 * process: oidc-provider is an ES module that jest's CommonJS runtime cannot load. The port is
 * found free first, and another process may take it before the provider listens (suites run
 * side by side): then it tries another.
 */
export async function startIdentityProvider(
  clientId = 'nivasa-test',
  redirectUri = 'http://localhost:3000/auth-callback.html',
): Promise<LocalIdentityProvider> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(clientId, redirectUri);
    } catch (error) {
      if (attempt === 3 || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startOnFreePort(clientId: string, redirectUri: string): Promise<LocalIdentityProvider> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', PROVIDER_MAIN], {
    env: { ...process.env, OIDC_PROVIDER_PORT: String(port), OIDC_CLIENT_ID: clientId, OIDC_REDIRECT_URIS: redirectUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /IDENTITY_PROVIDER_READY (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The identity provider exited with ${code}: ${errors}`)));
  });
  return {
    issuer,
    clientId,
    redirectUri,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
