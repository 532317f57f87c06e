import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { Listing, ListingDetail, ListingSaved, MessageResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { OptionalUser } from '../common/decorators/optional-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../common/guards/optional-jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import type { UserDocument } from '../users/schemas/user.schema';
import { ListingInputDto } from './dto/listing-input.dto';
import { ListingsService } from './listings.service';

const listingId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidListingId);

/** The listing endpoints of LISTING_API_PATHS an owner and a visitor use. Writes are rate limited globally. */
@Controller()
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Post('listing/create')
  @UseGuards(JwtAuthGuard)
  create(@Body() body: ListingInputDto, @CurrentUser() actor: UserDocument): Promise<ListingSaved> {
    return this.listings.create(actor, body);
  }

  @Post('listing/update/:id')
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.OK)
  update(
    @Param('id', listingId()) id: Types.ObjectId,
    @Body() body: ListingInputDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<ListingSaved> {
    return this.listings.update(actor, id, body);
  }

  @Post('listing/renew/:id')
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.OK)
  renew(@Param('id', listingId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<ListingSaved> {
    return this.listings.renew(actor, id);
  }

  @Delete('listing/delete/:id')
  @UseGuards(JwtAuthGuard)
  remove(@Param('id', listingId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<MessageResponse> {
    return this.listings.remove(actor, id);
  }

  @Get('listing/get')
  @UseGuards(OptionalJwtAuthGuard)
  @Header('Cache-Control', 'private, no-store')
  search(@Query() query: Record<string, unknown>, @OptionalUser() actor: UserDocument | undefined): Promise<Listing[]> {
    return this.listings.search(actor, query);
  }

  @Get('listing/get/:id')
  @UseGuards(OptionalJwtAuthGuard)
  @Header('Cache-Control', 'private, no-store')
  findOne(@Param('id', listingId()) id: Types.ObjectId, @OptionalUser() actor: UserDocument | undefined): Promise<ListingDetail> {
    return this.listings.findOne(actor, id);
  }

  @Get('user/listings/:userId')
  @UseGuards(JwtAuthGuard)
  @Header('Cache-Control', 'private, no-store')
  ownersListings(
    @Param('userId', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidUserId)) userId: Types.ObjectId,
    @CurrentUser() actor: UserDocument,
  ): Promise<Listing[]> {
    return this.listings.ownersListings(actor, userId);
  }
}
