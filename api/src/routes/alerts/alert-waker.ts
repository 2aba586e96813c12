// Wakes the open alert streams of this instance. A notice made here (the publish hook, this instance's job run)
// wakes its user's streams at once; a notice made by another instance is found at the next poll: every `pollMs`
// one timer wakes all streams, whose polls are then answered together (each poll doubles as the heartbeat). No broadcast is needed: the
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
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(pollMs: number | null = ALERT_POLL_MS) {
    this.pollMs = pollMs;
  }

  /** Stops the timer: from now on only `tick()` and `notify()` wake streams. */
  useManualTicks(): void {
    this.pollMs = null;
    this.stopTimer();
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
      const waiter: Waiter = {
        userId,
        resolve: (reason) => {
          signal.removeEventListener('abort', onAbort);
          resolve(reason);
        },
      };
      const onAbort = () => {
        this.wake(waiter, 'closed');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(waiter);
      this.startTimer();
    });
  }

  /**
   * One timer for every stream, not one each: 10,000 streams made 2,000 timer wakes a second, each a poll of its
   * own. Each run wakes every waiting stream at once, so their polls go to the database together (NoticePolls).
   * It stops when no stream waits, so an idle instance (or a test) holds no timer.
   */
  private startTimer(): void {
    if (this.pollMs === null || this.timer) return;
    this.timer = setInterval(() => {
      if (this.waiters.size === 0) this.stopTimer();
      else this.tick();
    }, this.pollMs);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
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
