import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import type { FavoritesResponse, MessageResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import type { UserDocument } from '../users/schemas/user.schema';
import { FavoriteRequestDto } from './dto/favorite-request.dto';
import { FavoritesService } from './favorites.service';

/**
 * The favourite endpoints of ENGAGEMENT_API_PATHS, under /api/user beside the account's. Their
 * paths have a fixed first segment of their own, so the account's `GET /api/user/:userRef`
 * (one segment) never takes them. Writes are rate limited and origin-checked globally.
 */
@Controller('user')
@UseGuards(JwtAuthGuard)
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Post('favorites')
  @HttpCode(HttpStatus.OK)
  add(@Body() body: FavoriteRequestDto, @CurrentUser() actor: UserDocument): Promise<MessageResponse> {
    return this.favorites.add(actor, body);
  }

  @Delete('remove-favorites')
  remove(@Body() body: FavoriteRequestDto, @CurrentUser() actor: UserDocument): Promise<MessageResponse> {
    return this.favorites.remove(actor, body);
  }

  @Get('get-favorites/:userId')
  @Header('Cache-Control', 'private, no-store')
  list(
    @Param('userId', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidUserId)) userId: Types.ObjectId,
    @CurrentUser() actor: UserDocument,
  ): Promise<FavoritesResponse> {
    return this.favorites.list(actor, userId);
  }
}
