import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Durability, findRunningEmbeddedDatabase, spawnEmbeddedDatabase } from '@nivasa/embedded-db';
import { startMailCatcher } from '@nivasa/mail-catcher/src/mail-catcher';
import { startSmsCatcher } from '@nivasa/mail-catcher/src/sms-catcher';
import { ProcessGroup } from './processes';
import { REPO_ROOT, dataDirOf } from '@nivasa/shell-server/src/ports';
import { type PlatformPorts } from '@nivasa/contracts/ports';

/**
 * What the API needs besides itself. Each is taken from the environment when configured
 * (production), else a local stand-in is started: the embedded database, the mail and SMS catchers,
 * the development identity provider, and a session secret kept in the data directory.
 */
export interface BackingServices {
  /** Variables the API is started with. */
  apiEnv: Record<string, string>;
  urls: Record<string, string>;
  stop(): Promise<void>;
}

interface Started {
  env: Record<string, string>;
  urls?: Record<string, string>;
  stop?: () => Promise<void>;
}

const DEV_CLIENT_ID = 'nivasa-local';

async function provideDatabase(env: NodeJS.ProcessEnv): Promise<Started> {
  if (env.MONGODB_URI) return { env: { MONGODB_URI: env.MONGODB_URI, DATABASE_ENGINE: env.DATABASE_ENGINE || 'external' } };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'NODE_ENV is production but MONGODB_URI is not set. Production needs a real MongoDB; the embedded database is for development only.',
    );
  }
  const dataDir = dataDirOf(env);
  const running = await findRunningEmbeddedDatabase(dataDir);
  if (running) {
    console.log(`Using the embedded database already serving ${dataDir} (${running.uri}).`);
    return { env: { MONGODB_URI: running.uri, DATABASE_ENGINE: running.engine } };
  }
  const database = await spawnEmbeddedDatabase({
    dataDir,
    port: env.EMBEDDED_DB_PORT ? Number(env.EMBEDDED_DB_PORT) : undefined,
    engine: env.EMBEDDED_DB_ENGINE === 'congodb' ? 'congodb' : undefined,
    // Checked by the database process, which refuses to start with a value it does not know.
    snapshotIntervalMs: env.EMBEDDED_DB_SNAPSHOT_INTERVAL_MS ? Number(env.EMBEDDED_DB_SNAPSHOT_INTERVAL_MS) : undefined,
    durability: (env.EMBEDDED_DB_DURABILITY || undefined) as Durability | undefined,
  });
  return { env: { MONGODB_URI: database.uri, DATABASE_ENGINE: database.engine }, stop: () => database.stop() };
}

/** A development session secret, made once per data directory so sessions survive restarts. */
async function provideSecrets(env: NodeJS.ProcessEnv): Promise<Started> {
  if (env.JWT_SECRET || env.NODE_ENV === 'production') return { env: env.JWT_SECRET ? { JWT_SECRET: env.JWT_SECRET } : {} };
  const dataDir = dataDirOf(env);
  const file = join(dataDir, 'dev-secrets.json');
  try {
    const { jwtSecret } = JSON.parse(await readFile(file, 'utf8')) as { jwtSecret: string };
    if (jwtSecret) return { env: { JWT_SECRET: jwtSecret } };
  } catch {
    // First start: make one below.
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ jwtSecret }), { mode: 0o600 });
  return { env: { JWT_SECRET: jwtSecret } };
}

async function provideMail(env: NodeJS.ProcessEnv, ports: PlatformPorts): Promise<Started> {
  if (env.SMTP_URL || env.NODE_ENV === 'production') return { env: env.SMTP_URL ? { SMTP_URL: env.SMTP_URL } : {} };
  const catcher = await startMailCatcher({ smtpPort: ports.mailSmtp, httpPort: ports.mailInbox });
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}` },
    urls: { 'Mail sent in development': `http://localhost:${catcher.httpPort}` },
    stop: () => catcher.stop(),
  };
}

/** SMS through the provider SMS_PROVIDER names; without one (development), the local SMS catcher. */
async function provideSms(env: NodeJS.ProcessEnv, ports: PlatformPorts): Promise<Started> {
  if (env.SMS_PROVIDER || env.NODE_ENV === 'production') return { env: {} };
  const catcher = await startSmsCatcher({ httpPort: ports.smsInbox });
  return {
    env: { SMS_PROVIDER: 'catcher', SMS_CATCHER_URL: `http://127.0.0.1:${catcher.httpPort}` },
    urls: { 'SMS sent in development': `http://localhost:${catcher.httpPort}` },
    stop: () => catcher.stop(),
  };
}

async function provideIdentityProvider(env: NodeJS.ProcessEnv, ports: PlatformPorts, publicUrl: string): Promise<Started> {
  if (env.OIDC_ISSUER || env.NODE_ENV === 'production') {
    const configured: Record<string, string> = {};
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) if (env[name]) configured[name] = env[name]!;
    return { env: configured };
  }
  const group = new ProcessGroup();
  const callbacks = [
    `${publicUrl}/auth-callback.html`,
    `http://127.0.0.1:${ports.shell}/auth-callback.html`,
    `http://localhost:${ports.shell}/auth-callback.html`,
  ];
  const child = group.start(
    'identity provider',
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'services/identity-provider/src/main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...env,
        OIDC_PROVIDER_PORT: String(ports.identityProvider),
        OIDC_CLIENT_ID: DEV_CLIENT_ID,
        OIDC_REDIRECT_URIS: [...new Set(callbacks)].join(','),
      },
    },
  );
  const issuer = await new Promise<string>((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`The development identity provider exited with code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('IDENTITY_PROVIDER_READY ')) resolvePromise(line.split(' ')[1]);
    });
  });
  child.removeAllListeners('exit');
  return {
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: DEV_CLIENT_ID },
    urls: { 'Identity provider (dev)': issuer },
    stop: () => group.stopAll(),
  };
}

export async function startBackingServices(env: NodeJS.ProcessEnv, ports: PlatformPorts): Promise<BackingServices> {
  const publicUrl = env.PUBLIC_URL || `http://localhost:${ports.shell}`;
  // The API sits behind the shell's proxy on this machine, and behind whatever proxies are in front of the shell.
  const apiTrustedProxies = ['loopback', env.TRUSTED_PROXIES].filter(Boolean).join(',');
  const started: Started[] = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop?.();
  };
  try {
    for (const provide of [
      () => provideSecrets(env),
      () => provideDatabase(env),
      () => provideMail(env, ports),
      () => provideSms(env, ports),
      () => provideIdentityProvider(env, ports, publicUrl),
    ]) {
      started.push(await provide());
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    apiEnv: Object.assign(
      {
        PUBLIC_URL: publicUrl,
        API_PORT: String(ports.api),
        // The shell answers on 127.0.0.1 as well as localhost; both may write with the session cookie.
        ALLOWED_ORIGINS: env.ALLOWED_ORIGINS || `http://127.0.0.1:${ports.shell},http://localhost:${ports.shell}`,
        TRUSTED_PROXIES: apiTrustedProxies,
      },
      ...started.map((service) => service.env),
    ),
    urls: Object.assign({}, ...started.map((service) => service.urls ?? {})),
    stop,
  };
}
