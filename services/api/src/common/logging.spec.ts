import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides a reset or email-change token in the path', () => {
    expect(redactUrl('/api/reset-password/AbC_123-xyz')).toBe('/api/reset-password/[redacted]');
    expect(redactUrl('/api/reset-password/AbC_123-xyz?x=1')).toBe('/api/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/user/confirm-email/AbC_123-xyz')).toBe('/api/user/confirm-email/[redacted]');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/forgot-password')).toBe('/api/forgot-password');
    expect(redactUrl('/api/images/0123456789abcdef01234567')).toBe('/api/images/0123456789abcdef01234567');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
