import { Body, Controller, Header, HttpCode, HttpStatus, Ip, Post, UseGuards } from '@nestjs/common';
import type { AuthResponse } from '@nivasa/contracts/api';
import { PHONE_MESSAGES } from '@nivasa/contracts/phone-messages';
import type { PhoneCodeSent } from '@nivasa/contracts/phone-verification';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { PhoneCodeDto } from './dto/phone-code.dto';
import { PhoneVerificationService } from './phone-verification.service';
import type { UserDocument } from './schemas/user.schema';
import { UsersService } from './users.service';

/** The signed-in user proves their phone number with a code sent to it by SMS. */
@Controller('user/phone')
@UseGuards(JwtAuthGuard)
export class PhoneController {
  constructor(
    private readonly phones: PhoneVerificationService,
    private readonly users: UsersService,
  ) {}

  @Post('send-code')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  sendCode(@CurrentUser() user: UserDocument, @Ip() clientAddress: string): Promise<PhoneCodeSent> {
    return this.phones.sendCode(user, clientAddress);
  }

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async verify(@CurrentUser() user: UserDocument, @Body() body: PhoneCodeDto): Promise<AuthResponse> {
    const verified = await this.phones.verify(user, body.code);
    return { success: true, message: PHONE_MESSAGES.phoneVerified, user: this.users.toPublic(verified) };
  }
}
