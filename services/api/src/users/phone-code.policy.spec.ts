import { PHONE_CODE_POLICY } from '@nivasa/contracts/phone-verification';
import {
  hashPhoneCode,
  judgePhoneCode,
  newPhoneCode,
  PHONE_CODE_LIFETIME_MS,
  phoneCodeKey,
  secondsUntilResend,
  type StoredPhoneCode,
} from './phone-code.policy';

describe('phone code policy', () => {
  const key = phoneCodeKey('a session secret of at least thirty-two characters');
  const userId = '65f0c0ffee0000000000abcd';
  const number = '+94771234567';
  const sentAt = new Date('2026-11-26T10:00:00Z');
  const stored = (code: string, changes: Partial<StoredPhoneCode> = {}): StoredPhoneCode => ({
    number,
    codeHash: hashPhoneCode(key, userId, number, code),
    tries: 1,
    expiresAt: new Date(sentAt.getTime() + PHONE_CODE_LIFETIME_MS),
    ...changes,
  });
  const attempt = (code: string) => ({ key, userId, number, code });
  const minutesLater = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);

  it('makes 6-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newPhoneCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('keeps a keyed hash, never the code: bound to the key, the user and the number', () => {
    const hash = hashPhoneCode(key, userId, number, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashPhoneCode(key, userId, number, '123456')).toBe(hash);
    expect(hashPhoneCode(phoneCodeKey('another secret of at least thirty-two chars'), userId, number, '123456')).not.toBe(hash);
    expect(hashPhoneCode(key, '65f0c0ffee0000000000abce', number, '123456')).not.toBe(hash);
    expect(hashPhoneCode(key, userId, '+94771234568', '123456')).not.toBe(hash);
  });

  it('verifies the right code within 10 minutes, and refuses a wrong one', () => {
    expect(judgePhoneCode(stored('123456'), attempt('123456'), minutesLater(9.9))).toBe('verified');
    expect(judgePhoneCode(stored('123456'), attempt('123457'), minutesLater(1))).toBe('wrong');
  });

  it('counts a code as expired after 10 minutes, when none was sent, or when the number changed', () => {
    expect(PHONE_CODE_LIFETIME_MS).toBe(10 * 60_000);
    expect(judgePhoneCode(stored('123456'), attempt('123456'), minutesLater(10))).toBe('expired');
    expect(judgePhoneCode(null, attempt('123456'), minutesLater(1))).toBe('expired');
    expect(judgePhoneCode(stored('123456'), { ...attempt('123456'), number: '+94719999999' }, minutesLater(1))).toBe('expired');
  });

  it('allows 5 tries: the fifth wrong one uses the code up, and even the right code fails after', () => {
    expect(PHONE_CODE_POLICY.maxTries).toBe(5);
    for (let tries = 1; tries < 5; tries += 1) {
      expect(judgePhoneCode(stored('123456', { tries }), attempt('000000'), minutesLater(1))).toBe('wrong');
    }
    expect(judgePhoneCode(stored('123456', { tries: 5 }), attempt('000000'), minutesLater(1))).toBe('tries-used');
    expect(judgePhoneCode(stored('123456', { tries: 5 }), attempt('123456'), minutesLater(1))).toBe('verified');
    expect(judgePhoneCode(stored('123456', { tries: 6 }), attempt('123456'), minutesLater(1))).toBe('tries-used');
  });

  it('tells how long until another code may be sent', () => {
    expect(secondsUntilResend(undefined, sentAt, 60)).toBe(0);
    expect(secondsUntilResend(sentAt, new Date(sentAt.getTime() + 1_500), 60)).toBe(59);
    expect(secondsUntilResend(sentAt, new Date(sentAt.getTime() + 60_000), 60)).toBe(0);
  });
});
