import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { refusal } from '../refusal';

/** Admins only; use after JwtAuthGuard: `@UseGuards(JwtAuthGuard, AdminGuard)`. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: { isAdmin?: boolean } }>().user;
    if (!user) throw new UnauthorizedException(refusal('SIGN_IN_REQUIRED', MESSAGES.tokenMissing));
    if (user.isAdmin !== true) throw new ForbiddenException(refusal('ADMINS_ONLY', AUTH_MESSAGES.adminsOnly));
    return true;
  }
}
