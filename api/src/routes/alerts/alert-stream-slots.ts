// How many alert streams may be open at once (issue #30 item 1). Each open stream holds a socket, a file
// descriptor, for as long as it lasts: one Starting account held 983 streams against a 1,024-descriptor limit and
// every other connection was refused. So each user may hold a few (tabs and devices), the instance a bounded
// number well under its descriptor limit; past either, 429 with a code and Retry-After.
import { RateLimitedError } from '@edgeboard/domain';

export interface AlertStreamLimits {
  /** Streams one user may hold open on this instance (a few tabs and devices). */
  perUser: number;
  /** Streams this instance holds open for everyone, well under its file-descriptor limit. */
  perInstall: number;
  /** After this long a stream closes; the web app reconnects with a fresh token, so it authenticates again. */
  lifetimeMs: number;
}

export const ALERT_STREAM_LIMITS: AlertStreamLimits = {
  perUser: 5,
  perInstall: 500,
  lifetimeMs: 15 * 60_000,
};

/** 429 codes of GET /api/alerts/stream. */
export const ALERT_STREAMS_PER_USER_CODE = 'alert_streams_per_user';
export const ALERT_STREAMS_FULL_CODE = 'alert_streams_full';

/** When to try again: a stream frees up at the latest when its lifetime ends. */
const RETRY_AFTER_MS = 30_000;

export class AlertStreamSlots {
  private readonly byUser = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<AlertStreamLimits, 'perUser' | 'perInstall'>) {}

  /** Takes a slot for the user, or throws the 429; the answer frees it (once, however often it is called). */
  acquire(userId: string): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser)
      throw new RateLimitedError(
        RETRY_AFTER_MS,
        `You have ${String(this.limits.perUser)} alert streams open already. Close a tab or try again later.`,
        ALERT_STREAMS_PER_USER_CODE,
      );
    if (this.total >= this.limits.perInstall)
      throw new RateLimitedError(
        RETRY_AFTER_MS,
        'Live alerts are busy right now. The bell still shows your alerts; live updates resume shortly.',
        ALERT_STREAMS_FULL_CODE,
      );
    this.byUser.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }

  /** Streams open now (all users, or one). */
  open(userId?: string): number {
    return userId === undefined ? this.total : (this.byUser.get(userId) ?? 0);
  }
}
