import { Controller, Delete, Get, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../common/guards/admin.guard';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../common/guards/optional-jwt-auth.guard';
import { discoverRoutes } from './route-discovery';

@Controller('things')
class ThingsController {
  @Get()
  list(): void {}

  @Get(':id')
  @UseGuards(OptionalJwtAuthGuard)
  one(): void {}

  @Post('create')
  @UseGuards(JwtAuthGuard)
  create(): void {}

  helper(): void {}
}

@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
class AdminThingsController {
  @Delete('things/:id')
  remove(): void {}
}

describe('discoverRoutes', () => {
  it("reads each route's method, full path and access from the controllers' own decorators", () => {
    expect(discoverRoutes([ThingsController, AdminThingsController], 'api')).toEqual([
      { method: 'GET', path: '/api/things', access: 'public' },
      { method: 'GET', path: '/api/things/:id', access: 'optional-session' },
      { method: 'POST', path: '/api/things/create', access: 'signed-in' },
      { method: 'DELETE', path: '/api/admin/things/:id', access: 'admin' },
    ]);
  });
});
