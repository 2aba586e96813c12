import { DEFAULT_ALERT_RULE } from '@edgeboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { seedAiPickLeague } from '../admin/ai-picks-test-seed';
import { alertsApp, play, putJson, rule, SEASON_NOW, later, type AlertsApp } from './alerts-test-kit';

let t: AlertsApp;
afterEach(() => t.close());

describe('alert rules', () => {
  it('answers 401 anonymous and 403 upgrade_required below starting, on every alerts route', async () => {
    t = await alertsApp();
    const scout = await t.user('scout@x.dev', { tier: 'scout' });
    for (const [path, method, body] of [
      ['/api/alerts/rules', 'GET', undefined],
      ['/api/alerts/rules', 'PUT', { rules: [] }],
      ['/api/alerts', 'GET', undefined],
      ['/api/alerts/read', 'POST', { all: true }],
      ['/api/alerts/stream', 'GET', undefined],
    ] as const) {
      const send = (headers: Record<string, string>) =>
        body === undefined
          ? t.app.request(path, { method, headers })
          : putJson(t, path, body, headers, method);
      expect((await send({})).status).toBe(401);
      const refused = await send(scout.headers);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('upgrade_required');
    }
  });

  it('gives starting the default rule to switch on and off, and refuses rules of its own', async () => {
    t = await alertsApp();
    const starting = await t.user('starting@x.dev', { tier: 'starting' });
    const first = await t.get('/api/alerts/rules', starting.headers);
    expect(await first.json()).toEqual({
      access: 'default',
      rules: [DEFAULT_ALERT_RULE],
      defaultRule: DEFAULT_ALERT_RULE,
    });

    const on = await putJson(
      t,
      '/api/alerts/rules',
      { rules: [{ ...DEFAULT_ALERT_RULE, enabled: true }] },
      starting.headers,
    );
    expect(on.status).toBe(200);
    expect(((await on.json()) as { rules: unknown[] }).rules).toEqual([
      { ...DEFAULT_ALERT_RULE, enabled: true },
    ]);

    const custom = await putJson(
      t,
      '/api/alerts/rules',
      { rules: [rule({ minEdgeScore: 80 })] },
      starting.headers,
    );
    expect(custom.status).toBe(403);
    expect(((await custom.json()) as { error: { code: string } }).error.code).toBe('all_star_required');
    expect(await t.repos.alerts.rules(starting.id)).toEqual([{ ...DEFAULT_ALERT_RULE, enabled: true }]);
  });

  it('lets all-star keep rules of its own and refuses bad ones with a 400 that changes nothing', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const mine = [
      rule({
        minEdgeScore: 75,
        statTypes: ['receptions'],
        players: [{ id: 'p1', name: 'Travis Kelce' }],
        email: true,
      }),
      rule({ minEdgeScore: null, minEvPercent: 4 }),
    ];
    const saved = await putJson(t, '/api/alerts/rules', { rules: mine }, star.headers);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ access: 'custom', rules: mine, defaultRule: DEFAULT_ALERT_RULE });
    // Saving a rule starts the matching from now.
    expect(await t.repos.alerts.watermark()).toBe(SEASON_NOW);

    for (const bad of [
      { rules: [rule({ minEdgeScore: 120 })] },
      { rules: [rule({ minEvPercent: -1 })] },
      { rules: [{ ...rule(), statTypes: ['points'] }] },
      { rules: Array.from({ length: 11 }, () => rule()) },
      { rules: [{ enabled: true }] },
      {},
    ]) {
      const res = await putJson(t, '/api/alerts/rules', bad, star.headers);
      expect(res.status).toBe(400);
    }
    expect(await t.repos.alerts.rules(star.id)).toEqual(mine);
  });
});

describe('alert notices', () => {
  it('lists the caller’s notices with the unread count and marks one or all read', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const other = await t.user('other@x.dev', { tier: 'all-star' });
    await putJson(t, '/api/alerts/rules', { rules: [rule()] }, star.headers);
    await putJson(t, '/api/alerts/rules', { rules: [rule()] }, other.headers);
    await t.repos.aiPicks.insertMany([play('a', 1), play('b', 2, { pick: 'under', ev: null })]);
    t.seasonClock.set(later(5));
    await t.app.request('/api/alerts', { headers: star.headers });
    const { matchAlerts } = await import('@edgeboard/application/alerts/match-alerts/match-alerts');
    await matchAlerts(t.deps);

    const list = await t.get('/api/alerts', star.headers);
    const body = (await list.json()) as { notices: { id: number; pickId: string }[]; unread: number };
    expect(body.unread).toBe(2);
    expect(body.notices.map((n) => n.pickId)).toEqual(['b', 'a']);
    expect(body.notices[0]).toMatchObject({
      direction: 'Under',
      evPercent: null,
      readAt: null,
      edgeScore: 74,
    });

    const otherId = ((await (await t.get('/api/alerts', other.headers)).json()) as typeof body).notices[0]!
      .id;
    expect(
      await (await putJson(t, '/api/alerts/read', { id: otherId }, star.headers, 'POST')).json(),
    ).toEqual({ unread: 2 });
    expect(
      await (await putJson(t, '/api/alerts/read', { id: body.notices[1]!.id }, star.headers, 'POST')).json(),
    ).toEqual({ unread: 1 });
    expect(await (await putJson(t, '/api/alerts/read', { all: true }, star.headers, 'POST')).json()).toEqual({
      unread: 0,
    });
    expect((await putJson(t, '/api/alerts/read', { id: 0 }, star.headers, 'POST')).status).toBe(400);
    expect((await putJson(t, '/api/alerts/read', { all: false }, star.headers, 'POST')).status).toBe(400);
    expect(((await (await t.get('/api/alerts', other.headers)).json()) as typeof body).unread).toBe(2);
  });

  it('matches after the back office generates picks (the publish hook), and not after a refused run', async () => {
    // The seeded league's week 3 kicks off on 2025-09-21.
    t = await alertsApp('2025-09-20T12:00:00.000Z');
    await seedAiPickLeague(t);
    const admin = await t.user('admin@x.dev', { role: 'admin' });
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    await putJson(t, '/api/alerts/rules', { rules: [rule({ minEdgeScore: null })] }, star.headers);

    const generate = (week: number, headers: Record<string, string>) =>
      putJson(t, '/api/admin/ai-picks/generate', { season: 2025, week }, headers, 'POST');
    // A play published some other way waits for the job; the hook matches what the generation wrote.
    await t.repos.aiPicks.insertMany([play('kelce', 0, { created_at: '2025-09-20T11:59:00.000Z' })]);

    const refused = await generate(9, admin.headers);
    expect(refused.status).toBe(404);
    expect((await t.repos.alerts.notices(star.id, 50)).notices).toEqual([]);

    const ok = await generate(3, admin.headers);
    expect(ok.status).toBe(200);
    // The seeded week generates one pick, a no play: no notice.
    const written = ((await ok.json()) as { picks: { id: string; verdict: string }[] }).picks;
    expect(written.map((p) => p.verdict)).toEqual(['no_play']);
    expect((await t.repos.alerts.notices(star.id, 50)).notices).toEqual([]);

    // Made a play (as a generation writing a play would): the hook notifies it, whatever its stamp.
    const { matchPublished } = await import('@edgeboard/application/alerts/match-alerts/match-alerts');
    await t.repos.aiPicks.insertMany([play('future', 0, { created_at: '2026-11-21T12:00:00.000Z' })]);
    expect(await matchPublished(t.deps, ['future', written[0]!.id, 'kelce'])).toMatchObject({
      plays: 2,
      notices: 2,
    });
    expect((await t.repos.alerts.notices(star.id, 50)).notices.map((n) => n.pickId)).toEqual([
      'future',
      'kelce',
    ]);
  });
});
