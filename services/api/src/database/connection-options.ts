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
 * Driver options shared by the API and the admin CLI, so both reach the same database.
 * CongoDB needs polling server monitoring (with streaming monitoring its pool resets under load).
 */
export function connectionOptions(uri: string, engine: DatabaseEngine): ConnectOptions {
  return {
    dbName: databaseNameOf(uri) ?? DEFAULT_DATABASE_NAME,
    appName: 'nivasa-api',
    serverMonitoringMode: engine === 'congodb' ? 'poll' : 'auto',
    // Fail fast when no server answers, rather than hold requests for the driver's 30 s.
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    heartbeatFrequencyMS: 5000,
    maxPoolSize: 20,
  };
}

/** A connection string fit for logs: credentials removed. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/)[^@/]+@/, '$1***@');
}
