import { localisedPath } from '@nivasa/contracts/language-paths';
import type { Language } from '@nivasa/contracts/languages';
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
  readonly logFormat: AppConfigValues['logFormat'];
  readonly bodyLimit: string;
  readonly seedDemo: boolean;
  readonly publicUrl: string;
  readonly demoUserPassword: string | undefined;
  readonly passwordHashMemoryKib: number;
  readonly jwtSecret: string;
  readonly jwtExpiresInSeconds: number;
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly mailOutboxTickSeconds: number;
  readonly oidcIssuer: string | undefined;
  readonly oidcClientId: string | undefined;
  readonly oidcClientSecret: string | undefined;
  readonly allowedOrigins: string[];
  readonly throttleAuthLimit: number;
  readonly throttleAuthTtlSeconds: number;
  readonly throttleAccountSlowdownAfter: number;
  readonly throttleWriteLimit: number;
  readonly throttleWriteIpLimit: number;
  readonly throttleUploadLimit: number;
  readonly contactOwnersPerDay: number;
  readonly throttleReportLimit: number;
  readonly enquiryThreadsPerDay: number;
  readonly enquiryMailBatchSeconds: number;
  readonly enquiryMailTickSeconds: number;
  readonly alertsInstantIntervalSeconds: number;
  readonly unsubscribeTokenSecret: string | undefined;
  readonly uploadQuotaBytes: number;
  readonly uploadQuotaImages: number;
  readonly listingsPerOwnerMax: number;
  readonly listingLifetimes: AppConfigValues['listingLifetimes'];
  readonly trustedProxies: string[];
  readonly sms: AppConfigValues['sms'];

  constructor(values: AppConfigValues) {
    this.nodeEnv = values.nodeEnv;
    this.port = values.port;
    this.host = values.host;
    this.mongodbUri = values.mongodbUri;
    this.databaseEngine = values.databaseEngine;
    this.logLevel = values.logLevel;
    this.logFormat = values.logFormat;
    this.bodyLimit = values.bodyLimit;
    this.seedDemo = values.seedDemo;
    this.publicUrl = values.publicUrl;
    this.demoUserPassword = values.demoUserPassword;
    this.passwordHashMemoryKib = values.passwordHashMemoryKib;
    this.jwtSecret = values.jwtSecret;
    this.jwtExpiresInSeconds = values.jwtExpiresInSeconds;
    this.smtpUrl = values.smtpUrl;
    this.mailFrom = values.mailFrom;
    this.mailOutboxTickSeconds = values.mailOutboxTickSeconds;
    this.oidcIssuer = values.oidcIssuer;
    this.oidcClientId = values.oidcClientId;
    this.oidcClientSecret = values.oidcClientSecret;
    this.allowedOrigins = values.allowedOrigins;
    this.throttleAuthLimit = values.throttleAuthLimit;
    this.throttleAuthTtlSeconds = values.throttleAuthTtlSeconds;
    this.throttleAccountSlowdownAfter = values.throttleAccountSlowdownAfter;
    this.throttleWriteLimit = values.throttleWriteLimit;
    this.throttleWriteIpLimit = values.throttleWriteIpLimit;
    this.throttleUploadLimit = values.throttleUploadLimit;
    this.contactOwnersPerDay = values.contactOwnersPerDay;
    this.throttleReportLimit = values.throttleReportLimit;
    this.enquiryThreadsPerDay = values.enquiryThreadsPerDay;
    this.enquiryMailBatchSeconds = values.enquiryMailBatchSeconds;
    this.enquiryMailTickSeconds = values.enquiryMailTickSeconds;
    this.alertsInstantIntervalSeconds = values.alertsInstantIntervalSeconds;
    this.unsubscribeTokenSecret = values.unsubscribeTokenSecret;
    this.uploadQuotaBytes = values.uploadQuotaBytes;
    this.uploadQuotaImages = values.uploadQuotaImages;
    this.listingsPerOwnerMax = values.listingsPerOwnerMax;
    this.listingLifetimes = values.listingLifetimes;
    this.trustedProxies = values.trustedProxies;
    this.sms = values.sms;
    // The secret stays out of console.log(config), JSON.stringify(config) and error reports.
    Object.defineProperty(this, 'jwtSecret', { enumerable: false });
    Object.defineProperty(this, 'smtpUrl', { enumerable: false });
    Object.defineProperty(this, 'oidcClientSecret', { enumerable: false });
    Object.defineProperty(this, 'unsubscribeTokenSecret', { enumerable: false });
    // Holds the SMS provider's credentials.
    Object.defineProperty(this, 'sms', { enumerable: false });
  }

  /** Reads and validates the environment; throws ConfigError with every bad variable named. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): ConfigService {
    return new ConfigService(parseEnv(env));
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /**
   * The site's page at `path` in `language` ('/ta/reset-password/…'), for a mail's links: from
   * configuration, never from a request's Host header (which the caller controls).
   */
  pageUrl(path: string, language: Language): string {
    return `${this.publicUrl}${localisedPath(path, language)}`;
  }

  /** Whether identity-provider sign-in is configured (OIDC_ISSUER and OIDC_CLIENT_ID). */
  get identityProviderEnabled(): boolean {
    return Boolean(this.oidcIssuer && this.oidcClientId);
  }
}
