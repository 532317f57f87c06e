import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { CsrfGuard } from './common/csrf/csrf.guard';
import { loggerOptions } from './common/logging';
import { RateCountersModule } from './common/rate-counters/rate-counters.module';
import { RateCountersService } from './common/rate-counters/rate-counters.service';
import { MongoThrottlerStorage } from './common/throttling/mongo-throttler-storage';
import { RateLimitGuard } from './common/throttling/rate-limit.guard';
import { throttlerOptions } from './common/throttling/throttling';
import { ConfigModule } from './config/config.module';
import { ConfigService } from './config/config.service';
import { DatabaseModule } from './database/database.module';
import { DocsModule } from './docs/docs.module';
import { FavoritesModule } from './favorites/favorites.module';
import { ReportsModule } from './reports/reports.module';
import { HealthModule } from './health/health.module';
import { ListingsApiModule } from './listings/listings-api.module';
import { ListingsModule } from './listings/listings.module';
import { MediaModule } from './media/media.module';
import { ModerationModule } from './moderation/moderation.module';
import { PlacesModule } from './places/places.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeedModule } from './seed/seed.module';
import { AccountModule } from './users/account.module';
import { UsersModule } from './users/users.module';
import { PhoneVerificationModule } from './users/phone-verification.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { EnquiriesModule } from './enquiries/enquiries.module';

/** The whole API, built from the configuration read at start-up. */
@Module({})
export class AppModule {
  static register(config: ConfigService): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        ScheduleModule.forRoot(),
        // Modules react to one another's changes (a deleted user's listings, reviews, images) through events.
        EventEmitterModule.forRoot(),
        // Counted in MongoDB, so several instances give a client the same limits as one.
        ThrottlerModule.forRootAsync({
          imports: [RateCountersModule],
          inject: [RateCountersService],
          useFactory: (counters: RateCountersService) => throttlerOptions(config, new MongoThrottlerStorage(counters)),
        }),
        DatabaseModule,
        HealthModule,
        UsersModule,
        AuthModule,
        AccountModule,
        ListingsModule,
        ListingsApiModule,
        PlacesModule,
        FavoritesModule,
        ReportsModule,
        ReviewsModule,
        MediaModule,
        ModerationModule,
        PhoneVerificationModule,
        SavedSearchesModule,
        EnquiriesModule,
        SeedModule,
        DocsModule,
      ],
      // Cross-site writes are refused first, without counting: a foreign page's requests must not use
      // up the limits of its visitors' address (a whole carrier NAT) or of the account they name.
      // Then the rate limits, before any validation, so every other refused request counts.
      providers: [
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
