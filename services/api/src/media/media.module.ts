import { Module } from '@nestjs/common';
import { ExpiringKeysModule } from '../common/expiring-keys/expiring-keys.module';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { ListingsModule } from '../listings/listings.module';
import { UsersModule } from '../users/users.module';
import { ImageUploadService } from './image-upload.service';
import { MediaController } from './media.controller';
import { MediaListener } from './media.listener';
import { MediaService } from './media.service';
import { OrphanImagesJob } from './orphan-images.job';
import { PhotoHashBackfillJob } from './photo-hash-backfill.job';
import { ResumableUploadsController } from './resumable-uploads.controller';
import { ResumableUploadsExpiryJob } from './resumable-uploads-expiry.job';
import { ResumableUploadsService } from './resumable-uploads.service';

/**
 * Images in GridFS: upload (signed-in users) and delivery, the removal of images whose user or
 * listing goes, and the hourly removal of abandoned uploads, which asks the users and listings
 * modules which images they still show. Listing photos carry perceptual hashes (made at upload,
 * or by PhotoHashBackfillJob), so moderators see one that looks like another owner's. Uploads
 * can also resume after a dropped connection (tus, `/api/uploads`, parts kept in MongoDB).
 */
@Module({
  imports: [UsersModule, ListingsModule, JobLockModule, ExpiringKeysModule],
  controllers: [MediaController, ResumableUploadsController],
  providers: [
    MediaService,
    ImageUploadService,
    OrphanImagesJob,
    MediaListener,
    PhotoHashBackfillJob,
    ResumableUploadsService,
    ResumableUploadsExpiryJob,
  ],
  exports: [MediaService],
})
export class MediaModule {}
