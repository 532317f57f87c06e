/** Tries per mail: with the delays below, about 2 h 12 min of retrying before it counts as failed. */
export const MAX_SEND_ATTEMPTS = 12;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** How long a claimed mail is reserved for the instance sending it; after it, another may retake it. */
export const SEND_LEASE_MS = 2 * 60_000;

/**
 * The wait after failed attempt `attempts` (1-based): 10 s, doubling each time, at most 30 min.
 * Null once the attempts are used up: the mail has failed.
 */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_SEND_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** (Math.max(attempts, 1) - 1), LONGEST_RETRY_MS);
}
