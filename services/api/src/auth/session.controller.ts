import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import type { VerifyTokenResponse } from '@nivasa/contracts/api';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import type { UserDocument } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';

@Controller()
export class SessionController {
  constructor(private readonly users: UsersService) {}

  /** The session's user, read fresh from the database; 401 'Token missing' or 'Token invalid'. */
  @Get('verify-token')
  @Header('Cache-Control', 'no-store')
  @UseGuards(JwtAuthGuard)
  verifyToken(@CurrentUser() user: UserDocument): VerifyTokenResponse {
    return { user: this.users.toPublic(user) };
  }
}
