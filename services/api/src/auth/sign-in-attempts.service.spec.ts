import { HttpException } from '@nestjs/common';
import { RateCounter, RateCounterSchema } from '../common/rate-counters/rate-counter.schema';
import { RateCountersService } from '../common/rate-counters/rate-counters.service';
import { ConfigService } from '../config/config.service';
import { useEmbeddedConnection } from '../testing/embedded-connection';
import { SignInAttemptsService } from './sign-in-attempts.service';

const config = ConfigService.fromEnv({
  MONGODB_URI: 'mongodb://127.0.0.1/x',
  JWT_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:1025',
  THROTTLE_AUTH_LIMIT: '3',
  THROTTLE_ACCOUNT_SLOWDOWN_AFTER: '1000',
});

describe('SignInAttemptsService', () => {
  const connection = useEmbeddedConnection('sign-in-attempts');
  // Each call is another API instance on the same database.
  const instance = () =>
    new SignInAttemptsService(config, new RateCountersService(connection().model(RateCounter.name, RateCounterSchema)));

  it('refuses an address after the limit of failures for one account, and only that address, on every instance', async () => {
    const attempts = instance();
    for (let failure = 0; failure < 3; failure += 1) {
      const somewhere = instance();
      await somewhere.beforeAttempt('owner@example.lk', '198.51.100.1');
      await somewhere.failed('owner@example.lk', '198.51.100.1');
    }
    await expect(attempts.beforeAttempt('owner@example.lk', '198.51.100.1')).rejects.toThrow(HttpException);
    await expect(attempts.beforeAttempt('owner@example.lk', '198.51.100.2')).resolves.toBeUndefined();
    await expect(attempts.beforeAttempt('other@example.lk', '198.51.100.1')).resolves.toBeUndefined();
  });

  it('forgets the failures of an address once it signs in', async () => {
    const attempts = instance();
    await attempts.failed('owner@example.lk', '198.51.100.1');
    await attempts.failed('owner@example.lk', '198.51.100.1');
    await attempts.succeeded('owner@example.lk', '198.51.100.1');
    await attempts.failed('owner@example.lk', '198.51.100.1');
    await attempts.failed('owner@example.lk', '198.51.100.1');
    await expect(attempts.beforeAttempt('owner@example.lk', '198.51.100.1')).resolves.toBeUndefined();
  });
});
