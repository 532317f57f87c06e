import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { MessageResponse } from '@nivasa/contracts/api';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { RateLimited } from '../common/throttling/throttling';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';

@Controller()
@RateLimited('auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** The same answer whether or not an account has the email. */
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageResponse> {
    await this.resets.requestReset(body.email);
    return { success: true, message: AUTH_MESSAGES.resetLinkSent };
  }

  @Post('reset-password/:token')
  @HttpCode(HttpStatus.OK)
  async resetPassword(@Param('token') token: string, @Body() body: ResetPasswordDto): Promise<MessageResponse> {
    await this.resets.resetPassword(token, body.newPassword);
    return { success: true, message: AUTH_MESSAGES.passwordReset };
  }
}
