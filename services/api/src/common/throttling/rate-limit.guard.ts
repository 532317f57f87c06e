import { Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import { AUTH_MESSAGES, RATE_LIMIT_MESSAGES } from '@nivasa/contracts/messages';
import type { Response } from 'express';
import { THROTTLERS, type ThrottlerName } from './throttling';

const MESSAGE_OF: Record<ThrottlerName, string> = {
  [THROTTLERS.authIp]: AUTH_MESSAGES.tooManyAttempts,
  [THROTTLERS.authAccount]: AUTH_MESSAGES.tooManyAttempts,
  [THROTTLERS.writesIp]: RATE_LIMIT_MESSAGES.tooManyWrites,
  [THROTTLERS.writesUser]: RATE_LIMIT_MESSAGES.tooManyWrites,
  [THROTTLERS.uploads]: RATE_LIMIT_MESSAGES.tooManyUploads,
  [THROTTLERS.contact]: RATE_LIMIT_MESSAGES.tooManyContactLookups,
};

/**
 * The global rate-limit guard (registered first in AppModule, before any validation runs):
 * @nestjs/throttler's, answering 429 with the message of the limit that was hit and a
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
      throw new ThrottlerException(MESSAGE_OF[name] ?? RATE_LIMIT_MESSAGES.tooManyWrites);
    }
  }
}
