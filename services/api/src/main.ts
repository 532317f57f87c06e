import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { API_PREFIX, APP_OPTIONS, configureApp } from './app.setup';
import { ConfigError } from './config/env.schema';
import { ConfigService } from './config/config.service';

async function bootstrap(): Promise<void> {
  let config: ConfigService;
  try {
    config = ConfigService.fromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Nivasa API not started. ${error.message}`);
    process.exit(1);
  }

  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), APP_OPTIONS);
  configureApp(app);
  await app.listen(config.port, config.host);
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app
    .get(Logger)
    .log(`Nivasa API listening on http://${host}:${config.port}/${API_PREFIX} (database engine: ${config.databaseEngine})`, 'Bootstrap');
}

bootstrap().catch((error: Error) => {
  console.error(`Nivasa API failed to start: ${error.message}`);
  process.exit(1);
});
