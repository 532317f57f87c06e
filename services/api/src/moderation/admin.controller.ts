import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import type { AuditPage, ListingAnalytics } from '@nivasa/contracts/api';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AdminGuard } from '../common/guards/admin.guard';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import type { UserDocument } from '../users/schemas/user.schema';
import { AuditPageQueryDto } from './dto/audit-page-query.dto';
import { ModerationReportsService } from './moderation-reports.service';

/** /api/admin: the listings' figures and the moderation log, for admins only. */
@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminController {
  constructor(private readonly reports: ModerationReportsService) {}

  @Get('analytics')
  @Header('Cache-Control', 'private, no-store')
  analytics(@CurrentUser() actor: UserDocument): Promise<ListingAnalytics> {
    return this.reports.analytics(actor);
  }

  @Get('audit')
  @Header('Cache-Control', 'private, no-store')
  audit(@Query() query: AuditPageQueryDto, @CurrentUser() actor: UserDocument): Promise<AuditPage> {
    return this.reports.auditPage(actor, query.page);
  }
}
