import { getConnectionToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Response } from 'express';
import { ConfigService } from '../config/config.service';
import { parseEnv } from '../config/env.schema';
import { MailService } from '../mail/mail.service';
import type { UserDocument } from '../users/schemas/user.schema';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** The embedded engine's snapshot record, as the status collection would return it. */
type StatusRecord = Record<string, unknown> | null;

function fakeConnection(readyState: number, ping: () => Promise<unknown>, snapshotStatus: () => Promise<StatusRecord> = async () => null) {
  return {
    readyState,
    name: 'nivasa',
    db: { command: ping },
    getClient: () => ({ db: () => ({ collection: () => ({ findOne: snapshotStatus }) }) }),
  };
}

const BACKLOG = { pending: 2, oldestPendingSeconds: 40, failed: 1 };
const ADMIN = { isAdmin: true } as UserDocument;
const MEMBER = { isAdmin: false } as UserDocument;

async function controllerWith(connection: object, backlog = async () => BACKLOG): Promise<HealthController> {
  // HealthService and ConfigService are injected by type alone: this proves the
  // decorator metadata SWC emits is what Nest's dependency injection reads.
  const moduleRef = await Test.createTestingModule({
    controllers: [HealthController],
    providers: [
      HealthService,
      {
        provide: ConfigService,
        useValue: new ConfigService(
          parseEnv({
            MONGODB_URI: 'mongodb://x',
            DATABASE_ENGINE: 'congodb',
            JWT_SECRET: 'x'.repeat(32),
            SMTP_URL: 'smtp://127.0.0.1:1025',
          }),
        ),
      },
      { provide: getConnectionToken(), useValue: connection },
      // The outbox's own query is tested against a database in mail-outbox.repository.spec.ts.
      { provide: MailService, useValue: { backlog } },
    ],
  }).compile();
  return moduleRef.get(HealthController);
}

function fakeResponse() {
  return { status: jest.fn(), setHeader: jest.fn() } as unknown as Response & { status: jest.Mock };
}

describe('HealthController', () => {
  it('reports ok with the engine when the database answers, and the mail backlog to an admin', async () => {
    const controller = await controllerWith(fakeConnection(1, async () => ({ ok: 1 })));
    const response = fakeResponse();
    await expect(controller.check(ADMIN, response)).resolves.toEqual({
      status: 'ok',
      engine: 'congodb',
      database: { state: 'connected', name: 'nivasa' },
      uptimeSeconds: expect.any(Number),
      mail: BACKLOG,
    });
    expect(response.status).toHaveBeenCalledWith(200);
  });

  it('tells visitors and other users nothing of the mail backlog, and does not query it for them', async () => {
    const backlog = jest.fn(async () => BACKLOG);
    const controller = await controllerWith(
      fakeConnection(1, async () => ({ ok: 1 })),
      backlog,
    );
    for (const viewer of [undefined, MEMBER]) {
      const report = await controller.check(viewer, fakeResponse());
      expect(report).toMatchObject({ status: 'ok' });
      expect(report).not.toHaveProperty('mail');
    }
    expect(backlog).not.toHaveBeenCalled();
  });

  it('stays ok while mail waits, and leaves the backlog out when its query fails', async () => {
    const waiting = { pending: 500, oldestPendingSeconds: 3600, failed: 20 };
    const response = fakeResponse();
    const controller = await controllerWith(
      fakeConnection(1, async () => ({ ok: 1 })),
      async () => waiting,
    );
    await expect(controller.check(ADMIN, response)).resolves.toMatchObject({ status: 'ok', mail: waiting });
    expect(response.status).toHaveBeenCalledWith(200);
    const failing = await controllerWith(
      fakeConnection(1, async () => ({ ok: 1 })),
      () => Promise.reject(new Error('timed out')),
    );
    expect(await failing.check(ADMIN, fakeResponse())).not.toHaveProperty('mail');
  });

  it('reports degraded with 503 while disconnected', async () => {
    const controller = await controllerWith(fakeConnection(0, () => Promise.reject(new Error('Server selection timed out'))));
    const response = fakeResponse();
    await expect(controller.check(undefined, response)).resolves.toMatchObject({ status: 'degraded', database: { state: 'disconnected' } });
    expect(response.status).toHaveBeenCalledWith(503);
  });

  it('reports ok as soon as the database answers again, before the driver notices at its next heartbeat', async () => {
    const controller = await controllerWith(fakeConnection(0, async () => ({ ok: 1 })));
    const response = fakeResponse();
    await expect(controller.check(undefined, response)).resolves.toMatchObject({ status: 'ok', database: { state: 'connected' } });
    expect(response.status).toHaveBeenCalledWith(200);
  });

  it('reports degraded when the database stops answering before mongoose notices', async () => {
    const controller = await controllerWith(fakeConnection(1, () => Promise.reject(new Error('socket closed'))));
    await expect(controller.check(undefined, fakeResponse())).resolves.toMatchObject({
      status: 'degraded',
      database: { state: 'disconnected' },
    });
  });

  it('reports degraded with 503 while the embedded engine records failing snapshots', async () => {
    const failingSince = new Date('2026-05-01T10:00:00.000Z');
    const record = {
      key: 'snapshot',
      state: 'failing',
      lastSavedAt: null,
      failingSince,
      consecutiveFailures: 3,
      lastError: "EISDIR: illegal operation on a directory, rename '/srv/data/x.tmp'",
    };
    const controller = await controllerWith(
      fakeConnection(
        1,
        async () => ({ ok: 1 }),
        async () => record,
      ),
    );
    const response = fakeResponse();
    const report = await controller.check(undefined, response);
    expect(report).toMatchObject({
      status: 'degraded',
      database: { state: 'connected' },
      snapshot: { state: 'failing', lastSavedAt: null, failingSince: '2026-05-01T10:00:00.000Z', consecutiveFailures: 3 },
    });
    // The error names paths on the server: it stays in the engine's log.
    expect(JSON.stringify(report)).not.toContain('EISDIR');
    expect(response.status).toHaveBeenCalledWith(503);
  });

  it('reports ok with the snapshot state once snapshots succeed', async () => {
    const lastSavedAt = new Date('2026-05-01T10:05:00.000Z');
    const record = { key: 'snapshot', state: 'ok', lastSavedAt, failingSince: null, consecutiveFailures: 0, lastError: null };
    const controller = await controllerWith(
      fakeConnection(
        1,
        async () => ({ ok: 1 }),
        async () => record,
      ),
    );
    const response = fakeResponse();
    await expect(controller.check(undefined, response)).resolves.toMatchObject({
      status: 'ok',
      snapshot: { state: 'ok', lastSavedAt: '2026-05-01T10:05:00.000Z', failingSince: null, consecutiveFailures: 0 },
    });
    expect(response.status).toHaveBeenCalledWith(200);
  });
});
