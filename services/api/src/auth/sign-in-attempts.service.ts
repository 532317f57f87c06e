import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/messages';
import { LRUCache } from 'lru-cache';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigService } from '../config/config.service';

/** How long failures from all addresses count towards an account's slow-down. */
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
/** How long each sign-in to an account under attack waits before it is checked. */
export const ACCOUNT_SLOWDOWN_MS = 2000;
/** Counters kept at most; the oldest go first, so a flood of made-up emails cannot fill the memory. */
const MAX_COUNTERS = 100_000;

interface Counter {
  failures: number;
}

/**
 * Failed password sign-ins, counted so that guessing is slow and nobody can lock an owner out:
 *
 * - per account and address: after THROTTLE_AUTH_LIMIT failures within THROTTLE_AUTH_TTL_SECONDS,
 *   that address gets 429 for that account until the window ends. Another address (the owner's)
 *   is not affected, and a successful sign-in clears the count.
 * - per account, from every address: after THROTTLE_ACCOUNT_SLOWDOWN_AFTER failures within 15
 *   minutes, every sign-in to the account waits ACCOUNT_SLOWDOWN_MS first. The owner still gets
 *   in; an attacker spreading guesses over many addresses gets far fewer of them.
 *
 * Kept in this process's memory.
 */
@Injectable()
export class SignInAttemptsService {
  private readonly byAddress: LRUCache<string, Counter>;
  private readonly byAccount: LRUCache<string, Counter>;

  constructor(private readonly config: ConfigService) {
    this.byAddress = new LRUCache({ max: MAX_COUNTERS, ttl: config.throttleAuthTtlSeconds * 1000 });
    this.byAccount = new LRUCache({ max: MAX_COUNTERS, ttl: ACCOUNT_WINDOW_MS });
  }

  /** Refuses (429) an address that failed too often for this account; slows down an account under attack. */
  async beforeAttempt(email: string, address: string): Promise<void> {
    const pair = this.byAddress.get(pairKey(email, address));
    if (pair && pair.failures >= this.config.throttleAuthLimit) {
      throw new HttpException(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    const account = this.byAccount.get(email);
    if (account && account.failures >= this.config.throttleAccountSlowdownAfter) await sleep(ACCOUNT_SLOWDOWN_MS);
  }

  failed(email: string, address: string): void {
    count(this.byAddress, pairKey(email, address));
    count(this.byAccount, email);
  }

  succeeded(email: string, address: string): void {
    this.byAddress.delete(pairKey(email, address));
  }
}

function pairKey(email: string, address: string): string {
  return `${email}\n${address}`;
}

/** One more failure; the window runs from the first, it is not extended by later ones. */
function count(counters: LRUCache<string, Counter>, key: string): void {
  const counter = counters.get(key);
  if (counter) counter.failures += 1;
  else counters.set(key, { failures: 1 });
}
