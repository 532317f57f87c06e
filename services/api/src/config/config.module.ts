import { type DynamicModule, Global, Module } from '@nestjs/common';
import { PasswordHashSettings } from '../users/password-hasher';
import { ConfigService } from './config.service';

/** Makes the start-up configuration injectable everywhere (by type: ConfigService, and the password hash's settings). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ConfigService): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: ConfigService, useValue: config },
        { provide: PasswordHashSettings, useValue: new PasswordHashSettings(config.passwordHashMemoryKib) },
      ],
      exports: [ConfigService, PasswordHashSettings],
    };
  }
}
