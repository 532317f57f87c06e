import { Body, Controller, Get, Header, Param, Patch, Query, UseGuards } from '@nestjs/common';
import type { Listing, ModerationResponse, TotalListingsResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AdminGuard } from '../common/guards/admin.guard';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import type { UserDocument } from '../users/schemas/user.schema';
import { ModerationRequestDto } from './dto/moderation-request.dto';
import { PendingPageQueryDto } from './dto/pending-page-query.dto';
import { ModerationService } from './moderation.service';

const listingId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidListingId);

/** The version the moderator reviewed, as checked by the body's rules. */
const revisionOf = (body: ModerationRequestDto) => (body.revision ? new Types.ObjectId(body.revision) : undefined);

/**
 * The moderators' /api/listing endpoints. The guards refuse visitors (401) and other users (403)
 * before any parameter or body is read, so a refusal tells nothing about the request.
 */
@Controller('listing')
@UseGuards(JwtAuthGuard, AdminGuard)
export class ListingModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('pending')
  @Header('Cache-Control', 'private, no-store')
  pending(@Query() query: PendingPageQueryDto, @CurrentUser() actor: UserDocument): Promise<Listing[]> {
    return this.moderation.pending(actor, query.startIndex, query.limit);
  }

  @Get('get-total')
  @Header('Cache-Control', 'private, no-store')
  total(@CurrentUser() actor: UserDocument): Promise<TotalListingsResponse> {
    return this.moderation.totalListings(actor);
  }

  @Patch('approve/:id')
  approve(
    @Param('id', listingId()) id: Types.ObjectId,
    @Body() body: ModerationRequestDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<ModerationResponse> {
    return this.moderation.approve(actor, id, body.reason, revisionOf(body));
  }

  @Patch('disapprove/:id')
  disapprove(
    @Param('id', listingId()) id: Types.ObjectId,
    @Body() body: ModerationRequestDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<ModerationResponse> {
    return this.moderation.disapprove(actor, id, body.reason, revisionOf(body));
  }

  @Patch('featured/:id')
  feature(@Param('id', listingId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<ModerationResponse> {
    return this.moderation.feature(actor, id);
  }

  @Patch('remove-featured/:id')
  unfeature(@Param('id', listingId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<ModerationResponse> {
    return this.moderation.unfeature(actor, id);
  }
}
