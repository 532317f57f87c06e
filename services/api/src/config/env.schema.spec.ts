import { ConfigError, MISSING_MONGODB_URI, parseByteSize, parseEnv } from './env.schema';
import { ConfigService } from './config.service';

const URI = 'mongodb://127.0.0.1:27017/nivasa';

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
    expect(parseEnv({ MONGODB_URI: URI })).toEqual({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      mongodbUri: URI,
      databaseEngine: 'external',
      logLevel: 'info',
      bodyLimit: '1mb',
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      demoUserPassword: undefined,
    });
  });

  it('reads every variable', () => {
    const config = parseEnv({
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
    });
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 4100,
      host: '0.0.0.0',
      databaseEngine: 'congodb',
      logLevel: 'silent',
      bodyLimit: '256kb',
      seedDemo: false,
      publicUrl: 'https://nivasa.lk',
      demoUserPassword: 'a-long-demo-password',
    });
  });

  it('does not seed demo data in production unless asked', () => {
    expect(parseEnv({ MONGODB_URI: URI, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(parseEnv({ MONGODB_URI: URI, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ MONGODB_URI: URI, API_PORT: '', SEED_DEMO: '' })).toMatchObject({ port: 4000, seedDemo: true });
  });

  it('explains a missing MONGODB_URI and how to get one', () => {
    expect(problemsOf({})).toEqual([MISSING_MONGODB_URI]);
    expect(MISSING_MONGODB_URI).toContain('npm start');
  });

  it('names each bad variable and the value it got', () => {
    const problems = problemsOf({
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
        "BODY_LIMIT must be a size such as '100kb' or '1mb' (got \"huge\")",
        'SEED_DEMO must be true or false (got "maybe")',
        'PUBLIC_URL must be an http(s) URL such as http://localhost:3000 (got "not a url")',
        'NODE_ENV must be development, production or test (got "staging")',
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('rejects a port out of range and a short demo password, without echoing the password', () => {
    const problems = problemsOf({ MONGODB_URI: URI, API_PORT: '70000', DEMO_USER_PASSWORD: 'short' });
    expect(problems).toEqual([
      'API_PORT must be a whole number between 0 and 65535 (got "70000")',
      'DEMO_USER_PASSWORD must be 8 to 128 characters long',
    ]);
  });

  it('puts every problem in the error message', () => {
    expect(() => ConfigService.fromEnv({ API_PORT: 'x' })).toThrow(
      /Invalid configuration:\n {2}- (MONGODB_URI|API_PORT)[\s\S]*\n {2}- (MONGODB_URI|API_PORT)/,
    );
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
});
