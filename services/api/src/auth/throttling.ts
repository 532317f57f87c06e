import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import { createHash } from 'node:crypto';
import type { ConfigService } from '../config/config.service';

interface ThrottledRequest {
  body?: { email?: unknown };
  params?: { token?: unknown };
}

/** The account an attempt is about: the email in the body, or the reset token in the path; null for none. */
export function accountOf(request: ThrottledRequest): string | null {
  const email = request.body?.email;
  if (typeof email === 'string' && email.trim() !== '') return `email:${email.trim().toLowerCase()}`;
  const token = request.params?.token;
  if (typeof token === 'string' && token !== '') return `reset:${createHash('sha256').update(token).digest('hex')}`;
  return null;
}

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<ThrottledRequest>();

/**
 * Two throttlers for the routes guarded by ThrottlerGuard (sign-in, sign-up, forgot and
 * reset password), each counted per route: `ip`, by the client's address (Express's
 * req.ip, which believes X-Forwarded-For only from the loopback proxy), and `account`, by
 * the email or reset token the attempt is about, so spreading attempts over many
 * addresses does not help. THROTTLE_AUTH_LIMIT attempts per THROTTLE_AUTH_TTL_SECONDS.
 * Counts live in this process's memory: with several instances the limit applies to each.
 */
export function authThrottlerOptions(config: ConfigService): ThrottlerModuleOptions {
  const ttl = config.throttleAuthTtlSeconds * 1000;
  const limit = config.throttleAuthLimit;
  return {
    errorMessage: AUTH_MESSAGES.tooManyAttempts,
    throttlers: [
      { name: 'ip', ttl, limit },
      {
        name: 'account',
        ttl,
        limit,
        getTracker: (request) => accountOf(request as ThrottledRequest) ?? '',
        skipIf: (context) => accountOf(requestOf(context)) === null,
      },
    ],
  };
}
