import type { DatabaseEngine } from '@nivasa/contracts/api';
import type { ConnectOptions } from 'mongoose';

/** The database the API uses when the connection string names none. */
export const DEFAULT_DATABASE_NAME = 'nivasa';

/** The database named in a connection string's path, if any. */
export function databaseNameOf(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(uri);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name || undefined;
}

/**
 * How long an operation waits for a server it can use (the primary, for a write) before it fails
 * with a server selection error, which the API answers with 503. While the database is down each
 * request waits this long for its first operation, so a request hears of the outage within 2 s
 * with its own work (one cut off under way is retried once, and waits again). On a replica set
 * an election takes a few seconds: writes meanwhile answer 503 rather than wait for the new
 * primary, and callers try again, as for any 503. A connection string that sets
 * serverSelectionTimeoutMS keeps its own value (an API far from its database may need more).
 */
export const SERVER_SELECTION_TIMEOUT_MS = 1000;

/**
 * Driver options shared by the API and the admin CLI, so both reach the same database.
 * CongoDB needs polling server monitoring (with streaming monitoring its pool resets under load).
 */
export function connectionOptions(uri: string, engine: DatabaseEngine): ConnectOptions {
  return {
    dbName: databaseNameOf(uri) ?? DEFAULT_DATABASE_NAME,
    appName: 'nivasa-api',
    serverMonitoringMode: engine === 'congodb' ? 'poll' : 'auto',
    // Fail fast when no server answers, rather than hold requests for the driver's 30 s.
    ...(/[?&]serverSelectionTimeoutMS=/i.test(uri) ? {} : { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS }),
    // Also the heartbeat's timeout: shorter would take a busy replica set member for a dead one.
    connectTimeoutMS: 5000,
    heartbeatFrequencyMS: 5000,
    maxPoolSize: 20,
  };
}

/** A connection string fit for logs: credentials removed. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/)[^@/]+@/, '$1***@');
}
