// The poll timer on vitest's fake clock: no sleeps, nothing timed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertWaker } from './alert-waker';

afterEach(() => {
  vi.useRealTimers();
});

describe('AlertWaker', () => {
  it('wakes every waiting stream from one timer each poll, and holds no timer when none waits', async () => {
    vi.useFakeTimers();
    const waker = new AlertWaker(1_000);
    const open = new AbortController();
    const woken = Array.from({ length: 3 }, (_, i) => waker.wait(`u${String(i)}`, open.signal));
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await Promise.all(woken)).toEqual(['tick', 'tick', 'tick']);
    expect(waker.waiting).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('wakes a user’s streams on a notice and a closed stream at once, whatever the timer', async () => {
    vi.useFakeTimers();
    const waker = new AlertWaker(1_000);
    const gone = new AbortController();
    const a = waker.wait('a', new AbortController().signal);
    const b = waker.wait('b', gone.signal);
    waker.notify(['a']);
    gone.abort();
    expect(await Promise.all([a, b])).toEqual(['notice', 'closed']);
  });
});
