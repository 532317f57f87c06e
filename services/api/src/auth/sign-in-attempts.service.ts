import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateCountersService } from '../common/rate-counters/rate-counters.service';
import { ConfigService } from '../config/config.service';
import { refusal } from '../common/refusal';

/** How long failures from all addresses count towards an account's slow-down. */
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
/** How long each sign-in to an account under attack waits before it is checked. */
export const ACCOUNT_SLOWDOWN_MS = 2000;

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
 * The counts live in MongoDB, so spreading guesses over API instances gains nothing.
 */
@Injectable()
export class SignInAttemptsService {
  constructor(
    private readonly config: ConfigService,
    private readonly counters: RateCountersService,
  ) {}

  /** Refuses (429) an address that failed too often for this account; slows down an account under attack. */
  async beforeAttempt(email: string, address: string): Promise<void> {
    const [fromAddress, toAccount] = await Promise.all([
      this.counters.hits(pairKey(email, address)),
      this.counters.hits(accountKey(email)),
    ]);
    if (fromAddress >= this.config.throttleAuthLimit) {
      throw new HttpException(refusal('AUTH_RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts), HttpStatus.TOO_MANY_REQUESTS);
    }
    if (toAccount >= this.config.throttleAccountSlowdownAfter) await sleep(ACCOUNT_SLOWDOWN_MS);
  }

  /** One more failure; each window runs from its first failure and is not extended by later ones. */
  async failed(email: string, address: string): Promise<void> {
    await Promise.all([
      this.counters.hit(pairKey(email, address), this.config.throttleAuthTtlSeconds * 1000),
      this.counters.hit(accountKey(email), ACCOUNT_WINDOW_MS),
    ]);
  }

  async succeeded(email: string, address: string): Promise<void> {
    await this.counters.clear(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `sign-in-failures\u0000${email}\u0000${address}`;
const accountKey = (email: string) => `sign-in-failures\u0000${email}`;
