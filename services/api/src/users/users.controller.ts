import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { AdvertiserContact, AuthResponse, MessageResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { Response } from 'express';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { SessionService } from '../auth/session.service';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { AccountService } from './account.service';
import { UpdateUserDto } from './dto/update-user.dto';
import type { UserDocument } from './schemas/user.schema';
import { UsersService } from './users.service';

@Controller('user')
@UseGuards(JwtAuthGuard)
export class UsersController {
  constructor(
    private readonly accounts: AccountService,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  @Post('update/:userId')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async update(
    @Param('userId', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidUserId)) userId: Types.ObjectId,
    @Body() body: UpdateUserDto,
    @CurrentUser() actor: UserDocument,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    const { user, sessionRenewed, emailChangeRequested } = await this.accounts.update(actor, userId, body);
    // A new password ended every session; this one carries on with a fresh token.
    if (sessionRenewed) await this.sessions.startSession(response, user);
    const message = emailChangeRequested ? AUTH_MESSAGES.emailChangeSent : AUTH_MESSAGES.userUpdated;
    return { success: true, message, user: this.users.toPublic(user) };
  }

  @Delete('delete/:userId')
  async delete(
    @Param('userId', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidUserId)) userId: Types.ObjectId,
    @CurrentUser() actor: UserDocument,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageResponse> {
    const { self } = await this.accounts.deleteAccount(actor, userId);
    if (self) this.sessions.endSession(response);
    return { success: true, message: self ? AUTH_MESSAGES.accountDeleted : AUTH_MESSAGES.otherAccountDeleted };
  }

  /**
   * A listing advertiser's phone number and email, for signed-in users only: the contact box's
   * "Show phone number". `?listing=` names the listing the press came from (logged).
   */
  @Get(':userRef')
  @Header('Cache-Control', 'private, no-store')
  contact(
    @Param('userRef', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidUserId)) userRef: Types.ObjectId,
    @Query('listing') listing: unknown,
    @CurrentUser() actor: UserDocument,
  ): Promise<AdvertiserContact> {
    const listingId =
      listing === undefined ? null : new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidListingId).transform(listing as string);
    return this.accounts.contact(actor, userRef, listingId);
  }
}
