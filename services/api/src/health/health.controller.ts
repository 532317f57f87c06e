import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { HealthResponse } from '@nivasa/contracts/api';
import type { Response } from 'express';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 with status 'ok' when the database answers, else 503 with status 'degraded'. */
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
