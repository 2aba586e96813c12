// GET /api/alerts/stream: an event `notice` (id = the notice id, data = the AlertNotice) for each new notice of
// the caller, a `: ping` comment whenever a poll finds nothing (the heartbeat that keeps proxies from closing an
// idle stream), and a `ready` event first, once the stream has read where to start. A reconnecting client sends
// Last-Event-ID and gets what it missed.
// Bounded (issue #30 item 1): the stream holds a slot (alert-stream-slots.ts) while it is open; before anything
// is delivered it checks that the caller's session is still live (a signed-out session's stream kept delivering:
// 52 notices arrived after sign-out), on heartbeats at least every ALERT_STREAM_SESSION_CHECK_MS, and at every
// wake that its lifetime, on the injected clock, has not run out; either ends it. The web app then reconnects with a fresh token, authenticating again, or stops on a 401.
import type { AlertNotice, AlertRepository, Clock } from '@edgeboard/domain';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env';
import type { AlertWaker } from './alert-waker';

export interface AlertStreamDeps {
  alerts: Pick<AlertRepository, 'noticesAfter' | 'lastNoticeId'>;
  waker: Pick<AlertWaker, 'wait'>;
  userId: string;
  /** Whether the session that opened the stream is still live (the token's check, run again). */
  stillSignedIn: () => Promise<boolean>;
  clock: Clock;
  /** How long the stream stays open before it closes for the client to reconnect. */
  lifetimeMs: number;
  /** Frees the stream's slot; called once the stream has ended, whatever ended it. */
  release: () => void;
}

/**
 * How long an idle stream goes between session checks. Before anything is delivered the session is checked at
 * once; a heartbeat delivers nothing, and checking at each one was a query per stream per poll (10,000 streams,
 * 2,000 a second), so a signed-out stream that hears nothing closes within this, freeing its slot.
 */
export const ALERT_STREAM_SESSION_CHECK_MS = 60_000;

/** Events already written: a user's streams woken together share their poll's notices (NoticePolls). */
const written = new WeakMap<AlertNotice, string>();

/** A notice as writeSSE writes it (its JSON has no line breaks, so it is one data line). */
function noticeEvent(notice: AlertNotice): string {
  let event = written.get(notice);
  if (event === undefined) {
    event = `event: notice\ndata: ${JSON.stringify(notice)}\nid: ${String(notice.id)}\n\n`;
    written.set(notice, event);
  }
  return event;
}

function lastEventId(c: Context<AppEnv>): number | null {
  const raw = c.req.header('last-event-id');
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export function alertStream(c: Context<AppEnv>, deps: AlertStreamDeps): Response {
  const { alerts, waker, userId, clock } = deps;
  const endsAt = clock.now().getTime() + deps.lifetimeMs;
  // nginx and similar proxies buffer answers unless told not to; a buffered stream arrives late.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const closed = new AbortController();
    stream.onAbort(() => {
      closed.abort();
    });
    try {
      let last = lastEventId(c) ?? (await alerts.lastNoticeId(userId));
      await stream.writeSSE({ event: 'ready', data: String(last) });
      // The viewer middleware checked the session as the stream opened.
      let checkedAt = clock.now().getTime();
      for (let first = true; !closed.signal.aborted; first = false) {
        if (!first && clock.now().getTime() >= endsAt) break;
        const fresh = await alerts.noticesAfter(userId, last);
        const due = clock.now().getTime() >= checkedAt + ALERT_STREAM_SESSION_CHECK_MS;
        if (!first && (fresh.length > 0 || due)) {
          if (!(await deps.stillSignedIn())) break;
          checkedAt = clock.now().getTime();
        }
        // One write for all of a wake's notices (a publish brings a user a week's worth): a write per notice
        // cost more than the notice itself once thousands of streams wake together.
        if (fresh.length > 0) await stream.write(fresh.map(noticeEvent).join(''));
        last = fresh.at(-1)?.id ?? last;
        if (fresh.length === 0 && !first) await stream.write(': ping\n\n');
        if ((await waker.wait(userId, closed.signal)) === 'closed') break;
      }
    } finally {
      deps.release();
    }
  });
}
