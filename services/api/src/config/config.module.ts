import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigService } from './config.service';

/** Makes the start-up configuration injectable everywhere (by type: ConfigService). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ConfigService): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: ConfigService, useValue: config }], exports: [ConfigService] };
  }
}
