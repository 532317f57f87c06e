import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module';
import { JobLockModule } from '../common/job-lock/job-lock.module';
import { ListingsModule } from '../listings/listings.module';
import { MediaModule } from '../media/media.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionsRetryJob } from './account-deletions-retry.job';
import { AccountService } from './account.service';
import { AccountDeletion, AccountDeletionSchema } from './schemas/account-deletion.schema';
import { ContactReveal, ContactRevealSchema } from './schemas/contact-reveal.schema';
import { ContactRevealsListener } from './contact-reveals.listener';
import { ContactRevealsRepository } from './contact-reveals.repository';
import { UsersController } from './users.controller';
import { UsersModule } from './users.module';

/**
 * The /api/user endpoints: profile update, account deletion, contact lookup. Separate
 * from UsersModule (the data and its rules), which the admin CLI uses on its own. What a
 * deleted user leaves, the other modules remove on USER_DELETED.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AccountDeletion.name, schema: AccountDeletionSchema },
      { name: ContactReveal.name, schema: ContactRevealSchema },
    ]),
    UsersModule,
    AuthModule,
    ListingsModule,
    MediaModule,
    JobLockModule,
  ],
  controllers: [UsersController],
  providers: [AccountService, AccountDeletionService, AccountDeletionsRetryJob, ContactRevealsRepository, ContactRevealsListener],
})
export class AccountModule {}
