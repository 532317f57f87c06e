import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pino, { type LoggerOptions } from 'pino';
import { loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides a reset or email-change token in the path', () => {
    expect(redactUrl('/api/reset-password/AbC_123-xyz')).toBe('/api/reset-password/[redacted]');
    expect(redactUrl('/api/reset-password/AbC_123-xyz?x=1')).toBe('/api/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/user/confirm-email/AbC_123-xyz')).toBe('/api/user/confirm-email/[redacted]');
  });

  it('hides an alert mail’s unsubscribe token in the query', () => {
    expect(redactUrl('/api/saved-searches/unsubscribe?token=64b7f0c2a1b2c3d4e5f60719.AbC_123-xyz')).toBe(
      '/api/saved-searches/unsubscribe?token=[redacted]',
    );
    expect(redactUrl('/api/saved-searches/unsubscribe?x=1&token=abc&y=2')).toBe('/api/saved-searches/unsubscribe?x=1&token=[redacted]&y=2');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/forgot-password')).toBe('/api/forgot-password');
    expect(redactUrl('/api/images/0123456789abcdef01234567')).toBe('/api/images/0123456789abcdef01234567');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});

describe('loggerOptions', () => {
  const TSX = join(__dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx');

  /** One line logged by a real pino with the API's options, in a process of its own, as the API writes to its terminal. */
  function logged(logFormat: 'pretty' | 'json'): string {
    const script = `
      const pino = require('pino');
      const { loggerOptions } = require(${JSON.stringify(join(__dirname, 'logging.ts'))});
      const { level, transport } = loggerOptions({ logLevel: 'info', logFormat: '${logFormat}' }).pinoHttp;
      pino({ level, transport }).info({ reqId: 'r-1' }, 'listing approved');
    `;
    // Without colours, so the text can be compared.
    const output = execFileSync(TSX, ['-e', script], { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } }).toString();
    return output.replace(/\u001b\[[0-9;]*m/g, '').trim();
  }

  it('writes readable lines in development: time, level and message, then the fields', () => {
    expect(logged('pretty')).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: listing approved \{"reqId":"r-1"\}$/);
  });

  it('keeps an unsubscribe token out of a logged request, in its address and in its query', () => {
    const { redact, serializers } = loggerOptions({ logLevel: 'info', logFormat: 'json' }).pinoHttp as LoggerOptions;
    const lines: string[] = [];
    const logger = pino({ redact, serializers }, { write: (line: string) => lines.push(line) });
    const token = '64b7f0c2a1b2c3d4e5f60719.AbC_123-xyz';
    logger.info({ req: { url: `/api/saved-searches/unsubscribe?token=${token}`, query: { token }, headers: {} } }, 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('unsubscribe?token=[redacted]');
    expect(lines[0]).not.toContain(token);
  });

  it('writes one JSON object a line in production', () => {
    const line = JSON.parse(logged('json')) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, reqId: 'r-1', msg: 'listing approved' });
    expect(typeof line.time).toBe('number');
  });
});
