import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FavoritesModule } from '../favorites/favorites.module';
import { ListingsModule } from '../listings/listings.module';
import { MediaModule } from '../media/media.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { AccountService } from './account.service';
import { UsersController } from './users.controller';
import { UsersModule } from './users.module';

/**
 * The /api/user endpoints: profile update, account deletion, contact lookup. Separate
 * from UsersModule (the data and its rules), which the admin CLI uses on its own.
 */
@Module({
  imports: [UsersModule, AuthModule, ListingsModule, MediaModule, FavoritesModule, ReviewsModule],
  controllers: [UsersController],
  providers: [AccountService],
})
export class AccountModule {}
