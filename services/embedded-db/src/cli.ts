#!/usr/bin/env node
/**
 * Runs the embedded database as its own process:
 *   node dist/cli.js --data-dir ./data [--port 27017] [--engine congodb] [--snapshot-interval-ms 5000]
 *                    [--durability snapshot|every-write]
 * Each option's default comes from the environment (DATA_DIR, EMBEDDED_DB_PORT, EMBEDDED_DB_ENGINE,
 * EMBEDDED_DB_SNAPSHOT_INTERVAL_MS, EMBEDDED_DB_DURABILITY).
 * Prints one line `EMBEDDED_DB_READY {"uri":…,"engine":…}` when it accepts connections,
 * and snapshots and stops on SIGTERM or SIGINT.
 */
import { parseArgs } from 'node:util';
import { type Durability, startEmbeddedDatabase, type EmbeddedEngine } from './engine';
import { READY_PREFIX } from './protocol';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data' },
      port: { type: 'string', default: process.env.EMBEDDED_DB_PORT },
      engine: { type: 'string', default: process.env.EMBEDDED_DB_ENGINE },
      'snapshot-interval-ms': { type: 'string', default: process.env.EMBEDDED_DB_SNAPSHOT_INTERVAL_MS },
      durability: { type: 'string', default: process.env.EMBEDDED_DB_DURABILITY },
    },
  });
  const port = values.port ? Number(values.port) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`--port must be a TCP port number, got "${values.port}"`);
  }
  if (values.engine && values.engine !== 'mongodb' && values.engine !== 'congodb') {
    throw new Error(`--engine must be mongodb or congodb, got "${values.engine}"`);
  }
  // Checked by the engine, which names what is wrong.
  const database = await startEmbeddedDatabase({
    dataDir: values['data-dir']!,
    port,
    engine: values.engine as EmbeddedEngine | undefined,
    snapshotIntervalMs: values['snapshot-interval-ms'] ? Number(values['snapshot-interval-ms']) : undefined,
    durability: (values.durability || undefined) as Durability | undefined,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  process.stdout.write(`${READY_PREFIX}${JSON.stringify({ uri: database.uri, engine: database.engine })}\n`);

  const shutdown = (signal: string) => {
    process.stderr.write(`Embedded database: ${signal} received, saving and stopping.\n`);
    database.stop().then(
      () => process.exit(0),
      (error: Error) => {
        process.stderr.write(`Embedded database did not stop cleanly: ${error.message}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: Error) => {
  process.stderr.write(`Embedded database failed to start: ${error.message}\n`);
  process.exit(1);
});
