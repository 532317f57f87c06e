import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { HealthResponse, MailBacklog, SnapshotHealth } from '@nivasa/contracts/api';
import { SNAPSHOT_STATUS, type SnapshotStatusRecord } from '@nivasa/embedded-db/status';
import type { Connection } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { MailService } from '../mail/mail.service';

type DatabaseState = HealthResponse['database']['state'];

// mongoose's readyState: 0 disconnected, 1 connected, 2 connecting, 3 disconnecting.
const STATES: Record<number, DatabaseState> = {
  0: 'disconnected',
  1: 'connected',
  2: 'connecting',
  3: 'disconnecting',
};

const PING_TIMEOUT_MS = 1500;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();
  private backlogQuery?: Promise<MailBacklog | undefined>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: ConfigService,
    private readonly mail: MailService,
  ) {}

  /** `mailBacklog`: whether to report the outbox's backlog too (for admins only, see HealthController). */
  async check(options: { mailBacklog: boolean }): Promise<HealthResponse> {
    const driverState = STATES[this.connection.readyState] ?? 'disconnected';
    // The driver notices a server that went away, or came back, only at its next heartbeat (every
    // 5 s); a ping (bounded, so health answers quickly) tells now, and has the driver look again.
    // The outbox's backlog is asked for alongside the ping, so health takes no longer for it.
    const [answered, mail] = await Promise.all([this.ping(), options.mailBacklog ? this.mailBacklog() : undefined]);
    const state: DatabaseState = answered ? 'connected' : driverState === 'connected' ? 'disconnected' : driverState;
    const snapshot = state === 'connected' && this.config.databaseEngine === 'congodb' ? await this.snapshotHealth() : undefined;
    // Mail waiting does not make the API unhealthy: it is reported, never a reason for a 503.
    return {
      status: state === 'connected' && snapshot?.state !== 'failing' ? 'ok' : 'degraded',
      engine: this.config.databaseEngine,
      database: { state, name: this.connection.name ?? '' },
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      ...(snapshot ? { snapshot } : {}),
      ...(mail ? { mail } : {}),
    };
  }

  /**
   * Undefined when the database does not answer in time. Health checks arriving together share
   * one query, so a load balancer's polling costs the database one aggregation at a time.
   */
  private mailBacklog(): Promise<MailBacklog | undefined> {
    if (!this.connection.db) return Promise.resolve(undefined);
    this.backlogQuery ??= this.withinTimeout(this.mail.backlog()).finally(() => (this.backlogQuery = undefined));
    return this.backlogQuery;
  }

  private async ping(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    return (await this.withinTimeout(db.command({ ping: 1 }).then(() => true))) ?? false;
  }

  /**
   * The embedded engine keeps its data in snapshots and records in the database whether they
   * still succeed: data that no longer reaches the disk is lost at the next restart.
   * Undefined when there is no record (another CongoDB) or it does not come in time.
   */
  private async snapshotHealth(): Promise<SnapshotHealth | undefined> {
    const record = await this.withinTimeout(
      this.connection
        .getClient()
        .db(SNAPSHOT_STATUS.database)
        .collection<SnapshotStatusRecord>(SNAPSHOT_STATUS.collection)
        .findOne({ key: SNAPSHOT_STATUS.key }),
    );
    if (!record) return undefined;
    return {
      state: record.state === 'failing' ? 'failing' : 'ok',
      lastSavedAt: record.lastSavedAt?.toISOString() ?? null,
      failingSince: record.failingSince?.toISOString() ?? null,
      consecutiveFailures: record.consecutiveFailures,
    };
  }

  /** The result, or undefined when the work fails or takes longer than PING_TIMEOUT_MS. */
  private async withinTimeout<T>(work: Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work.catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
