import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsInt, IsString, Min, MinLength } from 'class-validator';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { APP_OPTIONS, configureApp } from '../src/app.setup';
import { ConfigService } from '../src/config/config.service';
import { TestDatabase, testEnv, useTestApi } from './support/harness';

describe('HTTP basics: health, the error shape, limits', () => {
  const api = useTestApi();

  it('reports health with the engine in use and the database connected', async () => {
    const response = await request(api.server()).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      engine: api.database.engine,
      database: { state: 'connected', name: 'nivasa' },
      uptimeSeconds: expect.any(Number),
      // No mail backlog: that is for admins (see mail-outbox.e2e-spec.ts).
      // The embedded fallback also tells whether its data reaches the disk.
      ...(api.database.engine === 'congodb'
        ? { snapshot: expect.objectContaining({ state: 'ok', failingSince: null, consecutiveFailures: 0 }) }
        : {}),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const response = await request(api.server()).get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ success: false, statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await request(api.server())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.lk",')
      .expect(400);
    expect(response.body).toEqual({ success: false, statusCode: 400, code: 'MALFORMED_JSON', message: 'Malformed JSON body' });
  });

  it('answers a body over BODY_LIMIT (32 KB by default) with 413', async () => {
    const response = await request(api.server())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ description: 'x'.repeat(32 * 1024 + 1) }))
      .expect(413);
    expect(response.body).toEqual({
      success: false,
      statusCode: 413,
      code: 'BODY_TOO_LARGE',
      message: 'Request body is too large (the limit is 32 KB)',
    });
  });

  it('sets security headers and a request id, and hides the framework', async () => {
    const response = await request(api.server()).get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const traced = await request(api.server()).get('/api/health').set('X-Request-Id', 'trace-123');
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });
});

// No endpoint of this issue takes a body yet, so this suite adds one test-only route to
// the real app (AppModule + configureApp) to see the global validation answer over HTTP.
class ProbeDto {
  @IsString()
  @MinLength(3)
  name!: string;

  @IsInt()
  @Min(1)
  rooms!: number;
}

@Controller('validation-probe')
class ProbeController {
  @Post()
  @HttpCode(200)
  echo(@Body() body: ProbeDto) {
    return { isDto: body instanceof ProbeDto, ...body };
  }
}

describe('global validation over HTTP', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await TestDatabase.start();
    const config = ConfigService.fromEnv(testEnv(database, { BODY_LIMIT: '2kb' }));
    const root = AppModule.register(config);
    app = await NestFactory.create<NestExpressApplication>({ ...root, controllers: [ProbeController] }, APP_OPTIONS);
    configureApp(app);
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('accepts a valid body and hands the controller a DTO instance', async () => {
    const response = await request(app.getHttpServer()).post('/api/validation-probe').send({ name: 'Annex', rooms: 2 }).expect(200);
    expect(response.body).toEqual({ isDto: true, name: 'Annex', rooms: 2 });
  });

  it('refuses fields the DTO does not declare', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/validation-probe')
      .send({ name: 'Annex', rooms: 2, isAdmin: true, status: 'approved' })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      statusCode: 400,
      message: 'property isAdmin should not exist; property status should not exist',
      code: 'VALIDATION_FAILED',
      errors: [
        expect.objectContaining({ field: 'isAdmin', message: 'property isAdmin should not exist' }),
        expect.objectContaining({ field: 'status', message: 'property status should not exist' }),
      ],
    });
  });

  it('flattens every rule broken into one message', async () => {
    const response = await request(app.getHttpServer()).post('/api/validation-probe').send({ name: 'A', rooms: 0 }).expect(400);
    expect(response.body.message).toBe('name must be longer than or equal to 3 characters; rooms must not be less than 1');
  });

  it('applies BODY_LIMIT from the configuration', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/validation-probe')
      .send({ name: 'x'.repeat(3000), rooms: 1 })
      .expect(413);
    expect(response.body.message).toBe('Request body is too large (the limit is 2 KB)');
  });
});
