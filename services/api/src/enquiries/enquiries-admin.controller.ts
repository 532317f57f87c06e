import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import type { ModeratedEnquiry, ReportedEnquiriesPage } from '@nivasa/contracts/enquiry-schema';
// A value import: the parameters' decorator metadata must name Types.ObjectId (see common/validation.ts).
import { Types } from 'mongoose';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AdminGuard } from '../common/guards/admin.guard';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import type { UserDocument } from '../users/schemas/user.schema';
import { EnquiryThreadQueryDto } from './dto/enquiry-thread-query.dto';
import { ReportedEnquiriesQueryDto } from './dto/reported-enquiries-query.dto';
import { EnquiriesService } from './enquiries.service';
import { threadId } from './enquiries.controller';

/**
 * /api/admin/enquiries: reported enquiry threads, for admins only. A moderator reads a thread
 * only once one of its people reported it (any other is 404), and each read is in the moderation log.
 */
@Controller('admin/enquiries')
@UseGuards(JwtAuthGuard, AdminGuard)
export class EnquiriesAdminController {
  constructor(private readonly enquiries: EnquiriesService) {}

  /** Declared before `:threadId`, which would take "reported" for an id. */
  @Get('reported')
  @Header('Cache-Control', 'private, no-store')
  reported(@Query() query: ReportedEnquiriesQueryDto): Promise<ReportedEnquiriesPage> {
    return this.enquiries.reportedPage(query.page);
  }

  @Get(':threadId')
  @Header('Cache-Control', 'private, no-store')
  read(
    @Param('threadId', threadId()) id: Types.ObjectId,
    @Query() query: EnquiryThreadQueryDto,
    @CurrentUser() actor: UserDocument,
  ): Promise<ModeratedEnquiry> {
    return this.enquiries.moderatedRead(actor, id, query.before);
  }
}
