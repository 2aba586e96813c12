// The stream is driven by reading its events and ticking its waker: no sleeps, no timers.
import { afterEach, describe, expect, it } from 'vitest';
import { alertsApp, play, putJson, rule, sseReader, later, type AlertsApp } from './alerts-test-kit';
import { alertWakerFor } from './alert-waker';
import { matchAlerts } from '@edgeboard/application/alerts/match-alerts/match-alerts';

let t: AlertsApp;
afterEach(() => t.close());

/** Resolves once the stream is parked on the waker (its poll is done). */
async function parked(waker: ReturnType<typeof alertWakerFor>, count = 1): Promise<void> {
  while (waker.waiting < count) await new Promise((r) => setImmediate(r));
}

describe('GET /api/alerts/stream', () => {
  it('sends ready, then each new notice as it is made, and a heartbeat when a poll finds nothing', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    await putJson(t, '/api/alerts/rules', { rules: [rule()] }, star.headers);
    const waker = alertWakerFor(t.repos);

    const res = await t.get('/api/alerts/stream', star.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const events = sseReader(res);
    expect(await events.next()).toMatchObject({ event: 'ready', data: '0' });

    // Made in this instance: the match wakes the stream at once.
    await parked(waker);
    await t.repos.aiPicks.insertMany([play('kelce', 5)]);
    t.seasonClock.set(later(6));
    await matchAlerts(t.deps);
    const notice = await events.next();
    expect(notice.event).toBe('notice');
    const sent = JSON.parse(notice.data) as { id: number; pickId: string; player: string };
    expect(sent).toMatchObject({ pickId: 'kelce', player: 'Travis Kelce' });
    expect(notice.id).toBe(String(sent.id));

    // Nothing new at the next poll: a heartbeat comment.
    await parked(waker);
    waker.tick();
    expect(await events.next()).toMatchObject({ comment: true, event: null });
    await events.close();
  });

  it('finds a notice made by another instance at its next poll', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const waker = alertWakerFor(t.repos);
    await t.repos.aiPicks.insertMany([play('kelce', 5), play('adams', 6)]);
    const events = sseReader(await t.get('/api/alerts/stream', star.headers));
    expect((await events.next()).event).toBe('ready');
    await parked(waker);
    // Written straight to the table, as another instance's run would: nobody here is notified.
    await t.repos.alerts.addNotices([
      { userId: star.id, pickId: 'kelce', createdAt: '2026-11-21T12:00:00.000Z' },
    ]);
    waker.tick();
    const first = await events.next();
    expect(first.event).toBe('notice');
    expect(JSON.parse(first.data)).toMatchObject({ pickId: 'kelce' });
    await events.close();

    // A reconnect with Last-Event-ID gets what it missed.
    await t.repos.alerts.addNotices([
      { userId: star.id, pickId: 'adams', createdAt: '2026-11-21T12:01:00.000Z' },
    ]);
    const again = sseReader(
      await t.get('/api/alerts/stream', { ...star.headers, 'last-event-id': first.id! }),
    );
    expect(await again.next()).toMatchObject({ event: 'ready', data: first.id });
    const missed = await again.next();
    expect(JSON.parse(missed.data)).toMatchObject({ pickId: 'adams' });
    await again.close();
  });

  it('delivers every notice of a wake, in order with its id, to each of the user’s streams woken together', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    await putJson(t, '/api/alerts/rules', { rules: [rule()] }, star.headers);
    const waker = alertWakerFor(t.repos);
    const tabs = [
      sseReader(await t.get('/api/alerts/stream', star.headers)),
      sseReader(await t.get('/api/alerts/stream', star.headers)),
    ];
    for (const tab of tabs) expect((await tab.next()).event).toBe('ready');
    await parked(waker, 2);
    await t.repos.aiPicks.insertMany([play('kelce', 5), play('adams', 6)]);
    t.seasonClock.set(later(7));
    await matchAlerts(t.deps);
    for (const tab of tabs) {
      const got = [await tab.next(), await tab.next()];
      expect(got.map((e) => e.event)).toEqual(['notice', 'notice']);
      const sent = got.map((e) => JSON.parse(e.data) as { id: number; pickId: string });
      expect(sent.map((n) => n.pickId).sort()).toEqual(['adams', 'kelce']);
      expect(got.map((e) => e.id)).toEqual(sent.map((n) => String(n.id)));
      expect(sent[0]!.id).toBeLessThan(sent[1]!.id);
    }
    for (const tab of tabs) await tab.close();
  });

  it('stops waiting when the client goes away', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const waker = alertWakerFor(t.repos);
    const events = sseReader(await t.get('/api/alerts/stream', star.headers));
    await events.next();
    await parked(waker);
    await events.close();
    while (waker.waiting > 0) await new Promise((r) => setImmediate(r));
    expect(waker.waiting).toBe(0);
  });
});
