import {
  ConfigError,
  MISSING_JWT_SECRET,
  MISSING_MONGODB_URI,
  MISSING_SMTP_URL,
  originOf,
  parseByteSize,
  parseDuration,
  parseEnv,
} from './env.schema';
import { ConfigService } from './config.service';

const URI = 'mongodb://127.0.0.1:27017/nivasa';
const SECRET = 'k2WmLq9vB7xR4tZ8yN3pF6hJ1cD5gS0a';
/** The variables that have no default. */
const REQUIRED = { MONGODB_URI: URI, JWT_SECRET: SECRET, SMTP_URL: 'smtp://127.0.0.1:1025' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv(REQUIRED)).toEqual({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      mongodbUri: URI,
      databaseEngine: 'external',
      logLevel: 'info',
      logFormat: 'pretty',
      bodyLimit: '32kb',
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      demoUserPassword: undefined,
      passwordHashMemoryKib: 65_536,
      jwtSecret: SECRET,
      jwtExpiresInSeconds: 7 * 24 * 3600,
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Nivasa <no-reply@nivasa.lk>',
      mailOutboxTickSeconds: 10,
      oidcIssuer: undefined,
      oidcClientId: undefined,
      oidcClientSecret: undefined,
      allowedOrigins: ['http://localhost:3000'],
      throttleAuthLimit: 10,
      throttleAuthTtlSeconds: 60,
      throttleAccountSlowdownAfter: 100,
      throttleWriteLimit: 60,
      throttleWriteIpLimit: 600,
      throttleUploadLimit: 30,
      contactOwnersPerDay: 50,
      throttleReportLimit: 10,
      enquiryThreadsPerDay: 20,
      enquiryMailBatchSeconds: 600,
      enquiryMailTickSeconds: 30,
      alertsInstantIntervalSeconds: 120,
      unsubscribeTokenSecret: undefined,
      uploadQuotaBytes: 50 * 1024 * 1024,
      uploadQuotaImages: 200,
      listingsPerOwnerMax: 20,
      listingLifetimes: { rentalDays: 45, saleDays: 120 },
      trustedProxies: [],
      sms: {
        provider: 'catcher',
        catcherUrl: 'http://127.0.0.1:1081',
        providerBaseUrl: undefined,
        notifyLk: undefined,
        textLk: undefined,
        twilio: undefined,
        codesPerNumber: 3,
        codesPerUser: 5,
        codesPerAddress: 20,
        codeWindowSeconds: 3600,
        resendSeconds: 60,
      },
    });
  });

  it('reads the most listings one owner may have, refusing nonsense', () => {
    expect(parseEnv({ ...REQUIRED, LISTINGS_PER_OWNER_MAX: '5' })).toMatchObject({ listingsPerOwnerMax: 5 });
    expect(problemsOf({ ...REQUIRED, LISTINGS_PER_OWNER_MAX: '0' })).toEqual([
      'LISTINGS_PER_OWNER_MAX must be a whole number between 1 and 100000 (got "0")',
    ]);
  });

  it('reads the listing lifetimes in days, 45 and 120 by default, refusing one within the reminder week', () => {
    expect(parseEnv(REQUIRED)).toMatchObject({ listingLifetimes: { rentalDays: 45, saleDays: 120 } });
    expect(parseEnv({ ...REQUIRED, LISTING_RENTAL_LIFETIME_DAYS: '30', LISTING_SALE_LIFETIME_DAYS: '90' })).toMatchObject({
      listingLifetimes: { rentalDays: 30, saleDays: 90 },
    });
    expect(problemsOf({ ...REQUIRED, LISTING_RENTAL_LIFETIME_DAYS: '7', LISTING_SALE_LIFETIME_DAYS: 'forever' })).toEqual([
      'LISTING_RENTAL_LIFETIME_DAYS must be a whole number of days between 8 and 3650 (got "7")',
      'LISTING_SALE_LIFETIME_DAYS must be a whole number of days between 8 and 3650 (got "forever")',
    ]);
  });

  it('reads the upload quota as a size and a count, refusing nonsense', () => {
    expect(parseEnv({ ...REQUIRED, UPLOAD_QUOTA_BYTES: '20mb', UPLOAD_QUOTA_IMAGES: '40' })).toMatchObject({
      uploadQuotaBytes: 20 * 1024 * 1024,
      uploadQuotaImages: 40,
    });
    expect(parseEnv({ ...REQUIRED, UPLOAD_QUOTA_BYTES: '1048576' })).toMatchObject({ uploadQuotaBytes: 1024 * 1024 });
    expect(problemsOf({ ...REQUIRED, UPLOAD_QUOTA_BYTES: '10kb', UPLOAD_QUOTA_IMAGES: 'lots' })).toEqual([
      `UPLOAD_QUOTA_BYTES must be a size of at least 1mb, such as '50mb' or '1gb' (a bare number is bytes) (got "10kb")`,
      'UPLOAD_QUOTA_IMAGES must be a whole number between 1 and 1000000 (got "lots")',
    ]);
  });

  it('reads the rate limits and the proxy hops, refusing values out of range', () => {
    const config = parseEnv({
      ...REQUIRED,
      THROTTLE_WRITE_LIMIT: '5',
      THROTTLE_UPLOAD_LIMIT: '2',
      TRUSTED_PROXIES: 'loopback, 10.0.0.5,10.1.0.0/16,fd00::/8',
    });
    expect(config).toMatchObject({
      throttleWriteLimit: 5,
      throttleUploadLimit: 2,
      trustedProxies: ['loopback', '10.0.0.5', '10.1.0.0/16', 'fd00::/8'],
    });
    for (const wrong of ['2', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(problemsOf({ ...REQUIRED, TRUSTED_PROXIES: wrong })).toEqual([
        expect.stringMatching(/^TRUSTED_PROXIES must be a comma-separated list/),
      ]);
    }
    expect(problemsOf({ ...REQUIRED, THROTTLE_WRITE_LIMIT: '0' })).toEqual([
      'THROTTLE_WRITE_LIMIT must be a whole number between 1 and 1000000 (got "0")',
    ]);
  });

  it('reads every variable', () => {
    const config = parseEnv({
      ...REQUIRED,
      NODE_ENV: 'test',
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      MONGODB_URI: 'mongodb+srv://user:secret@cluster0.example.net/nivasa',
      DATABASE_ENGINE: 'congodb',
      LOG_LEVEL: 'silent',
      BODY_LIMIT: '256kb',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://nivasa.lk/',
      DEMO_USER_PASSWORD: 'a-long-demo-password',
      JWT_EXPIRES_IN: '12h',
      MAIL_FROM: 'Nivasa Support <support@nivasa.lk>',
      MAIL_OUTBOX_TICK_SECONDS: '30',
      OIDC_ISSUER: 'https://accounts.google.com/',
      OIDC_CLIENT_ID: 'client-1.apps.example.com',
      OIDC_CLIENT_SECRET: 'not-needed',
      ALLOWED_ORIGINS: 'https://www.nivasa.lk, http://localhost:3000/some/path',
      THROTTLE_AUTH_LIMIT: '5',
      THROTTLE_AUTH_TTL_SECONDS: '120',
    });
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 4100,
      host: '0.0.0.0',
      databaseEngine: 'congodb',
      logLevel: 'silent',
      logFormat: 'json',
      bodyLimit: '256kb',
      seedDemo: false,
      publicUrl: 'https://nivasa.lk',
      demoUserPassword: 'a-long-demo-password',
      jwtExpiresInSeconds: 12 * 3600,
      mailFrom: 'Nivasa Support <support@nivasa.lk>',
      mailOutboxTickSeconds: 30,
      oidcIssuer: 'https://accounts.google.com',
      oidcClientId: 'client-1.apps.example.com',
      oidcClientSecret: 'not-needed',
      allowedOrigins: ['https://nivasa.lk', 'https://www.nivasa.lk', 'http://localhost:3000'],
      throttleAuthLimit: 5,
      throttleAuthTtlSeconds: 120,
    });
  });

  it("hashes passwords with argon2's default memory unless told; production refuses less than OWASP's least", () => {
    expect(parseEnv(REQUIRED).passwordHashMemoryKib).toBe(65_536);
    expect(parseEnv({ ...REQUIRED, NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashMemoryKib).toBe(1024);
    expect(parseEnv({ ...REQUIRED, NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '19456' }).passwordHashMemoryKib).toBe(19_456);
    expect(problemsOf({ ...REQUIRED, NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '1024' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be at least 19456 in production (OWASP\'s least for argon2id) (got "1024")',
    ]);
    expect(problemsOf({ ...REQUIRED, PASSWORD_HASH_MEMORY_KIB: '512' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be a whole number of KiB between 1024 and 1048576 (got "512")',
    ]);
    expect(problemsOf({ ...REQUIRED, PASSWORD_HASH_MEMORY_KIB: '64mb' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be a whole number of KiB between 1024 and 1048576 (got "64mb")',
    ]);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(parseEnv({ ...REQUIRED, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(parseEnv({ ...REQUIRED, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ ...REQUIRED, API_PORT: '', SEED_DEMO: '' })).toMatchObject({ port: 4000, seedDemo: true });
  });

  it('explains each missing required variable and how to get one', () => {
    expect(problemsOf({})).toEqual([MISSING_MONGODB_URI, MISSING_JWT_SECRET, MISSING_SMTP_URL]);
    expect(MISSING_MONGODB_URI).toContain('npm start');
    expect(MISSING_JWT_SECRET).toContain('at least 32 characters');
    expect(problemsOf({ ...REQUIRED, JWT_SECRET: '' })).toEqual([MISSING_JWT_SECRET]);
  });

  it('refuses a short JWT secret without echoing it, and never echoes SMTP credentials', () => {
    const problems = problemsOf({ ...REQUIRED, JWT_SECRET: 'short-secret', SMTP_URL: 'http://user:hunter2@mail' });
    expect(problems).toEqual([
      'JWT_SECRET must be at least 32 characters long (make one with `openssl rand -base64 48`)',
      'SMTP_URL must be an SMTP URL such as smtp://127.0.0.1:1025 or smtps://user:password@host:465',
    ]);
    expect(problems.join(' ')).not.toMatch(/short-secret|hunter2/);
  });

  it('keeps secrets out of what the configuration prints', () => {
    const unsubscribeSecret = 'an-unsubscribe-secret-of-32-characters!!';
    const config = ConfigService.fromEnv({ ...REQUIRED, OIDC_CLIENT_SECRET: 'oidc-secret', UNSUBSCRIBE_TOKEN_SECRET: unsubscribeSecret });
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.unsubscribeTokenSecret).toBe(unsubscribeSecret);
    expect(JSON.stringify(config)).not.toMatch(new RegExp(`${SECRET}|oidc-secret|1025|${unsubscribeSecret}`));
  });

  it('reads the instant alerts’ interval, and refuses a short unsubscribe secret without echoing it', () => {
    expect(parseEnv({ ...REQUIRED, ALERTS_INSTANT_INTERVAL_S: '5' }).alertsInstantIntervalSeconds).toBe(5);
    expect(problemsOf({ ...REQUIRED, ALERTS_INSTANT_INTERVAL_S: '0', UNSUBSCRIBE_TOKEN_SECRET: 'too-short' })).toEqual([
      'ALERTS_INSTANT_INTERVAL_S must be a whole number between 1 and 86400 (got "0")',
      'UNSUBSCRIBE_TOKEN_SECRET must be at least 32 characters long (make one with `openssl rand -base64 48`)',
    ]);
  });

  it('needs the OIDC issuer and client id together', () => {
    expect(problemsOf({ ...REQUIRED, OIDC_ISSUER: 'http://localhost:4400' })).toEqual(['OIDC_CLIENT_ID must be set when OIDC_ISSUER is']);
    expect(problemsOf({ ...REQUIRED, OIDC_CLIENT_ID: 'nivasa-local' })).toEqual(['OIDC_ISSUER must be set when OIDC_CLIENT_ID is']);
    const config = ConfigService.fromEnv({ ...REQUIRED, OIDC_ISSUER: 'http://localhost:4400', OIDC_CLIENT_ID: 'nivasa-local' });
    expect(config.identityProviderEnabled).toBe(true);
    expect(ConfigService.fromEnv(REQUIRED).identityProviderEnabled).toBe(false);
  });

  it('names bad values of the session, mail and throttling variables', () => {
    const problems = problemsOf({
      ...REQUIRED,
      JWT_EXPIRES_IN: 'forever',
      MAIL_FROM: 'nobody',
      MAIL_OUTBOX_TICK_SECONDS: '0',
      OIDC_ISSUER: 'ftp://idp',
      OIDC_CLIENT_ID: 'x',
      ALLOWED_ORIGINS: 'https://ok.lk,not an origin',
      THROTTLE_AUTH_LIMIT: '0',
      THROTTLE_AUTH_TTL_SECONDS: 'a minute',
    });
    expect(problems).toEqual([
      "JWT_EXPIRES_IN must be a duration between 1 minute and 365 days, such as '7d', '12h' or '3600' (seconds) (got \"forever\")",
      'MAIL_FROM must be an address such as no-reply@nivasa.lk or \'Nivasa <no-reply@nivasa.lk>\' (got "nobody")',
      'MAIL_OUTBOX_TICK_SECONDS must be a whole number between 1 and 3600 (got "0")',
      'OIDC_ISSUER must be the http(s) URL of an OpenID Connect issuer, such as https://accounts.google.com (got "ftp://idp")',
      'ALLOWED_ORIGINS must be a comma-separated list of http(s) origins, such as https://nivasa.lk,https://www.nivasa.lk (got "https://ok.lk,not an origin")',
      'THROTTLE_AUTH_LIMIT must be a whole number between 1 and 100000 (got "0")',
      'THROTTLE_AUTH_TTL_SECONDS must be a whole number between 1 and 86400 (got "a minute")',
    ]);
  });

  it('names each bad variable and the value it got', () => {
    const problems = problemsOf({
      ...REQUIRED,
      MONGODB_URI: 'postgres://localhost/db',
      API_PORT: 'eighty',
      DATABASE_ENGINE: 'sqlite',
      LOG_LEVEL: 'loud',
      BODY_LIMIT: 'huge',
      SEED_DEMO: 'maybe',
      PUBLIC_URL: 'not a url',
      NODE_ENV: 'staging',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'MONGODB_URI must be a MongoDB connection string (mongodb:// or mongodb+srv://)',
        'API_PORT must be a whole number between 0 and 65535 (got "eighty")',
        'DATABASE_ENGINE must be one of mongodb, congodb, external (got "sqlite")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        "BODY_LIMIT must be a size such as '32kb' or '1mb' (got \"huge\")",
        'SEED_DEMO must be true or false (got "maybe")',
        'PUBLIC_URL must be an http(s) URL such as http://localhost:3000 (got "not a url")',
        'NODE_ENV must be development, production or test (got "staging")',
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('rejects a port out of range and a short demo password, without echoing the password', () => {
    const problems = problemsOf({ ...REQUIRED, API_PORT: '70000', DEMO_USER_PASSWORD: 'short' });
    expect(problems).toEqual([
      'API_PORT must be a whole number between 0 and 65535 (got "70000")',
      'DEMO_USER_PASSWORD must be 8 to 128 characters long',
    ]);
  });

  it('rejects a demo password that is easy to guess, without echoing it', () => {
    expect(problemsOf({ ...REQUIRED, DEMO_USER_PASSWORD: 'password123' })).toEqual([
      'DEMO_USER_PASSWORD is too easy to guess: use a longer one, such as three or four unrelated words',
    ]);
  });

  it('puts every problem in the error message', () => {
    expect(() => ConfigService.fromEnv({ API_PORT: 'x' })).toThrow(
      /Invalid configuration:\n {2}- (MONGODB_URI|API_PORT)[\s\S]*\n {2}- (MONGODB_URI|API_PORT)/,
    );
  });
});

describe('parseDuration', () => {
  it.each([
    ['7d', 604_800],
    ['12h', 43_200],
    ['30m', 1800],
    ['3600', 3600],
    ['90s', 90],
    ['1w', null],
    ['-1d', null],
  ])('%s', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port only', () => {
    expect(originOf('https://nivasa.lk/path?x=1')).toBe('https://nivasa.lk');
    expect(originOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('nivasa.lk')).toBeNull();
  });
});

describe('parseByteSize', () => {
  it.each([
    ['1mb', 1024 * 1024],
    ['512kb', 512 * 1024],
    ['100', 100],
    ['1.5MB', 1.5 * 1024 * 1024],
    ['nope', null],
    ['-1mb', null],
  ])('%s', (input, bytes) => {
    expect(parseByteSize(input)).toBe(bytes);
  });

  it('takes the SMS provider and its credentials, and refuses a provider without them', () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'a twilio token', TWILIO_FROM: '+15005550006' };
    expect(parseEnv({ ...REQUIRED, SMS_PROVIDER: 'twilio', ...twilio }).sms.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'a twilio token',
      from: '+15005550006',
    });
    expect(parseEnv({ ...REQUIRED, SMS_PROVIDER: 'text-lk', TEXT_LK_API_TOKEN: 't', TEXT_LK_SENDER_ID: 'Nivasa' }).sms).toMatchObject({
      provider: 'text-lk',
      textLk: { apiToken: 't', senderId: 'Nivasa' },
    });
    expect(() => parseEnv({ ...REQUIRED, SMS_PROVIDER: 'notify-lk', NOTIFY_LK_USER_ID: '1' })).toThrow(
      /NOTIFY_LK_API_KEY must be set when SMS_PROVIDER is notify-lk[\s\S]*NOTIFY_LK_SENDER_ID must be set/,
    );
    expect(() => parseEnv({ ...REQUIRED, SMS_PROVIDER: 'nexmo' })).toThrow(
      /SMS_PROVIDER must be one of catcher, notify-lk, text-lk, twilio/,
    );
    // The token is a secret: a refusal never echoes it.
    expect(() => parseEnv({ ...REQUIRED, SMS_PROVIDER: 'bad', TWILIO_AUTH_TOKEN: 'a twilio token' })).not.toThrow(/a twilio token/);
  });
});
