import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConfigService } from '../config/config.service';

/** Headers that carry credentials, and the unsubscribe's token as the query is logged, never reach the logs. */
export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.query.token'];

/** Path segments that are secrets: a password-reset or email-change token works as a password for an hour. */
const SECRET_PATHS = /^(\/api\/(?:reset-password|user\/confirm-email)\/)[^/?#]+/;

/** An alert mail's unsubscribe token: it pauses a saved search for whoever holds it. */
const SECRET_QUERIES = /^(\/api\/saved-searches\/unsubscribe\?(?:[^#]*&)?token=)[^&#]+/;

/** A URL fit for logs: the token in /api/reset-password/<token>, /api/user/confirm-email/<token> and the unsubscribe's ?token= replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_QUERIES, '$1[redacted]');
}

interface SerializedRequest {
  url?: string;
  params?: Record<string, unknown>;
}

/** How pino-pretty writes a line in development: the time of day, the level, the message; request ids stay. */
export const PRETTY_OPTIONS = { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true };

/**
 * Logs through pino, one line per request, with a request id: structured JSON in production
 * (and tests), readable lines through pino-pretty in development (LOG_FORMAT).
 */
export function loggerOptions(config: Pick<ConfigService, 'logLevel' | 'logFormat'>): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      // Resolved from the API's own folder: pino would look for it beside itself.
      transport: config.logFormat === 'pretty' ? { target: require.resolve('pino-pretty'), options: PRETTY_OPTIONS } : undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: SerializedRequest) => {
          request.url = redactUrl(request.url);
          // The logger runs as middleware, whose params are the path split up again (`splat`): the URL
          // says it already, and it would repeat the token.
          delete request.params;
          return request;
        },
      },
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const given = request.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
      // Health checks are polled; logging each would drown the rest.
      autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    },
  };
}
