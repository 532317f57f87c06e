import { type BeforeApplicationShutdown, Logger, Module } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import { type Connection, MongooseError } from 'mongoose';
import { ConfigService } from '../config/config.service';
import { connectionOptions, redactUri } from './connection-options';

/** Connections being closed on purpose, whose disconnection is no news. */
const closing = new WeakSet<Connection>();

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
            let connectedOnce = false;
            connection.on('connected', () => {
              connectedOnce = true;
              logger.log(`Connected to ${where} (engine: ${config.databaseEngine})`);
            });
            connection.on('disconnected', () => {
              if (connectedOnce && !closing.has(connection)) logger.warn(`Lost the connection to ${where}; mongoose keeps retrying`);
            });
            connection.on('reconnected', () => logger.log(`Reconnected to ${where}`));
          },
          // Only the message: the driver's error carries a whole topology description.
          connectionErrorFactory: (error: MongooseError) =>
            new MongooseError(`Could not connect to the database at ${where}: ${error.message}`),
        };
      },
    }),
  ],
})
export class DatabaseModule implements BeforeApplicationShutdown {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  beforeApplicationShutdown(): void {
    closing.add(this.connection);
  }
}
