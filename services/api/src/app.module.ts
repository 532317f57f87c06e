import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module';
import { ConfigService } from './config/config.service';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { ListingsModule } from './listings/listings.module';
import { loggerOptions } from './common/logging';
import { MediaModule } from './media/media.module';
import { SeedModule } from './seed/seed.module';
import { UsersModule } from './users/users.module';

/** The whole API, built from the configuration read at start-up. */
@Module({})
export class AppModule {
  static register(config: ConfigService): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        HealthModule,
        UsersModule,
        ListingsModule,
        MediaModule,
        SeedModule,
      ],
    };
  }
}
