import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { HealthResponse } from '@nivasa/contracts/api';
import type { Connection } from 'mongoose';
import { ConfigService } from '../config/config.service';

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

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: ConfigService,
  ) {}

  async check(): Promise<HealthResponse> {
    let state = STATES[this.connection.readyState] ?? 'disconnected';
    // The driver notices a server that went away only at its next heartbeat; a ping
    // (bounded, so health answers quickly) tells now.
    if (state === 'connected' && !(await this.ping())) state = 'disconnected';
    return {
      status: state === 'connected' ? 'ok' : 'degraded',
      engine: this.config.databaseEngine,
      database: { state, name: this.connection.name ?? '' },
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }

  private async ping(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([
        db.command({ ping: 1 }).then(
          () => true,
          () => false,
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
