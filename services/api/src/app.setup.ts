import type { NestApplicationOptions } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { constants as zlib } from 'node:zlib';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { answerClientErrorsAsJson } from './common/client-errors/client-errors';
import { refuseOversizedBodyShapes } from './common/request-body/body-shape';
import { apiResponseHeaders } from './common/response-headers/response-headers';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { localisedAnswers } from './common/language/localised-answers';
import { createValidationPipe } from './common/validation';
import { ConfigService } from './config/config.service';

export const API_PREFIX = 'api';

/** Options for NestFactory.create (and createNestApplication in tests). */
export const APP_OPTIONS: NestApplicationOptions = {
  // Logs written before the pino logger is installed are replayed through it.
  bufferLogs: true,
  // Throw start-up errors (a bad connection string, say) instead of aborting the process.
  abortOnError: false,
};

/**
 * Everything about the HTTP application that is not a module: used by main.ts and by
 * the e2e tests, so the tests exercise the app as it runs.
 */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get(ConfigService);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  // X-Forwarded-For is believed only from the configured proxies (TRUSTED_PROXIES; none by
  // default), so a client that reaches the API directly cannot pick the address it is counted under.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  // JSON answers compressed (brotli where asked for, at quality 4: a 30 KB list in about 0.1 ms of CPU);
  // images and other already-compressed types pass as they are.
  app.use(compression({ threshold: 1024, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(apiResponseHeaders());
  app.use(localisedAnswers());
  app.use(cookieParser());
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: true });
  app.use(refuseOversizedBodyShapes);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  answerClientErrorsAsJson(app.getHttpServer());
  app.enableShutdownHooks();
  return app;
}
