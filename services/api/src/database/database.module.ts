import { Logger, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { type Connection, MongooseError } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { connectionOptions, redactUri } from './connection-options';

/**
 * The one connection to the data, through MONGODB_URI. At start-up an unreachable
 * database fails the start after a short retry; later outages are survived: mongoose
 * reconnects by itself, requests meanwhile fail with 503 and /api/health says degraded.
 */
@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const logger = new Logger('Database');
        const where = redactUri(config.mongodbUri);
        return {
          uri: config.mongodbUri,
          ...connectionOptions(config.mongodbUri, config.databaseEngine),
          retryAttempts: 2,
          retryDelay: 1000,
          verboseRetryLog: true,
          onConnectionCreate: (connection: Connection) => {
            connection.on('connected', () => logger.log(`Connected to ${where} (engine: ${config.databaseEngine})`));
            connection.on('disconnected', () => logger.warn(`Lost the connection to ${where}; mongoose keeps retrying`));
            connection.on('reconnected', () => logger.log(`Reconnected to ${where}`));
          },
          connectionErrorFactory: (error: MongooseError) =>
            Object.assign(new MongooseError(`Could not connect to the database at ${where}: ${error.message}`), {
              cause: error,
            }),
        };
      },
    }),
  ],
})
export class DatabaseModule {}
