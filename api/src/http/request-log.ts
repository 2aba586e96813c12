// The request log line. `ms` is the handler's own time; `waitedMs` is how long the request may have waited before
// Node could read it, and `totalMs` the two together (issue 28 item 2: while a job blocked the event loop for
// 10 s, requests waited in the socket and the log still showed a few milliseconds each). A request's arrival
// cannot be seen from inside a blocked process, so the wait is read from a heartbeat: a 20 ms timer whose late
// firing measures how long the loop was stalled. A request read during or just after a stall gets that stall
// as its wait: an upper bound (it may have arrived part-way through), and never a wait that did not happen.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

const BEAT_MS = 20;
/** A stall counts for requests read within this long after it ended (the rest of that turn of the loop). */
const AFTER_STALL_MS = 2 * BEAT_MS;

export interface LoopWatch {
  /** How long the event loop was stalled just before `at` (0 if it was turning). */
  stalledBefore(at: number): number;
}

/** The heartbeat's arithmetic, driven by `beat` (the timer, or a test). */
export class Heartbeat implements LoopWatch {
  private last: number;
  private stall = { ms: 0, endedAt: -Infinity };

  constructor(now: number) {
    this.last = now;
  }

  beat(now: number): void {
    const late = now - this.last - BEAT_MS;
    if (late > BEAT_MS) this.stall = { ms: late, endedAt: now };
    this.last = now;
  }

  stalledBefore(at: number): number {
    // Read before the heartbeat fired again (the stall is still the current turn), or just after it did.
    const ongoing = at - this.last - BEAT_MS;
    const recent = at - this.stall.endedAt <= AFTER_STALL_MS ? this.stall.ms : 0;
    return Math.round(Math.max(0, ongoing > BEAT_MS ? ongoing : 0, recent));
  }
}

let shared: Heartbeat | null = null;

/** One heartbeat per process, started on first use; it never keeps the process alive. */
export function processLoopWatch(): LoopWatch {
  if (!shared) {
    const heart = new Heartbeat(performance.now());
    setInterval(() => {
      heart.beat(performance.now());
    }, BEAT_MS).unref();
    shared = heart;
  }
  return shared;
}

export function requestLog(
  logger: Logger,
  watch: LoopWatch,
  now: () => number = () => performance.now(),
): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = now();
    const waited = watch.stalledBefore(started);
    await next();
    const ms = Math.round(now() - started);
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms,
        waitedMs: waited,
        totalMs: waited + ms,
      },
      'request',
    );
  };
}
