import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import type { MessageResponse } from '@nivasa/contracts/api';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import type { ReportsPage } from '@nivasa/contracts/report-schema';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AdminGuard } from '../common/guards/admin.guard';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimited } from '../common/throttling/throttling';
import type { UserDocument } from '../users/schemas/user.schema';
import { ReportDecisionDto } from './dto/report-decision.dto';
import { ReportRequestDto } from './dto/report-request.dto';
import { ReportsPageQueryDto } from './dto/reports-page-query.dto';
import { ReportsService } from './reports.service';

const listingId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidListingId);
const userId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidUserId);

/** POST /api/listing/report/{id}: a signed-in user reports a listing. Writes are rate limited and origin-checked globally. */
@Controller('listing')
@UseGuards(JwtAuthGuard)
export class ListingReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('report/:id')
  @HttpCode(HttpStatus.OK)
  @RateLimited('reports')
  report(
    @Param('id', listingId()) id: Types.ObjectId,
    @Body() body: ReportRequestDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<MessageResponse> {
    return this.reports.report(actor, id, body);
  }
}

/**
 * The moderators' reports queue and decisions, and blocking accounts. The guards refuse visitors
 * (401) and other users (403) before any parameter or body is read.
 */
@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('reports')
  @Header('Cache-Control', 'private, no-store')
  queue(@Query() query: ReportsPageQueryDto, @CurrentUser() actor: UserDocument): Promise<ReportsPage> {
    return this.reports.queue(actor, query.page);
  }

  @Patch('reports/:id')
  decide(
    @Param('id', listingId()) id: Types.ObjectId,
    @Body() body: ReportDecisionDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<MessageResponse> {
    return this.reports.decide(actor, id, body);
  }

  @Post('users/:id/block')
  @HttpCode(HttpStatus.OK)
  block(@Param('id', userId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<MessageResponse> {
    return this.reports.blockUser(actor, id);
  }

  @Post('users/:id/unblock')
  @HttpCode(HttpStatus.OK)
  unblock(@Param('id', userId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<MessageResponse> {
    return this.reports.unblockUser(actor, id);
  }
}
