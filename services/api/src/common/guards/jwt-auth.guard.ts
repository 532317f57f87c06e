import { type ExecutionContext, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@nivasa/contracts/messages';
import { sessionTokenOf } from '../session-token';
import { refusal } from '../refusal';

/**
 * Signed-in users only: the session token (cookie or Bearer) must verify and name a user
 * who still exists with the same session version; the user, looked up fresh, becomes
 * `request.user` (see @CurrentUser). 401 'Token missing' or 'Token invalid' otherwise.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false | null, _info: unknown, context: ExecutionContext): TUser {
    // A database outage while looking the user up is not the caller's fault: let the filter answer 503.
    if (error && !(error instanceof HttpException)) throw error;
    if (user) return user;
    const request = context.switchToHttp().getRequest();
    throw new UnauthorizedException(
      sessionTokenOf(request) ? refusal('SESSION_INVALID', MESSAGES.tokenInvalid) : refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing),
    );
  }
}
