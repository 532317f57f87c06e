#!/usr/bin/env node
/**
 * Creates an admin, or promotes an existing account, in the data the server uses,
 * whether or not the server is running:
 *   npm run admin:create -- --email admin@example.com --password '…'
 * Exit codes: 0 done, 1 failed, 2 bad command line.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { DatabaseEngine } from '@nivasa/contracts/api';
import { type EmbeddedDatabase, findRunningEmbeddedDatabase, startEmbeddedDatabase } from '@nivasa/embedded-db';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { redactUri } from '../database/connection-options';
import { UsersService } from '../users/users.service';
import { parsePasswordHashMemoryKib } from '../config/env.schema';
import { PasswordHashSettings } from '../users/password-hasher';
import { AdminCliModule } from './admin-cli.module';
import { ADMIN_CREATE_USAGE, parseAdminArgs, UsageError } from './admin-args';

const ENGINES: readonly DatabaseEngine[] = ['mongodb', 'congodb', 'external'];

/** The workspace root: the nearest folder above this file whose package.json declares workspaces. */
export function repoRoot(from = __dirname): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
  }
  return process.cwd();
}

interface Target {
  uri: string;
  engine: DatabaseEngine;
  where: string;
  started?: EmbeddedDatabase;
}

async function findDatabase(env: NodeJS.ProcessEnv): Promise<Target> {
  if (env.MONGODB_URI) {
    const engine = (env.DATABASE_ENGINE ?? 'external') as DatabaseEngine;
    if (!ENGINES.includes(engine)) throw new UsageError(`DATABASE_ENGINE must be one of ${ENGINES.join(', ')}`);
    return { uri: env.MONGODB_URI, engine, where: `MONGODB_URI (${redactUri(env.MONGODB_URI)})` };
  }
  const dataDir = resolve(env.DATA_DIR || join(repoRoot(), 'data'));
  const running = await findRunningEmbeddedDatabase(dataDir);
  if (running) return { ...running, where: `the running embedded database of ${dataDir} (${running.uri})` };
  const started = await startEmbeddedDatabase({
    dataDir,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  return { uri: started.uri, engine: started.engine, where: `the embedded database of ${dataDir}, started for this command`, started };
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  let args;
  try {
    args = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`admin:create: ${error.message}\n\n${ADMIN_CREATE_USAGE}\n`);
    return 2;
  }
  if (args === 'help') {
    process.stdout.write(`${ADMIN_CREATE_USAGE}\n`);
    return 0;
  }

  let target: Target | undefined;
  try {
    const passwordHash = new PasswordHashSettings(parsePasswordHashMemoryKib(env));
    target = await findDatabase(env);
    process.stdout.write(`Using ${target.where}.\n`);
    const app = await NestFactory.createApplicationContext(AdminCliModule.register(target.uri, target.engine, passwordHash), {
      logger: ['error'],
      abortOnError: false,
    });
    try {
      const { outcome, user } = await app.get(UsersService).createOrPromoteAdmin(args.email, args.password);
      const who = `${user.email} (username ${user.username})`;
      if (outcome === 'created') process.stdout.write(`Created the admin account ${who}.\n`);
      if (outcome === 'promoted') {
        process.stdout.write(`Made ${who} an admin.${args.password ? ' Its password was left unchanged.' : ''}\n`);
      }
      if (outcome === 'already-admin') {
        process.stdout.write(`${who} is already an admin; nothing changed.${args.password ? ' Its password was left unchanged.' : ''}\n`);
      }
      return 0;
    } finally {
      await app.close();
    }
  } catch (error) {
    const message = (error as { response?: { message?: string } }).response?.message ?? (error as Error).message;
    process.stderr.write(`admin:create failed: ${message}\n`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    // Stopping takes the snapshot the server loads on its next start.
    await target?.started?.stop();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`admin:create failed: ${error.stack ?? error.message}\n`);
      process.exit(1);
    },
  );
}
