import { Body, Controller, Delete, Get, Header, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { ReviewChange, ReviewsPage } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { OptionalUser } from '../common/decorators/optional-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../common/guards/optional-jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import type { UserDocument } from '../users/schemas/user.schema';
import { ReviewInputDto } from './dto/review-input.dto';
import { ReviewsPageQueryDto } from './dto/reviews-page-query.dto';
import { ReviewsService } from './reviews.service';

const listingId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidListingId);

/** The review endpoints of ENGAGEMENT_API_PATHS. Writes are rate limited and origin-checked globally. */
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('get-review/:listingId')
  @UseGuards(OptionalJwtAuthGuard)
  @Header('Cache-Control', 'private, no-store')
  list(
    @Param('listingId', listingId()) id: Types.ObjectId,
    @Query() query: ReviewsPageQueryDto,
    @OptionalUser() actor: UserDocument | undefined,
  ): Promise<ReviewsPage> {
    return this.reviews.list(actor, id, query);
  }

  @Post('post-review/:listingId')
  @UseGuards(JwtAuthGuard)
  post(
    @Param('listingId', listingId()) id: Types.ObjectId,
    @Body() body: ReviewInputDto,
    @CurrentUser() author: UserDocument,
  ): Promise<ReviewChange> {
    return this.reviews.post(author, id, body);
  }

  @Delete('delete-review/:reviewId')
  @UseGuards(JwtAuthGuard)
  remove(
    @Param('reviewId', new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidReviewId)) id: Types.ObjectId,
    @CurrentUser() actor: UserDocument,
  ): Promise<ReviewChange> {
    return this.reviews.remove(actor, id);
  }
}
