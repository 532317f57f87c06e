/**
 * Where the embedded database records how its snapshots fare. The API knows only
 * MONGODB_URI, so the record lives in the database itself: in a database of its own,
 * which the snapshot leaves out, one document found by `key` (CongoDB cannot upsert a
 * string _id).
 */
export const SNAPSHOT_STATUS = {
  database: 'nivasa_embedded_status',
  collection: 'snapshots',
  key: 'snapshot',
} as const;

export interface SnapshotStatusRecord {
  key: typeof SNAPSHOT_STATUS.key;
  /** 'failing' from a failed snapshot until the next one succeeds. */
  state: 'ok' | 'failing';
  /** When the snapshot file was last written (or, before that, the restored file's time). */
  lastSavedAt: Date | null;
  /** How long the last snapshot that succeeded took, from reading the data to the file in place. */
  lastDurationMs: number | null;
  failingSince: Date | null;
  consecutiveFailures: number;
  lastError: string | null;
  updatedAt: Date;
}
