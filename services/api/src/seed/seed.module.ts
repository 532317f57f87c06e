import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { ListingsModule } from '../listings/listings.module';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { SeedRun, SeedRunSchema } from './schemas/seed-run.schema';
import { SeedService } from './seed.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: SeedRun.name, schema: SeedRunSchema }]),
    UsersModule,
    ListingsModule,
    MediaModule,
    JobLockModule,
  ],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
