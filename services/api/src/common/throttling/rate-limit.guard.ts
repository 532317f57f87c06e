import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import { AUTH_MESSAGES, RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { Response } from 'express';
import { type RefusalBody, refusal } from '../refusal';
import { THROTTLERS, type ThrottlerName } from './throttling';

const TOO_MANY_WRITES = refusal('RATE_LIMITED', RATE_LIMIT_MESSAGES.tooManyWrites);

const REFUSAL_OF: Record<ThrottlerName, RefusalBody> = {
  [THROTTLERS.authIp]: refusal('AUTH_RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
  [THROTTLERS.authAccount]: refusal('AUTH_RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts),
  [THROTTLERS.writesIp]: TOO_MANY_WRITES,
  [THROTTLERS.writesUser]: TOO_MANY_WRITES,
  [THROTTLERS.uploads]: refusal('UPLOAD_RATE_LIMITED', RATE_LIMIT_MESSAGES.tooManyUploads),
  [THROTTLERS.reports]: refusal('REPORT_RATE_LIMITED', RATE_LIMIT_MESSAGES.tooManyReports),
};

/**
 * The global rate-limit guard (registered in AppModule after the CSRF guard, before any validation runs):
 * @nestjs/throttler's, answering 429 with the code and message of the limit that was hit and a
 * standard Retry-After header besides the library's per-limit one.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (!(error instanceof ThrottlerException)) throw error;
      const name = request.throttler.name as ThrottlerName;
      const response = request.context.switchToHttp().getResponse<Response>();
      const retryAfter = response.getHeader(`Retry-After-${name}`);
      if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
      throw new HttpException(REFUSAL_OF[name] ?? TOO_MANY_WRITES, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
