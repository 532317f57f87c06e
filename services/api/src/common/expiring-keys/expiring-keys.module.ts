import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../job-lock/job-lock.module';
import { ExpiringKey, ExpiringKeySchema } from './expiring-key.schema';
import { ExpiringKeysCleanupJob } from './expiring-keys-cleanup.job';
import { ExpiringKeysService } from './expiring-keys.service';

/** Keys taken once until they expire, shared by every API instance through MongoDB. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ExpiringKey.name, schema: ExpiringKeySchema }]), JobLockModule],
  providers: [ExpiringKeysService, ExpiringKeysCleanupJob],
  exports: [ExpiringKeysService],
})
export class ExpiringKeysModule {}
