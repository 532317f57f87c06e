import { type CallHandler, type ExecutionContext, HttpException, HttpStatus, Injectable, type NestInterceptor } from '@nestjs/common';
import { RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { UPLOADS_IN_FLIGHT_MAX } from '@nivasa/contracts/limits';
import { defer, finalize, type Observable } from 'rxjs';
import { refusal } from '../common/refusal';

/**
 * At most UPLOADS_IN_FLIGHT_MAX uploads per user at a time, counted from before the file is
 * received until the answer: one more is refused with 429 at once, so a user cannot keep more
 * than two of the server's encoders busy by sending many uploads together. Runs after the
 * sign-in guard (the user is known) and before the file interceptor. Counted per API instance.
 */
@Injectable()
export class UploadSlotsInterceptor implements NestInterceptor {
  private readonly inFlight = new Map<string, number>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<{ user?: { _id: { toString(): string } } }>().user;
    if (!user) return next.handle();
    const owner = user._id.toString();
    const taken = this.inFlight.get(owner) ?? 0;
    if (taken >= UPLOADS_IN_FLIGHT_MAX) {
      throw new HttpException(refusal('UPLOADS_IN_FLIGHT', RATE_LIMIT_MESSAGES.uploadsInFlight), HttpStatus.TOO_MANY_REQUESTS);
    }
    this.inFlight.set(owner, taken + 1);
    return defer(() => next.handle()).pipe(finalize(() => this.release(owner)));
  }

  private release(owner: string): void {
    const left = (this.inFlight.get(owner) ?? 1) - 1;
    if (left > 0) this.inFlight.set(owner, left);
    else this.inFlight.delete(owner);
  }
}
