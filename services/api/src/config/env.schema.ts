import { ENQUIRY_LIMITS, LISTING_LIMITS } from '@nivasa/contracts/limits';
import { USER_LIMITS } from '@nivasa/contracts/user-limits';
import type { DatabaseEngine } from '@nivasa/contracts/api';
import { PHONE_CODE_POLICY } from '@nivasa/contracts/phone-verification';
import { DEFAULT_LISTING_LIFETIMES, EXPIRY_REMINDER_DAYS, type ListingLifetimes } from '@nivasa/contracts/listing-freshness';
import { PORTS } from '@nivasa/contracts/ports';
import { parseTrustedProxies, TRUSTED_PROXIES_FORMAT } from '@nivasa/contracts/trusted-proxies';
import { z } from 'zod';
import { isGuessablePassword } from '../users/password-strength';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `pretty`: readable lines in a terminal (pino-pretty); `json`: one JSON object a line, for a log collector. */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export const MISSING_MONGODB_URI =
  'MONGODB_URI is not set; run `npm start` from the repo root, which starts an embedded database, or point it at a MongoDB';

export const JWT_SECRET_MIN_LENGTH = 32;

export const MISSING_JWT_SECRET = `JWT_SECRET is not set; set it to a random string of at least ${JWT_SECRET_MIN_LENGTH} characters (for instance \`openssl rand -base64 48\`); \`npm start\` makes one for its data directory`;

export const MISSING_SMTP_URL =
  'SMTP_URL is not set; point it at an SMTP server (smtp://user:password@host:587, or smtps:// for TLS); `npm start` runs a local mail catcher at smtp://127.0.0.1:1025';

/** Variables whose values are secrets (or may hold credentials): never echoed in an error. */
const SECRET_VARIABLES = new Set([
  'MONGODB_URI',
  'DEMO_USER_PASSWORD',
  'JWT_SECRET',
  'SMTP_URL',
  'OIDC_CLIENT_SECRET',
  'NOTIFY_LK_API_KEY',
  'TEXT_LK_API_TOKEN',
  'TWILIO_AUTH_TOKEN',
  'UNSUBSCRIBE_TOKEN_SECRET',
]);

/** Messages that already say everything (a missing required variable), shown as they are. */
const WHOLE_MESSAGES = new Set([MISSING_MONGODB_URI, MISSING_JWT_SECRET, MISSING_SMTP_URL]);

const DATABASE_ENGINES = ['mongodb', 'congodb', 'external'] as const satisfies readonly DatabaseEngine[];

/**
 * argon2id's memory per password hash, in KiB: the library's default unless set; in production
 * no less than OWASP's least for argon2id (19 MiB). Test stacks set the smallest, as they set
 * their own throttles: at the default a hash or check costs about 210 ms of CPU, and the API's end-to-end
 * suites alone make about 870.
 */
export const PASSWORD_HASH_MEMORY_KIB = { fallback: 65_536, productionMin: 19_456, min: 1_024, max: 1_048_576 } as const;

/** The configuration the API runs with, read once from the environment at start-up. */
export interface AppConfigValues {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  mongodbUri: string;
  databaseEngine: DatabaseEngine;
  logLevel: LogLevel;
  /** pretty in development, json otherwise, unless LOG_FORMAT says. */
  logFormat: LogFormat;
  /** In body-parser's notation, e.g. '1mb'. */
  bodyLimit: string;
  seedDemo: boolean;
  publicUrl: string;
  demoUserPassword: string | undefined;
  /** argon2id's memory per password hash (PASSWORD_HASH_MEMORY_KIB). */
  passwordHashMemoryKib: number;
  /** HS256 key of the session tokens. */
  jwtSecret: string;
  /** Lifetime of a session token and its cookie. */
  jwtExpiresInSeconds: number;
  /** nodemailer's connection URL: smtp://, smtps://. */
  smtpUrl: string;
  mailFrom: string;
  /** How often the mail outbox job looks for mail to send (retries; mail is first sent at once). */
  mailOutboxTickSeconds: number;
  /** The OpenID Connect provider of identity-provider sign-in; undefined when none is configured. */
  oidcIssuer: string | undefined;
  oidcClientId: string | undefined;
  oidcClientSecret: string | undefined;
  /** Origins whose cookie-carrying writes are accepted (the CSRF check): PUBLIC_URL's and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Sign-in, sign-up and password-reset attempts allowed per IP and per account in each window. */
  throttleAuthLimit: number;
  throttleAuthTtlSeconds: number;
  /** Failed sign-ins for one account, from all addresses, after which each attempt is slowed down. */
  throttleAccountSlowdownAfter: number;
  /** Writes (POST, PUT, PATCH, DELETE) per minute per signed-in user, and per client address. */
  throttleWriteLimit: number;
  throttleWriteIpLimit: number;
  /** Image uploads per user per 10 minutes. */
  throttleUploadLimit: number;
  /** Distinct owners whose contact details one user may see per day (Sri Lanka's day); repeat looks are free. */
  contactOwnersPerDay: number;
  /** Reports of listings per user per day. */
  throttleReportLimit: number;
  /** New enquiry threads one seeker may start in a day (messages in their threads are not counted). */
  enquiryThreadsPerDay: number;
  /** New messages to one person in one thread within this many seconds make one mail, sent this long after the first. */
  enquiryMailBatchSeconds: number;
  /** How often the enquiry mail job looks for due mail. */
  enquiryMailTickSeconds: number;
  /** How often the instant saved-search alerts run, in seconds. */
  alertsInstantIntervalSeconds: number;
  /** The key of the alert mails' unsubscribe tokens; made from JWT_SECRET when UNSUBSCRIBE_TOKEN_SECRET is not set. */
  unsubscribeTokenSecret: string | undefined;
  /** What one user's images may take in storage, in bytes (as stored, after re-encoding), and how many. */
  uploadQuotaBytes: number;
  uploadQuotaImages: number;
  /** Listings one owner may have at a time. */
  listingsPerOwnerMax: number;
  /** Days a rental and a house for sale stay public after the owner's last renewal or edit. */
  listingLifetimes: ListingLifetimes;
  /**
   * The proxies whose X-Forwarded-For is believed: addresses, CIDR ranges or Express's names
   * (loopback, linklocal, uniquelocal). None by default: a client's header is then ignored.
   */
  trustedProxies: string[];
  /** Where SMS go (the provider and its credentials), and how often a phone code may be asked for. */
  sms: SmsConfig;
}

export const SMS_PROVIDERS = ['catcher', 'notify-lk', 'text-lk', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface SmsConfig {
  provider: SmsProviderName;
  /** The local SMS catcher (`catcher`). */
  catcherUrl: string;
  /** The provider's API base, when not its public one (a stand-in in tests). */
  providerBaseUrl: string | undefined;
  notifyLk: { userId: string; apiKey: string; senderId: string } | undefined;
  textLk: { apiToken: string; senderId: string } | undefined;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** Codes sent per number, per user and per client address in each window. */
  codesPerNumber: number;
  codesPerUser: number;
  codesPerAddress: number;
  codeWindowSeconds: number;
  /** Seconds before another code may be sent to the same user. */
  resendSeconds: number;
}

/** Which variables each provider needs. */
const SMS_PROVIDER_VARIABLES: Record<Exclude<SmsProviderName, 'catcher'>, readonly string[]> = {
  'notify-lk': ['NOTIFY_LK_USER_ID', 'NOTIFY_LK_API_KEY', 'NOTIFY_LK_SENDER_ID'],
  'text-lk': ['TEXT_LK_API_TOKEN', 'TEXT_LK_SENDER_ID'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
};

const BYTE_UNITS = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;

/** Bytes of a size such as '512kb' or '1mb' (body-parser's units), or null if it is not one. */
export function parseByteSize(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
  if (!match) return null;
  const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof BYTE_UNITS;
  return Math.floor(Number(match[1]) * BYTE_UNITS[unit]);
}

const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Seconds of a duration such as '7d', '12h', '30m' or '3600' (seconds), or null if it is not one. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*(s|m|h|d)?$/i.exec(value.trim());
  if (!match) return null;
  const unit = (match[2]?.toLowerCase() ?? 's') as keyof typeof DURATION_UNITS;
  return Number(match[1]) * DURATION_UNITS[unit];
}

/** The origin (scheme://host[:port]) of an http(s) URL, or null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const positiveInteger = (fallback: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `must be a whole number between 1 and ${max}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, { message: `must be a whole number between 1 and ${max}` })
    .default(fallback);

/** A listing's lifetime in days: longer than the week of the owner's reminder, at most ten years. */
const LIFETIME_DAYS_MIN = EXPIRY_REMINDER_DAYS + 1;
const LIFETIME_DAYS_MAX = 3650;
const lifetimeDays = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `must be a whole number of days between ${LIFETIME_DAYS_MIN} and ${LIFETIME_DAYS_MAX}` })
    .transform(Number)
    .refine((value) => value >= LIFETIME_DAYS_MIN && value <= LIFETIME_DAYS_MAX, {
      message: `must be a whole number of days between ${LIFETIME_DAYS_MIN} and ${LIFETIME_DAYS_MAX}`,
    })
    .default(fallback);

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
  API_PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, { message: 'must be a whole number between 0 and 65535' })
    .transform(Number)
    .refine((port) => port <= 65535, { message: 'must be a whole number between 0 and 65535' })
    .default(PORTS.api.fallback),
  API_HOST: z.string().trim().min(1, { message: 'must not be empty' }).default('127.0.0.1'),
  MONGODB_URI: optionalString
    .refine((uri) => uri !== undefined, { message: MISSING_MONGODB_URI })
    .refine((uri) => uri === undefined || /^mongodb(\+srv)?:\/\/\S+$/.test(uri), {
      message: 'must be a MongoDB connection string (mongodb:// or mongodb+srv://)',
    }),
  DATABASE_ENGINE: z.enum(DATABASE_ENGINES, { message: `must be one of ${DATABASE_ENGINES.join(', ')}` }).default('external'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { message: `must be one of ${LOG_FORMATS.join(', ')}` }).optional(),
  BODY_LIMIT: z
    .string()
    .trim()
    .refine((value) => (parseByteSize(value) ?? 0) > 0, {
      message: "must be a size such as '32kb' or '1mb'",
    })
    .default('32kb'),
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:3000' })
    .default(`http://localhost:${PORTS.shell.fallback}`),
  DEMO_USER_PASSWORD: optionalString
    .refine(
      (password) =>
        password === undefined || (password.length >= USER_LIMITS.passwordMinLength && password.length <= USER_LIMITS.passwordMaxLength),
      {
        message: `must be ${USER_LIMITS.passwordMinLength} to ${USER_LIMITS.passwordMaxLength} characters long`,
      },
    )
    .refine(
      // The demo owners' accounts are real accounts: the same rule as everyone's (a short one is told above).
      (password) => password === undefined || password.length < USER_LIMITS.passwordMinLength || !isGuessablePassword(password),
      { message: 'is too easy to guess: use a longer one, such as three or four unrelated words' },
    ),
  PASSWORD_HASH_MEMORY_KIB: z
    .string()
    .trim()
    .regex(/^\d+$/, {
      message: `must be a whole number of KiB between ${PASSWORD_HASH_MEMORY_KIB.min} and ${PASSWORD_HASH_MEMORY_KIB.max}`,
    })
    .transform(Number)
    .refine((value) => value >= PASSWORD_HASH_MEMORY_KIB.min && value <= PASSWORD_HASH_MEMORY_KIB.max, {
      message: `must be a whole number of KiB between ${PASSWORD_HASH_MEMORY_KIB.min} and ${PASSWORD_HASH_MEMORY_KIB.max}`,
    })
    .default(PASSWORD_HASH_MEMORY_KIB.fallback),
  JWT_SECRET: z.string({ message: MISSING_JWT_SECRET }).refine((secret) => secret.length >= JWT_SECRET_MIN_LENGTH, {
    message: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long (make one with \`openssl rand -base64 48\`)`,
  }),
  JWT_EXPIRES_IN: z
    .string()
    .refine(
      (value) => {
        const seconds = parseDuration(value);
        return seconds !== null && seconds >= 60 && seconds <= 365 * 86_400;
      },
      { message: "must be a duration between 1 minute and 365 days, such as '7d', '12h' or '3600' (seconds)" },
    )
    .transform((value) => parseDuration(value)!)
    .default(7 * 86_400),
  SMTP_URL: z
    .string({ message: MISSING_SMTP_URL })
    .trim()
    .refine((value) => /^smtps?:\/\/[^\s/]+/.test(value), {
      message: 'must be an SMTP URL such as smtp://127.0.0.1:1025 or smtps://user:password@host:465',
    }),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>@]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      message: "must be an address such as no-reply@nivasa.lk or 'Nivasa <no-reply@nivasa.lk>'",
    })
    .default('Nivasa <no-reply@nivasa.lk>'),
  MAIL_OUTBOX_TICK_SECONDS: positiveInteger(10, 3600),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, message: 'must be the http(s) URL of an OpenID Connect issuer, such as https://accounts.google.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((values) => values.every((value) => originOf(value) !== null), {
      message: 'must be a comma-separated list of http(s) origins, such as https://nivasa.lk,https://www.nivasa.lk',
    })
    .transform((values) => values.map((value) => originOf(value)!))
    .optional(),
  THROTTLE_AUTH_LIMIT: positiveInteger(10, 100_000),
  THROTTLE_AUTH_TTL_SECONDS: positiveInteger(60, 86_400),
  THROTTLE_ACCOUNT_SLOWDOWN_AFTER: positiveInteger(100, 1_000_000),
  THROTTLE_WRITE_LIMIT: positiveInteger(60, 1_000_000),
  THROTTLE_WRITE_IP_LIMIT: positiveInteger(600, 1_000_000),
  THROTTLE_UPLOAD_LIMIT: positiveInteger(30, 1_000_000),
  CONTACT_OWNERS_PER_DAY: positiveInteger(50, 1_000_000),
  THROTTLE_REPORT_LIMIT: positiveInteger(10, 1_000_000),
  ENQUIRY_THREADS_PER_DAY: positiveInteger(20, 1_000_000),
  ENQUIRY_MAIL_BATCH_SECONDS: positiveInteger(ENQUIRY_LIMITS.mailBatchMinutes * 60, 24 * 3600),
  ENQUIRY_MAIL_TICK_SECONDS: positiveInteger(30, 3600),
  ALERTS_INSTANT_INTERVAL_S: positiveInteger(120, 86_400),
  UNSUBSCRIBE_TOKEN_SECRET: optionalString.refine((secret) => secret === undefined || secret.length >= JWT_SECRET_MIN_LENGTH, {
    message: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long (make one with \`openssl rand -base64 48\`)`,
  }),
  UPLOAD_QUOTA_BYTES: z
    .string()
    .trim()
    .refine((value) => (parseByteSize(value) ?? 0) >= 1024 * 1024, {
      message: "must be a size of at least 1mb, such as '50mb' or '1gb' (a bare number is bytes)",
    })
    .transform((value) => parseByteSize(value)!)
    .default(50 * 1024 * 1024),
  UPLOAD_QUOTA_IMAGES: positiveInteger(200, 1_000_000),
  LISTINGS_PER_OWNER_MAX: positiveInteger(LISTING_LIMITS.perOwnerMax, 100_000),
  LISTING_RENTAL_LIFETIME_DAYS: lifetimeDays(DEFAULT_LISTING_LIFETIMES.rentalDays),
  LISTING_SALE_LIFETIME_DAYS: lifetimeDays(DEFAULT_LISTING_LIFETIMES.saleDays),
  TRUSTED_PROXIES: z
    .string()
    .transform((value, context) => {
      const proxies = parseTrustedProxies(value);
      if (!proxies) context.addIssue({ code: 'custom', message: `must be ${TRUSTED_PROXIES_FORMAT}` });
      return proxies ?? [];
    })
    .default([]),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { message: `must be one of ${SMS_PROVIDERS.join(', ')}` }).default('catcher'),
  SMS_CATCHER_URL: z
    .url({ protocol: /^https?$/, message: 'must be the http(s) URL of the SMS catcher, such as http://127.0.0.1:1081' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(`http://127.0.0.1:${PORTS.smsInbox.fallback}`),
  SMS_PROVIDER_BASE_URL: z
    .url({ protocol: /^https?$/, message: "must be the http(s) URL of the provider's API" })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  NOTIFY_LK_USER_ID: optionalString,
  NOTIFY_LK_API_KEY: optionalString,
  NOTIFY_LK_SENDER_ID: optionalString,
  TEXT_LK_API_TOKEN: optionalString,
  TEXT_LK_SENDER_ID: optionalString,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  THROTTLE_PHONE_CODES_PER_NUMBER: positiveInteger(3, 1_000_000),
  THROTTLE_PHONE_CODES_PER_USER: positiveInteger(5, 1_000_000),
  THROTTLE_PHONE_CODES_PER_ADDRESS: positiveInteger(20, 1_000_000),
  THROTTLE_PHONE_CODES_WINDOW_SECONDS: positiveInteger(3600, 86_400),
  PHONE_CODE_RESEND_SECONDS: positiveInteger(PHONE_CODE_POLICY.resendSeconds, 3600),
});

const envShape = envObject.shape;

function refusePasswordHashUnderProductionMin(
  values: { NODE_ENV: AppConfigValues['nodeEnv']; PASSWORD_HASH_MEMORY_KIB: number },
  context: z.RefinementCtx,
): void {
  if (values.NODE_ENV === 'production' && values.PASSWORD_HASH_MEMORY_KIB < PASSWORD_HASH_MEMORY_KIB.productionMin) {
    context.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASH_MEMORY_KIB'],
      message: `must be at least ${PASSWORD_HASH_MEMORY_KIB.productionMin} in production (OWASP's least for argon2id)`,
    });
  }
}

const envSchema = envObject.superRefine((values, context) => {
  refusePasswordHashUnderProductionMin(values, context);
  if (values.OIDC_ISSUER && !values.OIDC_CLIENT_ID) {
    context.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'must be set when OIDC_ISSUER is' });
  }
  if (!values.OIDC_ISSUER && values.OIDC_CLIENT_ID) {
    context.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be set when OIDC_CLIENT_ID is' });
  }
  if (values.SMS_PROVIDER !== 'catcher') {
    for (const name of SMS_PROVIDER_VARIABLES[values.SMS_PROVIDER]) {
      if (!values[name as keyof typeof values]) {
        context.addIssue({ code: 'custom', path: [name], message: `must be set when SMS_PROVIDER is ${values.SMS_PROVIDER}` });
      }
    }
  }
});

/** A configuration value that stops the API from starting; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return '';
  const text = String(value);
  return ` (got ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text)})`;
}

/** The variables the schema reads, an empty one counting as unset (so `API_PORT= npm start` falls back to the default). */
function presentIn(env: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, env[name] === '' ? undefined : env[name]]));
}

/** The values, or a ConfigError naming every bad variable (never echoing a secret). */
function parsedOrThrow<T>(result: z.ZodSafeParseResult<T>, present: Record<string, string | undefined>): T {
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    if (WHOLE_MESSAGES.has(issue.message)) return issue.message;
    const shown = SECRET_VARIABLES.has(name) ? '' : describe(present[name]);
    return `${name} ${issue.message}${shown}`;
  });
  throw new ConfigError(problems);
}

const passwordHashSchema = envObject
  .pick({ NODE_ENV: true, PASSWORD_HASH_MEMORY_KIB: true })
  .superRefine(refusePasswordHashUnderProductionMin);

/** PASSWORD_HASH_MEMORY_KIB alone, by the same rules: the admin CLI hashes passwords and reads none of the API's other settings. */
export function parsePasswordHashMemoryKib(env: NodeJS.ProcessEnv): number {
  const present = presentIn(env, ['NODE_ENV', 'PASSWORD_HASH_MEMORY_KIB']);
  return parsedOrThrow(passwordHashSchema.safeParse(present), present).PASSWORD_HASH_MEMORY_KIB;
}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): AppConfigValues {
  const present = presentIn(env, Object.keys(envShape));
  const values = parsedOrThrow(envSchema.safeParse(present), present);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.API_PORT,
    host: values.API_HOST,
    mongodbUri: values.MONGODB_URI!,
    databaseEngine: values.DATABASE_ENGINE,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (values.NODE_ENV === 'development' ? 'pretty' : 'json'),
    bodyLimit: values.BODY_LIMIT,
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    demoUserPassword: values.DEMO_USER_PASSWORD,
    passwordHashMemoryKib: values.PASSWORD_HASH_MEMORY_KIB,
    jwtSecret: values.JWT_SECRET,
    jwtExpiresInSeconds: values.JWT_EXPIRES_IN,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailOutboxTickSeconds: values.MAIL_OUTBOX_TICK_SECONDS,
    oidcIssuer: values.OIDC_ISSUER,
    oidcClientId: values.OIDC_CLIENT_ID,
    oidcClientSecret: values.OIDC_CLIENT_SECRET,
    allowedOrigins: [...new Set([new URL(values.PUBLIC_URL).origin, ...(values.ALLOWED_ORIGINS ?? [])])],
    throttleAuthLimit: values.THROTTLE_AUTH_LIMIT,
    throttleAuthTtlSeconds: values.THROTTLE_AUTH_TTL_SECONDS,
    throttleAccountSlowdownAfter: values.THROTTLE_ACCOUNT_SLOWDOWN_AFTER,
    throttleWriteLimit: values.THROTTLE_WRITE_LIMIT,
    throttleWriteIpLimit: values.THROTTLE_WRITE_IP_LIMIT,
    throttleUploadLimit: values.THROTTLE_UPLOAD_LIMIT,
    contactOwnersPerDay: values.CONTACT_OWNERS_PER_DAY,
    throttleReportLimit: values.THROTTLE_REPORT_LIMIT,
    enquiryThreadsPerDay: values.ENQUIRY_THREADS_PER_DAY,
    enquiryMailBatchSeconds: values.ENQUIRY_MAIL_BATCH_SECONDS,
    enquiryMailTickSeconds: values.ENQUIRY_MAIL_TICK_SECONDS,
    alertsInstantIntervalSeconds: values.ALERTS_INSTANT_INTERVAL_S,
    unsubscribeTokenSecret: values.UNSUBSCRIBE_TOKEN_SECRET,
    uploadQuotaBytes: values.UPLOAD_QUOTA_BYTES,
    uploadQuotaImages: values.UPLOAD_QUOTA_IMAGES,
    listingsPerOwnerMax: values.LISTINGS_PER_OWNER_MAX,
    listingLifetimes: { rentalDays: values.LISTING_RENTAL_LIFETIME_DAYS, saleDays: values.LISTING_SALE_LIFETIME_DAYS },
    trustedProxies: values.TRUSTED_PROXIES,
    sms: {
      provider: values.SMS_PROVIDER,
      catcherUrl: values.SMS_CATCHER_URL,
      providerBaseUrl: values.SMS_PROVIDER_BASE_URL,
      notifyLk:
        values.SMS_PROVIDER === 'notify-lk'
          ? { userId: values.NOTIFY_LK_USER_ID!, apiKey: values.NOTIFY_LK_API_KEY!, senderId: values.NOTIFY_LK_SENDER_ID! }
          : undefined,
      textLk: values.SMS_PROVIDER === 'text-lk' ? { apiToken: values.TEXT_LK_API_TOKEN!, senderId: values.TEXT_LK_SENDER_ID! } : undefined,
      twilio:
        values.SMS_PROVIDER === 'twilio'
          ? { accountSid: values.TWILIO_ACCOUNT_SID!, authToken: values.TWILIO_AUTH_TOKEN!, from: values.TWILIO_FROM! }
          : undefined,
      codesPerNumber: values.THROTTLE_PHONE_CODES_PER_NUMBER,
      codesPerUser: values.THROTTLE_PHONE_CODES_PER_USER,
      codesPerAddress: values.THROTTLE_PHONE_CODES_PER_ADDRESS,
      codeWindowSeconds: values.THROTTLE_PHONE_CODES_WINDOW_SECONDS,
      resendSeconds: values.PHONE_CODE_RESEND_SECONDS,
    },
  };
}
