import type { Clock } from '../shared/clock.js';

/**
 * At most `limit` calls per key within any `windowMs` (a sliding window of call times), held in this
 * process's memory: a limit against runaway scripts, not an accounting, so several processes each
 * allow their own share. Answers the seconds to wait (for `Retry-After`) when refused.
 */
export class RateWindow {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a call; answers 0 when allowed, else the whole seconds until one is allowed again. */
  take(key: string): number {
    const now = this.clock.now().getTime();
    const recent = (this.calls.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.calls.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.calls.set(key, recent);
    if (this.calls.size > 10_000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number): void {
    for (const [key, times] of this.calls) if (times.every((at) => at <= now - this.windowMs)) this.calls.delete(key);
  }
}
