import { type EventEmitter2, OnEvent } from '@nestjs/event-emitter';

/**
 * Handles an event of a cascade (an account's deletion reaching what other modules keep of it).
 * Nest's default logs a handler's error and swallows it; here it reaches the emitter, which must
 * know that the cascade is not done.
 */
export const OnCascade = (event: string): MethodDecorator => OnEvent(event, { suppressErrors: false });

/**
 * Runs every handler of the event with the payload and waits for all of them, then fails with
 * all their errors if any failed. Not emitAsync alone: it rejects at the first failure while the
 * other handlers still run, and the caller would answer before the cascade has settled.
 */
export async function cascade(events: EventEmitter2, event: string, payload: object): Promise<void> {
  const outcomes = await Promise.allSettled(events.listeners(event).map(async (handler) => handler(payload)));
  const errors: unknown[] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} of ${outcomes.length} '${event}' handlers failed`);
}

/** The errors a failed cascade gathered, nested cascades' included, one by one. */
export function cascadeFailures(error: unknown): unknown[] {
  return error instanceof AggregateError ? error.errors.flatMap(cascadeFailures) : [error];
}
