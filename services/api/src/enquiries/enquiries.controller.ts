import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import { API_ERROR_MESSAGES } from '@nivasa/contracts/api-error-messages';
import type {
  EnquiryReplySent,
  EnquiryStarted,
  EnquiryThread,
  EnquiryThreadChanged,
  EnquiryThreads,
  EnquiryUnread,
} from '@nivasa/contracts/enquiry-schema';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimited } from '../common/throttling/throttling';
import type { UserDocument } from '../users/schemas/user.schema';
import { EnquiryReplyDto } from './dto/enquiry-reply.dto';
import { EnquiryReportDto } from './dto/enquiry-report.dto';
import { EnquiryStartDto } from './dto/enquiry-start.dto';
import { EnquiryThreadQueryDto } from './dto/enquiry-thread-query.dto';
import { EnquiriesService } from './enquiries.service';

export const threadId = () => new ParseObjectIdPipe(API_ERROR_MESSAGES.invalidThreadId);

/**
 * /api/enquiries: a signed-in user's threads with owners and seekers. Writes are rate limited
 * (every write, and new threads per seeker a day) and origin-checked globally; answers are the
 * caller's own, never cached.
 */
@Controller('enquiries')
@UseGuards(JwtAuthGuard)
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  start(@Body() body: EnquiryStartDto, @CurrentUser() actor: UserDocument): Promise<EnquiryStarted> {
    return this.enquiries.start(actor, body);
  }

  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@CurrentUser() actor: UserDocument): Promise<EnquiryThreads> {
    return this.enquiries.list(actor);
  }

  /** The header's count: declared before `:threadId`, which would take "unread" for an id. */
  @Get('unread')
  @Header('Cache-Control', 'private, no-store')
  unread(@CurrentUser() actor: UserDocument): Promise<EnquiryUnread> {
    return this.enquiries.unread(actor);
  }

  @Get(':threadId')
  @Header('Cache-Control', 'private, no-store')
  read(
    @Param('threadId', threadId()) id: Types.ObjectId,
    @Query() query: EnquiryThreadQueryDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<EnquiryThread> {
    return this.enquiries.read(actor, id, query.before);
  }

  @Post(':threadId/messages')
  @HttpCode(HttpStatus.CREATED)
  reply(
    @Param('threadId', threadId()) id: Types.ObjectId,
    @Body() body: EnquiryReplyDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<EnquiryReplySent> {
    return this.enquiries.reply(actor, id, body);
  }

  @Post(':threadId/share-phone')
  @HttpCode(HttpStatus.OK)
  sharePhone(@Param('threadId', threadId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<EnquiryThreadChanged> {
    return this.enquiries.sharePhone(actor, id);
  }

  @Post(':threadId/block')
  @HttpCode(HttpStatus.OK)
  block(@Param('threadId', threadId()) id: Types.ObjectId, @CurrentUser() actor: UserDocument): Promise<EnquiryThreadChanged> {
    return this.enquiries.block(actor, id);
  }

  /** Counted with reports of listings (THROTTLE_REPORT_LIMIT a day per user), besides the limits on every write. */
  @Post(':threadId/report')
  @HttpCode(HttpStatus.OK)
  @RateLimited('reports')
  report(
    @Param('threadId', threadId()) id: Types.ObjectId,
    @Body() body: EnquiryReportDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<EnquiryThreadChanged> {
    return this.enquiries.report(actor, id, body);
  }
}
