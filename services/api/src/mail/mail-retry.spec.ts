import { MAX_SEND_ATTEMPTS, retryDelayMs } from './mail-retry';

describe('retryDelayMs', () => {
  it('waits 10 s after the first failure and doubles each time, up to 30 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280].map((seconds) => seconds * 1000));
    expect(retryDelayMs(9)).toBe(30 * 60_000);
    expect(retryDelayMs(MAX_SEND_ATTEMPTS - 1)).toBe(30 * 60_000);
  });

  it('gives up after the last attempt, a little over two hours after the first', () => {
    expect(retryDelayMs(MAX_SEND_ATTEMPTS)).toBeNull();
    expect(retryDelayMs(MAX_SEND_ATTEMPTS + 1)).toBeNull();
    let total = 0;
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) total += retryDelayMs(attempt)!;
    expect(total / 60_000).toBeGreaterThan(120);
    expect(total / 60_000).toBeLessThan(150);
  });
});
