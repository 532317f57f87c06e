import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerOptions, ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { ConfigService } from '../../config/config.service';
import { sessionTokenOf } from '../session-token';
import { sessionSubjectOf } from './session-subject';

/**
 * Every rate limit of the API, in one place. Counts are kept in the storage given, MongoDB in the
 * app, so that several instances apply each limit together.
 *
 * - `ip` and `account`: attempts at the routes marked `@RateLimited('auth')` (sign-up, sign-in,
 *   password reset, identity-provider sign-in), per client address and per account the attempt
 *   names, each route counted apart. Sign-in skips `account`: its failures are counted per
 *   account and address instead (SignInAttemptsService), so nobody can lock an owner out.
 * - `writes-ip` and `writes-user`: every POST, PUT, PATCH and DELETE, all routes together, per
 *   address and per signed-in user. An address is allowed more, since many phones share one
 *   address behind a mobile carrier's NAT.
 * - `uploads`: image uploads, per user. (Contact lookups are counted apart, per distinct owner
 *   and day: users/contact-reveals.repository.ts.)
 * - `reports`: reports of listings and of enquiry threads together, per user a day (one per listing
 *   or thread besides, see ReportsService and EnquiriesService).
 */
export const THROTTLERS = {
  authIp: 'ip',
  authAccount: 'account',
  writesIp: 'writes-ip',
  writesUser: 'writes-user',
  uploads: 'uploads',
  reports: 'reports',
} as const;

export type ThrottlerName = (typeof THROTTLERS)[keyof typeof THROTTLERS];

export const WRITES_WINDOW_SECONDS = 60;
export const UPLOADS_WINDOW_SECONDS = 10 * 60;
export const REPORTS_WINDOW_SECONDS = 24 * 60 * 60;

/** Routes with limits of their own, besides the limits on every write. */
export type RateLimitScope = 'auth' | 'uploads' | 'reports';

const RATE_LIMIT_SCOPE = 'nivasa:rate-limit-scope';

/** Puts the route under the limits of its scope. */
export const RateLimited = (scope: RateLimitScope) => SetMetadata(RATE_LIMIT_SCOPE, scope);

function scopeOf(context: ExecutionContext): RateLimitScope | undefined {
  return Reflect.getMetadata(RATE_LIMIT_SCOPE, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_SCOPE, context.getClass());
}

interface ThrottledRequest {
  method?: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, unknown>;
  body?: { email?: unknown };
  params?: { token?: unknown };
}

/** The account an attempt is about: the email in the body, or the reset token in the path; null for none. */
export function accountOf(request: Pick<ThrottledRequest, 'body' | 'params'>): string | null {
  const email = request.body?.email;
  if (typeof email === 'string' && email.trim() !== '') return `email:${email.trim().toLowerCase()}`;
  const token = request.params?.token;
  if (typeof token === 'string' && token !== '') return `reset:${createHash('sha256').update(token).digest('hex')}`;
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<ThrottledRequest>();
const isWrite = (context: ExecutionContext) => !SAFE_METHODS.has(requestOf(context).method ?? 'GET');

export function throttlerOptions(config: ConfigService, storage?: ThrottlerStorage): ThrottlerModuleOptions {
  const key = new TextEncoder().encode(config.jwtSecret);
  // The signed-in user a request's token names (verified, not looked up), else its address.
  const userOrAddress = async (request: Record<string, unknown>) => {
    const subject = await sessionSubjectOf(request as unknown as ThrottledRequest, key);
    return subject ? `user:${subject}` : `ip:${String(request.ip)}`;
  };
  // One count for all routes together: spreading writes over endpoints does not help.
  const acrossRoutes = (_context: ExecutionContext, tracker: string, name: string) => `${name}:${tracker}`;
  const inScope = (scope: RateLimitScope): Pick<ThrottlerOptions, 'skipIf'> => ({
    skipIf: (context) => scopeOf(context) !== scope,
  });
  const seconds = (value: number) => value * 1000;

  return {
    storage,
    throttlers: [
      { name: THROTTLERS.authIp, ttl: seconds(config.throttleAuthTtlSeconds), limit: config.throttleAuthLimit, ...inScope('auth') },
      {
        name: THROTTLERS.authAccount,
        ttl: seconds(config.throttleAuthTtlSeconds),
        limit: config.throttleAuthLimit,
        getTracker: (request) => accountOf(request as ThrottledRequest) ?? '',
        skipIf: (context) => scopeOf(context) !== 'auth' || accountOf(requestOf(context)) === null,
      },
      {
        name: THROTTLERS.writesIp,
        ttl: seconds(WRITES_WINDOW_SECONDS),
        limit: config.throttleWriteIpLimit,
        generateKey: acrossRoutes,
        skipIf: (context) => !isWrite(context),
      },
      {
        name: THROTTLERS.writesUser,
        ttl: seconds(WRITES_WINDOW_SECONDS),
        limit: config.throttleWriteLimit,
        getTracker: userOrAddress,
        generateKey: acrossRoutes,
        // Visitors' writes are limited by address alone.
        skipIf: (context) => !isWrite(context) || sessionTokenOf(requestOf(context)) === null,
      },
      {
        name: THROTTLERS.uploads,
        ttl: seconds(UPLOADS_WINDOW_SECONDS),
        limit: config.throttleUploadLimit,
        getTracker: userOrAddress,
        ...inScope('uploads'),
      },
      {
        name: THROTTLERS.reports,
        ttl: seconds(REPORTS_WINDOW_SECONDS),
        limit: config.throttleReportLimit,
        getTracker: userOrAddress,
        // Reports of listings and of enquiry threads count together.
        generateKey: acrossRoutes,
        ...inScope('reports'),
      },
    ],
  };
}
