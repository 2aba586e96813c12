// Wakes the open alert streams of this instance. A notice made here (the publish hook, this instance's job run)
// wakes its user's streams at once; a notice made by another instance is found by the stream's own poll, one
// indexed query per stream every `pollMs` (each poll doubles as the heartbeat). No broadcast is needed: the
// table is the message.
export type WakeReason = 'notice' | 'tick' | 'closed';

export const ALERT_POLL_MS = 5_000;

interface Waiter {
  userId: string;
  resolve: (reason: WakeReason) => void;
}

export class AlertWaker {
  private readonly waiters = new Set<Waiter>();
  /** null: no timer, ticks come only from `tick()` (tests drive the stream this way, never by sleeping). */
  private pollMs: number | null;

  constructor(pollMs: number | null = ALERT_POLL_MS) {
    this.pollMs = pollMs;
  }

  /** Stops the timer: from now on only `tick()` and `notify()` wake streams. */
  useManualTicks(): void {
    this.pollMs = null;
  }

  notify(userIds: Iterable<string>): void {
    const wanted = new Set(userIds);
    for (const w of [...this.waiters]) if (wanted.has(w.userId)) this.wake(w, 'notice');
  }

  /** Wakes every waiting stream as the poll timer would. */
  tick(): void {
    for (const w of [...this.waiters]) this.wake(w, 'tick');
  }

  /** How many streams are waiting (tests wait for a stream to be parked before ticking it). */
  get waiting(): number {
    return this.waiters.size;
  }

  wait(userId: string, signal: AbortSignal): Promise<WakeReason> {
    if (signal.aborted) return Promise.resolve('closed');
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waiter: Waiter = {
        userId,
        resolve: (reason) => {
          if (timer) clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve(reason);
        },
      };
      const onAbort = () => {
        this.wake(waiter, 'closed');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      if (this.pollMs !== null)
        timer = setTimeout(() => {
          this.wake(waiter, 'tick');
        }, this.pollMs);
      this.waiters.add(waiter);
    });
  }

  private wake(w: Waiter, reason: WakeReason): void {
    if (!this.waiters.delete(w)) return;
    w.resolve(reason);
  }
}

const wakers = new WeakMap<object, AlertWaker>();

/** The waker of one running app (keyed by its repositories), shared by its routes and its job. */
export function alertWakerFor(key: object): AlertWaker {
  let waker = wakers.get(key);
  if (!waker) {
    waker = new AlertWaker();
    wakers.set(key, waker);
  }
  return waker;
}
