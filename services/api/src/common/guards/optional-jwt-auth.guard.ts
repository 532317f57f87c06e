import { HttpException, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * For routes visitors may use too: the session user, checked as JwtAuthGuard checks it, becomes
 * `request.user` (see @OptionalUser); without a token, or with one that no longer holds, the
 * request goes on as a visitor's.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false | null): TUser | undefined {
    // A database outage while looking the user up is answered 503, not served as to a visitor.
    if (error && !(error instanceof HttpException)) throw error;
    return user || undefined;
  }
}
