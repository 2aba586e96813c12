// Issue #14 items 3-4 at the API, on both engines: GET /api/props/{id}/lines answers the history of the pick's prop
// (same player, stat type and game, every book, oldest first) under the analysis detail's access rule, in at most
// two statements of its own; once the pick locks at kickoff its analysis carries the close of its book.
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { game, pick, propLine } from '@edgeboard/adapters/sql/repositories/test-rows';
import { PERMISSION_MESSAGE, PropDetail, PropLineHistory, SESSION_EXPIRED_MESSAGE } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { TOKENS } from '../../container';
import { describeEachEngineApp } from '../../testing/engine-test-app';
import type { TestApp } from '../../testing/test-app';

// The test app's season clock stands at 2025-10-12 15:00 UTC: g-past kicked off, g-next has not.
const PAST_KICKOFF = '2025-10-12T13:00:00.000Z';
const NEXT_KICKOFF = '2025-10-13T00:20:00.000Z';

async function seed(t: TestApp) {
  await t.repos.games.upsertMany([
    game('g-past', { week: 6, kickoff: PAST_KICKOFF, status: 'in_progress' }),
    game('g-next', { week: 6, kickoff: NEXT_KICKOFF }),
  ]);
  const mine = { player: 'Travis Kelce', player_id: 'pl-1', stat_type: 'receiving_yards' as const };
  await t.repos.aiPicks.insertMany([
    pick('past', {
      ...mine,
      week: 6,
      game_id: 'g-past',
      line_value: 55.5,
      pick: 'over',
      odds: -105,
      sportsbook: 'DraftKings',
      over_odds: -110,
      under_odds: -110,
      line_source: 'book',
      created_at: '2025-10-07T15:05:00.000Z',
    }),
    // Four upcoming picks: a free caller's allowance is the first three by creation time.
    ...[1, 2, 3, 4].map((n) =>
      pick(`next${n}`, {
        ...mine,
        week: 6,
        game_id: 'g-next',
        created_at: `2025-10-07T15:0${n}:00.000Z`,
      }),
    ),
  ]);
  const at = (iso: string) => ({ pulled_at: iso, updated_at: iso });
  const past = { ...mine, game_id: 'g-past', season: 2025, week: 6 };
  // Stored out of order on purpose; the answer is oldest first.
  await t.repos.propLines.insertMany([
    propLine('dk-close', {
      ...past,
      sportsbook: 'DraftKings',
      line_value: 55.5,
      odds: -125,
      over_odds: -125,
      under_odds: 105,
      ...at('2025-10-12T12:30:00.000Z'),
    }),
    propLine('dk-open', {
      ...past,
      sportsbook: 'DraftKings',
      line_value: 55.5,
      odds: -110,
      over_odds: -110,
      under_odds: -110,
      ...at('2025-10-07T15:00:00.000Z'),
    }),
    propLine('fd-open', {
      ...past,
      sportsbook: 'FanDuel',
      line_value: 56.5,
      odds: -105,
      over_odds: -105,
      under_odds: -115,
      ...at('2025-10-07T14:00:00.000Z'),
    }),
    // Stored without a player id (a CSV import): matched by name.
    propLine('csv', {
      ...past,
      player: ' travis kelce ',
      player_id: null,
      sportsbook: 'BetMGM',
      odds: -110,
      ...at('2025-10-09T10:00:00.000Z'),
    }),
    // After kickoff: a live line, never the close (it still belongs to the history).
    propLine('dk-live', {
      ...past,
      sportsbook: 'DraftKings',
      line_value: 60.5,
      odds: -110,
      over_odds: -110,
      under_odds: -110,
      ...at('2025-10-12T13:30:00.000Z'),
    }),
    // Another stat, another player, another game: not this prop.
    propLine('other-stat', { ...past, stat_type: 'receptions', ...at('2025-10-08T10:00:00.000Z') }),
    propLine('other-player', {
      ...past,
      player: 'Rashee Rice',
      player_id: 'pl-2',
      ...at('2025-10-08T10:00:00.000Z'),
    }),
    propLine('other-game', { ...past, game_id: 'g-next', ...at('2025-10-08T10:00:00.000Z') }),
  ]);
}

async function history(t: TestApp, id: string, headers: Record<string, string>) {
  const res = await t.get(`/api/props/${id}/lines`, headers);
  return { status: res.status, body: await res.json() };
}

describeEachEngineApp('GET /api/props/{id}/lines', (getApp) => {
  it('answers the prop’s pulls across books, oldest first, with the publish time, kickoff and the pick’s book', async () => {
    const t = getApp();
    await seed(t);
    const { headers } = await t.user('free@x.dev');
    const res = await history(t, 'past', headers);
    expect(res.status).toBe(200);
    const body = PropLineHistory.parse(res.body);
    expect(body).toMatchObject({
      pickId: 'past',
      publishedAt: '2025-10-07T15:05:00.000Z',
      kickoff: PAST_KICKOFF,
      pickBook: 'DraftKings',
      // The season clock, not the real one: the page judges Close or Latest on it.
      asOf: '2025-10-12T15:00:00.000Z',
    });
    expect(body.pulls.map((p) => [p.book, p.line, p.pulledAt])).toEqual([
      ['FanDuel', 56.5, '2025-10-07T14:00:00.000Z'],
      ['DraftKings', 55.5, '2025-10-07T15:00:00.000Z'],
      ['BetMGM', 265.5, '2025-10-09T10:00:00.000Z'],
      ['DraftKings', 55.5, '2025-10-12T12:30:00.000Z'],
      ['DraftKings', 60.5, '2025-10-12T13:30:00.000Z'],
    ]);
    expect(body.pulls[3]).toEqual({
      book: 'DraftKings',
      line: 55.5,
      overOdds: -125,
      underOdds: 105,
      pulledAt: '2025-10-12T12:30:00.000Z',
    });
  });

  it('follows the analysis’ access: 401 anonymous, 403 past the allowance, 404 unknown', async () => {
    const t = getApp();
    const free = (await t.user('free2@x.dev')).headers;
    const allstar = (await t.user('allstar@x.dev', { tier: 'all-star' })).headers;
    const anon = await history(t, 'past', {});
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: { message: SESSION_EXPIRED_MESSAGE } });
    expect((await history(t, 'next3', free)).status).toBe(200);
    const refused = await history(t, 'next4', free);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: PERMISSION_MESSAGE } });
    expect((await t.get('/api/props/analysis/v2/next4', free)).status).toBe(403);
    expect((await history(t, 'next4', allstar)).status).toBe(200);
    expect((await history(t, 'nope', allstar)).status).toBe(404);
  });

  it('sends at most two statements of its own (the session check aside) once the viewer is known', async () => {
    const t = getApp();
    const { headers } = await t.user('counter@x.dev', { tier: 'all-star' });
    expect((await history(t, 'past', headers)).status).toBe(200);
    const { statements } = t.container.get<DbHandle>(TOKENS.db);
    const { result, statements: sent } = await statements.record(async () =>
      t.get('/api/props/past/lines', headers),
    );
    expect(result.status).toBe(200);
    expect(sent.filter((s) => !/auth_sessions/.test(s))).toHaveLength(2);
  });

  it('carries the close of the pick’s book on its analysis once the pick locks, and none before', async () => {
    const t = getApp();
    const { headers } = await t.user('reader@x.dev', { tier: 'all-star' });
    const detail = async (id: string) =>
      PropDetail.parse(await (await t.get(`/api/props/analysis/v2/${id}`, headers)).json());
    expect((await detail('past')).closing ?? null).toBeNull();
    await t.repos.aiPicks.lockStarted(t.seasonClock.now().toISOString());
    // DraftKings' last pull before kickoff (-125/+105 at 55.5), not its live line; published at -105.
    // No-vig over at the close: 0.5556 / (0.5556 + 0.4878) = 0.5325; -105 implies 0.5122.
    const closing = (await detail('past')).closing;
    expect(closing).toMatchObject({ book: 'DraftKings', line: 55.5, price: -125 });
    expect(closing?.clv).toBeCloseTo(0.5325 - 0.5122, 3);
    expect(closing?.priceImprovement).toBeCloseTo(1.95238 / 1.8 - 1, 3);
    expect((await detail('next1')).closing ?? null).toBeNull();
  });
});
