import { MongoClient } from 'mongodb';
import { SNAPSHOT_STATUS, type SnapshotStatusRecord } from './status';

/** Polls until the check passes or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function withClient<T>(uri: string, work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri, { serverMonitoringMode: 'poll' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

export function snapshotStatus(client: MongoClient): Promise<SnapshotStatusRecord | null> {
  return client
    .db(SNAPSHOT_STATUS.database)
    .collection<SnapshotStatusRecord>(SNAPSHOT_STATUS.collection)
    .findOne({ key: SNAPSHOT_STATUS.key });
}
