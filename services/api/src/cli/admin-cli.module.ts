import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { DatabaseEngine } from '@nivasa/contracts/api';
import { connectionOptions } from '../database/connection-options';
import { UsersModule } from '../users/users.module';

/** Just enough of the API for the admin CLI: the connection and the users module. */
@Module({})
export class AdminCliModule {
  static register(uri: string, engine: DatabaseEngine): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [MongooseModule.forRoot(uri, { ...connectionOptions(uri, engine), retryAttempts: 1, retryDelay: 500 }), UsersModule],
    };
  }
}
