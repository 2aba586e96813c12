// GET /api/alerts/stream: an event `notice` (id = the notice id, data = the AlertNotice) for each new notice of
// the caller, a `: ping` comment whenever a poll finds nothing (the heartbeat that keeps proxies from closing an
// idle stream), and a `ready` event first, once the stream has read where to start. A reconnecting client sends
// Last-Event-ID and gets what it missed.
import type { AlertRepository } from '@edgeboard/domain';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env';
import type { AlertWaker } from './alert-waker';

export interface AlertStreamDeps {
  alerts: Pick<AlertRepository, 'noticesAfter' | 'lastNoticeId'>;
  waker: Pick<AlertWaker, 'wait'>;
  userId: string;
}

function lastEventId(c: Context<AppEnv>): number | null {
  const raw = c.req.header('last-event-id');
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export function alertStream(c: Context<AppEnv>, deps: AlertStreamDeps): Response {
  const { alerts, waker, userId } = deps;
  // nginx and similar proxies buffer answers unless told not to; a buffered stream arrives late.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const closed = new AbortController();
    stream.onAbort(() => {
      closed.abort();
    });
    let last = lastEventId(c) ?? (await alerts.lastNoticeId(userId));
    await stream.writeSSE({ event: 'ready', data: String(last) });
    for (let first = true; !closed.signal.aborted; first = false) {
      const fresh = await alerts.noticesAfter(userId, last);
      for (const notice of fresh) {
        await stream.writeSSE({ event: 'notice', id: String(notice.id), data: JSON.stringify(notice) });
        last = notice.id;
      }
      if (fresh.length === 0 && !first) await stream.write(': ping\n\n');
      if ((await waker.wait(userId, closed.signal)) === 'closed') break;
    }
  });
}
