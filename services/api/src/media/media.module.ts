import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { Listing, ListingSchema } from '../listings/schemas/listing.schema';
import { User, UserSchema } from '../users/schemas/user.schema';
import { ImageUploadService } from './image-upload.service';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { OrphanImagesJob } from './orphan-images.job';

/**
 * Images in GridFS: upload (signed-in users) and delivery, and the hourly removal of
 * abandoned uploads, which reads the users' and listings' references (models registered
 * here directly, so UsersModule may depend on this module).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Listing.name, schema: ListingSchema },
    ]),
    JobLockModule,
  ],
  controllers: [MediaController],
  providers: [MediaService, ImageUploadService, OrphanImagesJob],
  exports: [MediaService],
})
export class MediaModule {}
