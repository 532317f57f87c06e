import { Controller, Get, HttpStatus, Res, UseGuards } from '@nestjs/common';
import type { HealthResponse } from '@nivasa/contracts/api';
import type { Response } from 'express';
import { OptionalUser } from '../common/decorators/optional-user.decorator';
import { OptionalJwtAuthGuard } from '../common/guards/optional-jwt-auth.guard';
import type { UserDocument } from '../users/schemas/user.schema';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * 200 with status 'ok' when the database answers, else 503 with status 'degraded'. The mail
   * backlog is for admins only: during an SMTP outage its count rises with each reset mail, which
   * only an existing account gets, so anyone else could tell from it whether an email has an account.
   */
  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  async check(@OptionalUser() viewer: UserDocument | undefined, @Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.check({ mailBacklog: viewer?.isAdmin === true });
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
