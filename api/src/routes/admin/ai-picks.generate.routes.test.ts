import { describe, expect, it } from 'vitest';
import { adminContextPerSuite } from './admin-test-setup';
import { pick } from '@edgeboard/adapters/sql/repositories/test-rows';
import { adminRoutes } from './admin.routes';
import { seedAiPickLeague, type Err, type Generated } from './ai-picks-test-seed';
import { SUBSCRIBER_ID, testApp, viewerFor, ADMIN_PORTS } from './route-testing';

describe('admin AI picks: generation', () => {
  const t = adminContextPerSuite(async (t) => {
    await seedAiPickLeague(t);
  });

  it('previews a run: the current week by the season clock and how many ungraded picks it would replace', async () => {
    // Regression (issue #20 item 9): the generate screen opened on week 1 and replaced picks without a count.
    // The test clock reads 2025-09-20, in week 3.
    const res = await t.json('GET', '/api/admin/ai-picks/generate/preview');
    expect(res.status).toBe(200);
    const week3 = await t.repos.aiPicks.forWeek(2025, 3);
    expect(res.body).toEqual({
      season: 2025,
      week: 3,
      current: { season: 2025, week: 3 },
      lines: 6,
      ungraded: week3.filter((p) => p.result === null).length,
      graded: week3.filter((p) => p.result !== null).length,
      // The week's game kicks off on 2025-09-21, after the test clock: nothing is locked yet.
      locked: 0,
    });
    expect((res.body as { ungraded: number }).ungraded).toBeGreaterThan(0);
    // Another week on request; nothing was written by asking.
    expect(
      (await t.json('GET', '/api/admin/ai-picks/generate/preview?season=2025&week=9')).body,
    ).toMatchObject({
      week: 9,
      current: { season: 2025, week: 3 },
      lines: 0,
      ungraded: 0,
    });
    expect((await t.repos.aiPicks.forWeek(2025, 3)).length).toBe(week3.length);
    expect((await t.json('GET', '/api/admin/ai-picks/generate/preview?week=19')).status).toBe(400);
  });

  it('generates the week’s picks against every book on the consensus line, replacing ungraded picks only', async () => {
    const res = await t.json('POST', '/api/admin/ai-picks/generate', { season: 2025, week: 3 });
    expect(res.status).toBe(200);
    const out = res.body as Generated;
    expect(out).toMatchObject({ lines: 6, deleted: 1, inserted: 1 });
    const kelce = out.picks[0]!;
    expect(kelce).toMatchObject({
      player: 'Travis Kelce',
      player_id: 'p1',
      opponent: 'BUF',
      stat_type: 'receiving_yards',
      line_value: 64.5,
      game_id: 'g3',
      season: 2025,
      week: 3,
      result: null,
    });
    expect(kelce.confidence).toBeGreaterThanOrEqual(0);
    expect(kelce.confidence).toBeLessThanOrEqual(100);
    // Best price among the books at the consensus line: -110 over (DraftKings), -105 under (BetMGM).
    expect(kelce.odds).toBe(kelce.pick === 'over' ? -110 : -105);
    // Priced against the books: BetMGM (-115/-105, the smallest margin at the consensus line) is posted,
    // the best price names its book, and lines pulled long before the generation run are stale.
    expect(kelce).toMatchObject({
      line_source: 'book',
      sportsbook: 'BetMGM',
      over_odds: -115,
      under_odds: -105,
      best_book: kelce.pick === 'over' ? 'DraftKings' : 'BetMGM',
      verdict: 'no_play',
      no_play_reason: 'stale_line',
    });
    expect(kelce.win_p).toBeCloseTo(kelce.confidence / 100, 1);
    expect(out.skipped.map((s) => `${s.player}: ${s.reason}`).sort()).toEqual([
      'Nobody Known: Unknown player',
      'Travis Kelce: The model does not project this stat type',
      'Xavier Worthy: Already graded this week',
    ]);

    const week = await t.repos.aiPicks.forWeek(2025, 3);
    expect(week.map((p) => p.id).sort()).toEqual(['graded', kelce.id].sort());
    expect(week.find((p) => p.id === 'graded')?.result).toBe('win');

    // Same inputs, same pick: the id and the Edge Score are stable across re-runs, and the row is rewritten in
    // place (nothing deleted, nothing inserted).
    const again = (await t.json('POST', '/api/admin/ai-picks/generate', { season: 2025, week: 3 }))
      .body as Generated;
    expect(again).toMatchObject({ deleted: 0, inserted: 0, updated: 1 });
    expect(again.picks[0]).toMatchObject({ id: kelce.id, confidence: kelce.confidence, pick: kelce.pick });
  });

  it('judges line freshness and stamps the publish time on the season clock, so lines pulled the day before a demo-season run are not stale', async () => {
    // The real clock is a year past the demo season (local mode); the season clock is the day after the pull.
    // A first publication (a re-made pick keeps its first time): the earlier run's pick is gone.
    const earlier = (await t.repos.aiPicks.forWeek(2025, 3)).find((p) => p.player_id === 'p1');
    if (earlier) await t.repos.aiPicks.delete(earlier.id);
    const app = testApp(
      () => viewerFor('admin'),
      adminRoutes({
        ...t.repos,
        ...ADMIN_PORTS,
        picks: t.repos.aiPicks,
        clock: { now: () => new Date('2026-11-23T12:00:00.000Z') },
        seasonClock: { now: () => new Date('2025-09-06T12:00:00.000Z') },
        jobEngine: t.jobEngine,
      }),
    );
    const res = await app.request('/api/admin/ai-picks/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ season: 2025, week: 3 }),
    });
    expect(res.status).toBe(200);
    const out = (await res.json()) as Generated;
    expect(out.picks[0]?.no_play_reason).not.toBe('stale_line');
    // Published at season time, not the real clock's (which is after the game).
    expect(out.picks[0]?.created_at).toBe('2025-09-06T12:00:00.000Z');
  });

  it('re-prices the pick of an edited prop line and leaves hand-edited picks of the week alone', async () => {
    const kelceId = (await t.repos.aiPicks.forWeek(2025, 3)).find((p) => p.player_id === 'p1')!.id;
    await t.repos.aiPicks.insertMany([
      pick('hand-edited', { season: 2025, week: 3, player: 'Hand Edited', confidence: 77 }),
    ]);
    // Every book moves the line: the consensus goes from 64.5 to 80.5.
    for (const [id, line] of [
      ['k1', 80.5],
      ['k2', 80.5],
    ] as const) {
      const res = await t.json('PUT', `/api/admin/prop-lines/${id}`, { line_value: line });
      expect(res.status).toBe(200);
    }
    const res = await t.json('PUT', '/api/admin/prop-lines/k3', { line_value: 80.5 });
    expect(res.body).toMatchObject({ id: 'k3', line_value: 80.5 });
    const kelce = await t.repos.aiPicks.get(kelceId);
    expect(kelce).toMatchObject({ line_value: 80.5, result: null });
    expect(await t.repos.aiPicks.get('hand-edited')).toMatchObject({ confidence: 77 });
    expect((await t.repos.aiPicks.get('graded'))?.result).toBe('win');
    const activity = await t.repos.activity.recent(1);
    expect(activity[0]?.activity).toBe('prop_line_updated');
    expect(activity[0]?.target).toContain('1 pick re-priced');
  });

  it('refuses bad generate input and weeks with no lines', async () => {
    expect(
      ((await t.json('POST', '/api/admin/ai-picks/generate', { season: 2025, week: 19 })).body as Err).error
        .field,
    ).toBe('week');
    expect(
      ((await t.json('POST', '/api/admin/ai-picks/generate', { week: 3 })).body as Err).error.field,
    ).toBe('season');
    expect((await t.json('POST', '/api/admin/ai-picks/generate', { season: 2025, week: 9 })).status).toBe(
      404,
    );
  });

  it('keeps a prop’s pick under the id it is stored with (a replay’s, an earlier run’s), so a tracked bet stays linked', async () => {
    // Regression (issue #28 item 5): the run wrote the prop's pick under a new id and deleted the stored one,
    // cutting its bets loose and notifying subscribers of a play they already had.
    const kelce = (await t.repos.aiPicks.forWeek(2025, 3)).find((p) => p.player_id === 'p1')!;
    await t.repos.aiPicks.delete(kelce.id);
    await t.repos.aiPicks.insertMany([{ ...kelce, id: 'replay-kelce', line_value: 70.5 }]);
    await t.repos.bets.create({
      ...{ id: 'bet-on-kelce', user_id: SUBSCRIBER_ID, pick_id: 'replay-kelce', sportsbook: 'FanDuel' },
      ...{ odds: -110, stake: 1, player: kelce.player, player_id: 'p1', stat_type: 'receiving_yards' },
      ...{ line: 70.5, side: 'over', season: 2025, week: 3, game_id: 'g3' },
      ...{ placed_at: '2025-09-19T12:00:00.000Z', created_at: '2025-09-19T12:00:00.000Z' },
      updated_at: '2025-09-19T12:00:00.000Z',
    });
    const out = (await t.json('POST', '/api/admin/ai-picks/generate', { season: 2025, week: 3 }))
      .body as Generated;
    expect(out).toMatchObject({ inserted: 0, updated: 1 });
    expect(out.picks.map((p) => p.id)).toEqual(['replay-kelce']);
    expect((await t.repos.bets.get(SUBSCRIBER_ID, 'bet-on-kelce'))?.pick_id).toBe('replay-kelce');
    expect((await t.repos.activity.recent(1))[0]?.target).toBe(
      '2025 week 3: 0 new, 1 updated, 1 deleted picks',
    );
  });
});
