import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * One document per job: who holds it and until when. Keyed by `name`, not `_id`: CongoDB
 * refuses upserts whose `_id` is a string.
 */
@Schema({ collection: 'job_locks', versionKey: false })
export class JobLock {
  @Prop({ type: String, required: true })
  name!: string;

  /** The instance holding the lease; null when never taken. */
  @Prop({ type: String, default: null })
  holder!: string | null;

  /** The lease ends here; anyone may take the lock after it. */
  @Prop({ type: Date, required: true })
  lockedUntil!: Date;

  @Prop({ type: Date, default: null })
  acquiredAt!: Date | null;
}

export type JobLockDocument = HydratedDocument<JobLock>;

export const JobLockSchema = SchemaFactory.createForClass(JobLock);
// One document per job on MongoDB. CongoDB does not enforce it; there a first-ever
// acquisition racing on two instances could create two documents (development only).
JobLockSchema.index({ name: 1 }, { unique: true });
