// Fixed-window counters in process memory: the default behind the RateLimiter port. Several API instances
// need a shared-store adapter instead (same port), or each would allow the limit on its own.
import type { RateLimiter } from '@edgeboard/domain';

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.sweep(t, windowMs);
    }
    w.count += 1;
    const allowed = w.count <= limit;
    return Promise.resolve({ allowed, retryAfterMs: allowed ? 0 : w.start + windowMs - t });
  }

  private sweep(t: number, windowMs: number): void {
    for (const [k, w] of this.windows) if (t - w.start >= windowMs) this.windows.delete(k);
  }
}
