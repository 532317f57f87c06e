import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../job-lock/job-lock.module';
import { RateCounter, RateCounterSchema } from './rate-counter.schema';
import { RateCountersCleanupJob } from './rate-counters-cleanup.job';
import { RateCountersService } from './rate-counters.service';

/** Rate-limit counters shared by every API instance through MongoDB. */
@Module({
  imports: [MongooseModule.forFeature([{ name: RateCounter.name, schema: RateCounterSchema }]), JobLockModule],
  providers: [RateCountersService, RateCountersCleanupJob],
  exports: [RateCountersService],
})
export class RateCountersModule {}
