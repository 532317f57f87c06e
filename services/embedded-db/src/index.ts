/**
 * The development database, kept out of the API process. `startEmbeddedDatabase` runs it
 * in the calling process (the CLI, the admin command); `spawnEmbeddedDatabase` runs it as a
 * child process, which is what jest suites must use: CongoDB is an ES module that jest's
 * CommonJS runtime cannot load.
 */
export { startEmbeddedDatabase, type Durability, type EmbeddedDatabase, type EmbeddedEngine, type StartOptions } from './engine';
export { spawnEmbeddedDatabase, type SpawnedEmbeddedDatabase, type SpawnOptions } from './spawn';
export { findRunningEmbeddedDatabase } from './find-running';
export { SNAPSHOT_STATUS, type SnapshotStatusRecord } from './status';
