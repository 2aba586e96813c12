// Security (issue #30 item 1): alert streams had no cap and no lifetime. One Starting account held 983 streams
// against a 1,024-descriptor limit and every other connection was refused; a stream kept delivering after its
// session signed out (52 notices). Driven by reading events and ticking the waker, on the injected clock.
import { afterEach, describe, expect, it } from 'vitest';
import { alertsApp, play, sseReader, type AlertsApp, type SseEvent } from './alerts-test-kit';
import { alertWakerFor } from './alert-waker';
import { ALERT_STREAM_SESSION_CHECK_MS } from './alert-stream';
import {
  ALERT_STREAM_LIMITS,
  ALERT_STREAMS_FULL_CODE,
  ALERT_STREAMS_PER_USER_CODE,
} from './alert-stream-slots';

let t: AlertsApp;
afterEach(() => t.close());

const waker = () => alertWakerFor(t.repos);

/** Resolves once `count` streams are parked on the waker. */
async function parked(count: number): Promise<void> {
  while (waker().waiting < count) await new Promise((r) => setImmediate(r));
}

/** Opens a stream and reads its `ready` event. */
async function open(headers: Record<string, string>) {
  const res = await t.get('/api/alerts/stream', headers);
  expect(res.status).toBe(200);
  const events = sseReader(res);
  expect((await events.next()).event).toBe('ready');
  return events;
}

/** Asks for one more stream until it is granted (a closed stream frees its slot once its loop has ended). */
async function openOnceFreed(headers: Record<string, string>) {
  for (let i = 0; i < 1000; i++) {
    const res = await t.get('/api/alerts/stream', headers);
    if (res.status === 200) return sseReader(res);
    await res.body?.cancel();
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('no slot was freed');
}

/** The stream's next event, or 'ended' when the server closed it instead. */
async function nextOrEnd(events: ReturnType<typeof sseReader>): Promise<SseEvent | 'ended'> {
  try {
    return await events.next();
  } catch (err) {
    if (err instanceof Error && err.message === 'the stream ended') return 'ended';
    throw err;
  }
}

describe('GET /api/alerts/stream bounds', () => {
  it('answers 429 with a code past the streams one user may hold, and frees a slot when a stream closes', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'starting' });
    const streams = [];
    for (let i = 0; i < ALERT_STREAM_LIMITS.perUser; i++) streams.push(await open(star.headers));
    const refused = await t.get('/api/alerts/stream', star.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ error: { code: ALERT_STREAMS_PER_USER_CODE } });

    // Another user is not affected.
    const other = await t.user('other@x.dev', { tier: 'starting' });
    await (await open(other.headers)).close();

    await streams[0]?.close();
    const again = await openOnceFreed(star.headers);
    await again.close();
    for (const s of streams.slice(1)) await s.close();
  });

  it('answers 429 with another code once the instance holds its most streams, for anyone', async () => {
    t = await alertsApp(undefined, { ALERT_STREAMS_PER_INSTALL: '3' });
    const held = [];
    for (let i = 0; i < 3; i++) {
      const u = await t.user(`u${String(i)}@x.dev`, { tier: 'starting' });
      held.push(await open(u.headers));
    }
    const late = await t.user('late@x.dev', { tier: 'all-star' });
    const refused = await t.get('/api/alerts/stream', late.headers);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: ALERT_STREAMS_FULL_CODE } });
    for (const s of held) await s.close();
  });

  it('closes a stream once its lifetime has passed on the injected clock, so the client authenticates again', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'starting' });
    const events = await open(star.headers);
    await parked(1);
    // Just before the end of its lifetime it still answers the poll.
    t.clock.set(new Date(t.clock.now().getTime() + ALERT_STREAM_LIMITS.lifetimeMs - 1));
    waker().tick();
    expect(await events.next()).toMatchObject({ comment: true });
    await parked(1);
    t.clock.set(new Date(t.clock.now().getTime() + 1));
    waker().tick();
    expect(await nextOrEnd(events)).toBe('ended');
    // Its slot is free again: the user may open as many as before.
    for (let i = 0; i < ALERT_STREAM_LIMITS.perUser; i++) await (await openOnceFreed(star.headers)).close();
  });

  it('stops delivering and closes once the session that opened it signs out', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'starting' });
    await t.repos.aiPicks.insertMany([play('kelce', 5)]);
    const events = await open(star.headers);
    await parked(1);
    const out = await t.app.request('/auth/v1/logout', { method: 'POST', headers: star.headers });
    expect(out.status).toBe(204);
    await t.repos.alerts.addNotices([
      { userId: star.id, pickId: 'kelce', createdAt: '2025-10-12T15:10:00.000Z' },
    ]);
    waker().notify([star.id]);
    // The notice made after sign-out is never delivered: the stream ends first.
    expect(await nextOrEnd(events)).toBe('ended');
    // And a new stream with the signed-out token is refused.
    expect((await t.get('/api/alerts/stream', star.headers)).status).toBe(401);
  });

  it('closes an idle stream whose session signed out within a session check of the injected clock', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'starting' });
    const events = await open(star.headers);
    await parked(1);
    const out = await t.app.request('/auth/v1/logout', { method: 'POST', headers: star.headers });
    expect(out.status).toBe(204);
    // A heartbeat delivers nothing, so the session is checked only once a check is due: until then, pings.
    t.clock.set(new Date(t.clock.now().getTime() + ALERT_STREAM_SESSION_CHECK_MS - 1));
    waker().tick();
    expect(await events.next()).toMatchObject({ comment: true });
    await parked(1);
    t.clock.set(new Date(t.clock.now().getTime() + 1));
    waker().tick();
    expect(await nextOrEnd(events)).toBe('ended');
  });
});
