import { Controller, Get, Header, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { VerifyTokenResponse } from '@nivasa/contracts/api';
import { MESSAGES } from '@nivasa/contracts/messages';
import type { Request } from 'express';
import { OptionalUser } from '../common/decorators/optional-user.decorator';
import { OptionalJwtAuthGuard } from '../common/guards/optional-jwt-auth.guard';
import { sessionTokenOf } from '../common/session-token';
import type { UserDocument } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';

@Controller()
export class SessionController {
  constructor(private readonly users: UsersService) {}

  /**
   * The session's user, read fresh from the database. A visitor (no token) is told `user: null`
   * with a 200: every page asks, and a 401 would log an error in every visitor's console. A token
   * that no longer holds is refused, 401 'Token invalid', so the page drops it.
   */
  @Get('verify-token')
  @Header('Cache-Control', 'no-store')
  @UseGuards(OptionalJwtAuthGuard)
  verifyToken(@OptionalUser() user: UserDocument | undefined, @Req() request: Request): VerifyTokenResponse {
    if (user) return { user: this.users.toPublic(user) };
    if (sessionTokenOf(request)) throw new UnauthorizedException({ message: MESSAGES.tokenInvalid, code: 'SESSION_INVALID' });
    return { user: null };
  }
}
