/** Connection failures that mean the instance is down or going down. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH']);

export function isUnreachable(error: unknown): boolean {
  return UNREACHABLE.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/**
 * Spreads requests over the API's instances in turn. An instance that could not be reached sits
 * out for a few seconds, so one that is restarting costs a single failed request, not every
 * other one; when all are out, each is tried again in turn.
 */
export class ApiBalancer {
  private turn = 0;
  private readonly outUntil = new Map<string, number>();

  constructor(
    readonly targets: readonly string[],
    private readonly sitOutMs = 3000,
  ) {
    if (targets.length === 0) throw new Error('ApiBalancer needs at least one API address');
  }

  /** The next instance to send a request to. */
  pick(now = Date.now()): string {
    const count = this.targets.length;
    for (let step = 0; step < count; step += 1) {
      const target = this.targets[(this.turn + step) % count];
      if ((this.outUntil.get(target) ?? 0) <= now) {
        this.turn = (this.turn + step + 1) % count;
        return target;
      }
    }
    const target = this.targets[this.turn];
    this.turn = (this.turn + 1) % count;
    return target;
  }

  /** Whether another instance than `target` is in service now. */
  hasAlternative(target: string, now = Date.now()): boolean {
    return this.targets.some((other) => other !== target && (this.outUntil.get(other) ?? 0) <= now);
  }

  unreachable(target: string, now = Date.now()): void {
    this.outUntil.set(target, now + this.sitOutMs);
  }
}
