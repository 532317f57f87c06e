import { Controller, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { ConfirmEmailResponse } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { RateLimited } from '../common/throttling/throttling';
import { EmailChangeService } from './email-change.service';

/** The link mailed to a new address. No session needed: it may be opened on another device. */
@Controller('user')
@RateLimited('auth')
export class EmailChangeController {
  constructor(private readonly changes: EmailChangeService) {}

  @Post('confirm-email/:token')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async confirm(@Param('token') token: string): Promise<ConfirmEmailResponse> {
    const user = await this.changes.confirm(token);
    return { success: true, message: AUTH_MESSAGES.emailChanged, email: user.email };
  }
}
