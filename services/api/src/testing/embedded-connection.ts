import { Logger } from '@nestjs/common';
import { type EmbeddedDatabase, spawnEmbeddedDatabase } from '@nivasa/embedded-db';
import mongoose, { type Connection } from 'mongoose';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For unit specs of code whose whole point is the database's atomic updates (locks, counters):
 * a connection to the embedded database in its own process (about half a second to start), not
 * a fake. Opened before the describe's tests and closed after them.
 */
export function useEmbeddedConnection(dbName: string): () => Connection {
  let dataDir: string | undefined;
  let database: EmbeddedDatabase | undefined;
  let connection: Connection | undefined;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    dataDir = await mkdtemp(join(tmpdir(), `nivasa-${dbName}-`));
    database = await spawnEmbeddedDatabase({ dataDir, stderr: 'ignore' });
    connection = await mongoose
      .createConnection(database.uri, { dbName, serverMonitoringMode: database.engine === 'congodb' ? 'poll' : 'auto' })
      .asPromise();
  }, 30_000); // starting a database process takes seconds on a busy machine

  afterAll(async () => {
    await connection?.close();
    await database?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!connection) throw new Error('useEmbeddedConnection: the connection opens in beforeAll');
    return connection;
  };
}
