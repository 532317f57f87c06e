import { HttpException } from '@nestjs/common';
import { ConfigService } from '../config/config.service';
import { SignInAttemptsService } from './sign-in-attempts.service';

const config = ConfigService.fromEnv({
  MONGODB_URI: 'mongodb://127.0.0.1/x',
  JWT_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:1025',
  THROTTLE_AUTH_LIMIT: '3',
  THROTTLE_ACCOUNT_SLOWDOWN_AFTER: '1000',
});

describe('SignInAttemptsService', () => {
  it('refuses an address after the limit of failures for one account, and only that address', async () => {
    const attempts = new SignInAttemptsService(config);
    for (let failure = 0; failure < 3; failure += 1) {
      await attempts.beforeAttempt('owner@example.lk', '198.51.100.1');
      attempts.failed('owner@example.lk', '198.51.100.1');
    }
    await expect(attempts.beforeAttempt('owner@example.lk', '198.51.100.1')).rejects.toThrow(HttpException);
    await expect(attempts.beforeAttempt('owner@example.lk', '198.51.100.2')).resolves.toBeUndefined();
    await expect(attempts.beforeAttempt('other@example.lk', '198.51.100.1')).resolves.toBeUndefined();
  });

  it('forgets the failures of an address once it signs in', async () => {
    const attempts = new SignInAttemptsService(config);
    attempts.failed('owner@example.lk', '198.51.100.1');
    attempts.failed('owner@example.lk', '198.51.100.1');
    attempts.succeeded('owner@example.lk', '198.51.100.1');
    attempts.failed('owner@example.lk', '198.51.100.1');
    attempts.failed('owner@example.lk', '198.51.100.1');
    await expect(attempts.beforeAttempt('owner@example.lk', '198.51.100.1')).resolves.toBeUndefined();
  });
});
