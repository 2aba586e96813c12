import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows the limit within a window, refuses the next, and opens again after the window', async () => {
    let t = 1000;
    const limiter = new MemoryRateLimiter(() => t);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('ip', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit('ip', 3, 60_000);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect((await limiter.hit('other-ip', 3, 60_000)).allowed).toBe(true);
    t += 60_000;
    expect((await limiter.hit('ip', 3, 60_000)).allowed).toBe(true);
  });
});
