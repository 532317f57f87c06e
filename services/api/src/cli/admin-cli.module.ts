import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { DatabaseEngine } from '@nivasa/contracts/api';
import { connectionOptions } from '../database/connection-options';
import { PasswordHashSettings } from '../users/password-hasher';
import { UsersModule } from '../users/users.module';

/** Just enough of the API for the admin CLI: the connection, the password hash's settings and the users module. */
@Module({})
export class AdminCliModule {
  static register(uri: string, engine: DatabaseEngine, passwordHash: PasswordHashSettings): DynamicModule {
    return {
      module: AdminCliModule,
      // Global, as the API's configuration is, so the users module's hasher finds its settings.
      global: true,
      imports: [MongooseModule.forRoot(uri, { ...connectionOptions(uri, engine), retryAttempts: 1, retryDelay: 500 }), UsersModule],
      providers: [{ provide: PasswordHashSettings, useValue: passwordHash }],
      exports: [PasswordHashSettings],
    };
  }
}
