import { type AppConfigValues, parseEnv } from './env.schema';

/**
 * The API's typed configuration. Built once at start-up from the environment
 * (a bad value stops the start) and provided to every module.
 */
export class ConfigService implements Readonly<AppConfigValues> {
  readonly nodeEnv: AppConfigValues['nodeEnv'];
  readonly port: number;
  readonly host: string;
  readonly mongodbUri: string;
  readonly databaseEngine: AppConfigValues['databaseEngine'];
  readonly logLevel: AppConfigValues['logLevel'];
  readonly bodyLimit: string;
  readonly seedDemo: boolean;
  readonly publicUrl: string;
  readonly demoUserPassword: string | undefined;

  constructor(values: AppConfigValues) {
    this.nodeEnv = values.nodeEnv;
    this.port = values.port;
    this.host = values.host;
    this.mongodbUri = values.mongodbUri;
    this.databaseEngine = values.databaseEngine;
    this.logLevel = values.logLevel;
    this.bodyLimit = values.bodyLimit;
    this.seedDemo = values.seedDemo;
    this.publicUrl = values.publicUrl;
    this.demoUserPassword = values.demoUserPassword;
  }

  /** Reads and validates the environment; throws ConfigError with every bad variable named. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): ConfigService {
    return new ConfigService(parseEnv(env));
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}
