import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { UPLOADS_IN_FLIGHT_MAX } from '@nivasa/contracts/limits';
import { catchError, defer, from, map, mergeMap, type Observable, throwError } from 'rxjs';
import { ExpiringKeysService } from '../common/expiring-keys/expiring-keys.service';
import { refusal } from '../common/refusal';

const SLOT_KIND = 'upload-slot';
/**
 * How long a slot outlives an instance that stopped before freeing it. Node ends a request
 * after 5 minutes (server.requestTimeout), so no live upload holds one longer.
 */
const SLOT_LEASE_MS = 6 * 60_000;

/**
 * At most UPLOADS_IN_FLIGHT_MAX uploads per user at a time, counted from before the file is
 * received until the answer: one more is refused with 429 at once, so a user cannot keep more
 * than two of the server's encoders busy by sending many uploads together. The slots are
 * expiring keys in MongoDB, so N API instances allow a user two uploads, not 2N. Runs after the
 * sign-in guard (the user is known) and before the file interceptor.
 */
@Injectable()
export class UploadSlotsInterceptor implements NestInterceptor {
  private readonly logger = new Logger(UploadSlotsInterceptor.name);

  constructor(private readonly keys: ExpiringKeysService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: { _id: { toString(): string } } }>().user;
    if (!user) return next.handle();
    const owner = user._id.toString();
    return from(this.takeSlot(owner)).pipe(
      mergeMap((slot) => {
        if (slot === undefined) {
          throw new HttpException(refusal('UPLOADS_IN_FLIGHT', RATE_LIMIT_MESSAGES.uploadsInFlight), HttpStatus.TOO_MANY_REQUESTS);
        }
        // Freed before the answer leaves, so the user's next upload finds the slot free.
        return defer(() => next.handle()).pipe(
          mergeMap((answer) => from(this.release(slot)).pipe(map(() => answer))),
          catchError((error: unknown) => from(this.release(slot)).pipe(mergeMap(() => throwError(() => error)))),
        );
      }),
    );
  }

  /** The key of a free slot, now taken; undefined when every slot is. */
  private async takeSlot(owner: string): Promise<string | undefined> {
    const expiresAt = new Date(Date.now() + SLOT_LEASE_MS);
    for (let slot = 0; slot < UPLOADS_IN_FLIGHT_MAX; slot += 1) {
      const key = `${owner}:${slot}`;
      if (await this.keys.take(SLOT_KIND, key, expiresAt)) return key;
    }
    return undefined;
  }

  /** Frees the slot; if the database fails, the lease frees it later, and the answer still goes. */
  private async release(slot: string): Promise<void> {
    try {
      await this.keys.release(SLOT_KIND, slot);
    } catch (error) {
      this.logger.warn(`Upload slot ${slot} stays taken until its lease ends: ${String(error)}`);
    }
  }
}
