import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLock, JobLockSchema } from './job-lock.schema';
import { JobLockService } from './job-lock.service';

/** The MongoDB job lock for scheduled housekeeping; import it where a job runs. */
@Module({
  imports: [MongooseModule.forFeature([{ name: JobLock.name, schema: JobLockSchema }])],
  providers: [JobLockService],
  exports: [JobLockService],
})
export class JobLockModule {}
