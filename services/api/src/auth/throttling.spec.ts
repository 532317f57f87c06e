import { ConfigService } from '../config/config.service';
import { accountOf, authThrottlerOptions } from './throttling';

describe('accountOf', () => {
  it('keys an attempt by its email, whatever the case and spaces', () => {
    expect(accountOf({ body: { email: ' Nimal@Example.lk ' } })).toBe('email:nimal@example.lk');
  });

  it('keys a reset by a hash of its token, never the token itself', () => {
    const key = accountOf({ body: {}, params: { token: 'secret-token' } });
    expect(key).toMatch(/^reset:[0-9a-f]{64}$/);
    expect(key).not.toContain('secret-token');
  });

  it('has no account for anything else', () => {
    expect(accountOf({})).toBeNull();
    expect(accountOf({ body: { email: { $ne: '' } } })).toBeNull();
    expect(accountOf({ body: { email: '  ' } })).toBeNull();
  });
});

describe('authThrottlerOptions', () => {
  it('limits per IP and per account from the configuration, with the message', () => {
    const config = ConfigService.fromEnv({
      MONGODB_URI: 'mongodb://127.0.0.1/x',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:1025',
      THROTTLE_AUTH_LIMIT: '5',
      THROTTLE_AUTH_TTL_SECONDS: '30',
    });
    const options = authThrottlerOptions(config) as { errorMessage: string; throttlers: { name: string; limit: number; ttl: number }[] };
    expect(options.errorMessage).toBe('Too many attempts. Please wait a minute and try again.');
    expect(options.throttlers.map(({ name, limit, ttl }) => ({ name, limit, ttl }))).toEqual([
      { name: 'ip', limit: 5, ttl: 30_000 },
      { name: 'account', limit: 5, ttl: 30_000 },
    ]);
  });
});
