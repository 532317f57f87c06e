import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type EmbeddedDatabase, spawnEmbeddedDatabase, type SpawnedEmbeddedDatabase, type SpawnOptions } from '@nivasa/embedded-db';
import type { Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { APP_OPTIONS, configureApp } from '../../src/app.setup';
import { ConfigService } from '../../src/config/config.service';
import { PASSWORD_HASH_MEMORY_KIB } from '../../src/config/env.schema';
import { type SmsCatcher, startSmsCatcher } from '../../../mail-catcher/src/sms-catcher';

/**
 * A suite that needs it can ask for the CongoDB fallback, snapshots more often than every 5 s, or
 * each write on disk before it is acknowledged.
 */
export type DatabaseOptions = Pick<SpawnOptions, 'engine' | 'snapshotIntervalMs' | 'durability'>;

/**
 * The embedded database each suite runs against: a fresh data directory, and the server
 * in its own process as `npm start` runs it (its in-process form would have jest load
 * CongoDB's ES modules into its CommonJS runtime).
 */
export class TestDatabase {
  private constructor(
    readonly dataDir: string,
    private server: SpawnedEmbeddedDatabase,
    private readonly options: DatabaseOptions,
  ) {}

  static async start(options: DatabaseOptions = {}): Promise<TestDatabase> {
    const dataDir = await mkdtemp(join(tmpdir(), 'nivasa-api-e2e-'));
    return new TestDatabase(dataDir, await spawnEmbeddedDatabase({ dataDir, stderr: 'ignore', ...options }), options);
  }

  get uri(): string {
    return this.server.uri;
  }

  get engine(): EmbeddedDatabase['engine'] {
    return this.server.engine;
  }

  get port(): number {
    return Number(new URL(this.server.uri).port);
  }

  /** Stops the server; it snapshots its data first. */
  stop(): Promise<void> {
    return this.server.stop();
  }

  /** Ends the server's process abruptly (SIGKILL unless told): no snapshot, connections cut. */
  kill(signal?: NodeJS.Signals): Promise<void> {
    return this.server.kill(signal);
  }

  /** Starts the server again on the same data directory and port. */
  async restart(): Promise<void> {
    this.server = await spawnEmbeddedDatabase({ dataDir: this.dataDir, port: this.port, stderr: 'ignore', ...this.options });
  }

  async destroy(): Promise<void> {
    await this.server.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** This run's session-token key; a suite that forges tokens signs with something else. */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

/**
 * The environment the suites run the API with. SMTP goes to a port where nothing listens
 * unless a suite passes its mail catcher's; the rate limits and the listings per owner are high unless a suite tests them
 * (every request here comes from 127.0.0.1).
 */
export function testEnv(database: TestDatabase, env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    MONGODB_URI: database.uri,
    DATABASE_ENGINE: database.engine,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: 'smtp://127.0.0.1:9',
    THROTTLE_AUTH_LIMIT: '10000',
    THROTTLE_WRITE_LIMIT: '10000',
    THROTTLE_WRITE_IP_LIMIT: '10000',
    THROTTLE_UPLOAD_LIMIT: '10000',
    CONTACT_OWNERS_PER_DAY: '10000',
    // Suites send X-Forwarded-For as the shell's proxy on this machine would.
    TRUSTED_PROXIES: 'loopback',
    THROTTLE_PHONE_CODES_PER_NUMBER: '10000',
    THROTTLE_PHONE_CODES_PER_USER: '10000',
    THROTTLE_PHONE_CODES_PER_ADDRESS: '10000',
    // Nothing listens there: a suite that sends SMS passes its SMS catcher's address (useTestApi does).
    SMS_CATCHER_URL: 'http://127.0.0.1:9',
    THROTTLE_REPORT_LIMIT: '10000',
    ENQUIRY_THREADS_PER_DAY: '10000',
    // Suites make many listings per owner; admin-paging.e2e-spec.ts tests the limit.
    LISTINGS_PER_OWNER_MAX: '10000',
    // argon2's smallest memory: production's costs 210 ms of CPU a hash, and the suites hash about 870 times.
    PASSWORD_HASH_MEMORY_KIB: String(PASSWORD_HASH_MEMORY_KIB.min),
    ...env,
  };
}

/**
 * The real API (AppModule + configureApp, as main.ts builds it) on the test database. Its cron
 * and interval timers are stopped: a suite fires a tick itself, and a timer firing on the hour
 * (or the mail outbox's every few seconds) would take the job's lease first and make that tick skip.
 */
export async function startApi(database: TestDatabase, env: Record<string, string> = {}): Promise<NestExpressApplication> {
  const config = ConfigService.fromEnv(testEnv(database, env));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), APP_OPTIONS);
  configureApp(app);
  await app.init();
  const scheduler = app.get(SchedulerRegistry);
  for (const job of scheduler.getCronJobs().values()) void job.stop();
  for (const name of scheduler.getIntervals()) scheduler.deleteInterval(name);
  return app;
}

/** A suite's API and database, as `useTestApi` hands them out. */
export interface TestApi {
  readonly app: NestExpressApplication;
  readonly database: TestDatabase;
  /** The app's HTTP server, for supertest's `request()`. */
  server(): ReturnType<NestExpressApplication['getHttpServer']>;
  /** The SMS catcher the API sends its texts to. */
  sms(): SmsCatcher;
}

/**
 * Starts a fresh database and the API on it before the tests of the describe it is called in,
 * and closes both after them. `env` is passed to `startApi`; a function is read when the API
 * starts, so it can use what an earlier beforeAll of the suite set up. `databaseOptions` go to
 * the database (the CongoDB fallback, for one). The suite's own later beforeAll hooks run after
 * this one and can use `api.app`.
 */
export function useTestApi(
  env: Record<string, string> | (() => Record<string, string>) = {},
  databaseOptions: DatabaseOptions = {},
): TestApi {
  let database: TestDatabase | undefined;
  let app: NestExpressApplication | undefined;
  let sms: SmsCatcher | undefined;

  beforeAll(async () => {
    [database, sms] = await Promise.all([TestDatabase.start(databaseOptions), startSmsCatcher()]);
    app = await startApi(database, { SMS_CATCHER_URL: `http://127.0.0.1:${sms.httpPort}`, ...(typeof env === 'function' ? env() : env) });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([database?.destroy(), sms?.stop()]);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApi: the API starts in beforeAll; use it from hooks and tests');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    server: () => started(app).getHttpServer(),
    sms: () => started(sms),
  };
}

export function connectionOf(app: NestExpressApplication): Connection {
  return app.get<Connection>(getConnectionToken());
}

/** Polls until the check passes or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
