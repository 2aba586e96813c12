import { PlayerResearchResponse, PropCalculatorResponse, type GameLogEntry } from '@edgeboard/domain';
import { game, pick, player } from '@edgeboard/adapters/sql/repositories/test-rows';
import { sampleGameLog } from '@edgeboard/fixtures/samples';
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../testing/test-app';
import { testAppPerSuite } from '../../testing/per-suite';

// The season clock stands in week 6 of 2025 (createTestApp's default season instant): weeks 1-5 count.
const YARDS_2025 = [40, 90, 0, 75, 62, 300];

function entry(playerId: string, season: number, week: number, yards: number, team = 'KC'): GameLogEntry {
  const at = { player_id: playerId, game_id: `g-${String(season)}-${String(week)}`, season, week, team };
  const receiving = {
    receiving_yards: yards,
    receptions: Math.round(yards / 12),
    targets: Math.round(yards / 9),
  };
  return sampleGameLog({ ...at, opponent: 'DEN', carries: 1, ...receiving });
}

let starting: Awaited<ReturnType<TestApp['user']>>;
let allStar: Awaited<ReturnType<TestApp['user']>>;

const t = testAppPerSuite({}, async (t) => {
  await t.repos.players.upsertMany([
    player('p1', { name: 'Rashee Rice', team_name: 'KC' }),
    player('p2', { name: 'Other Chief', team_name: 'KC' }),
    player('p3', { name: 'Bye Week', team_name: 'NYJ' }),
  ]);
  const logs: GameLogEntry[] = [];
  for (let w = 1; w <= 17; w++) logs.push(entry('p1', 2024, w, 50 + ((w * 7) % 40)));
  // Week 3 of 2025 he missed (a teammate played); week 6 is this week's game and must not count.
  YARDS_2025.forEach((y, i) => {
    if (i !== 2) logs.push(entry('p1', 2025, i + 1, y));
  });
  for (let w = 1; w <= 5; w++) logs.push(entry('p2', 2025, w, 20));
  await t.repos.games.upsertMany([
    ...[1, 2, 3, 4, 5].map((w) =>
      game(`g-2025-${String(w)}`, {
        week: w,
        home_team: w % 2 === 1 ? 'KC' : 'DEN',
        away_team: w % 2 === 1 ? 'DEN' : 'KC',
        status: 'final',
      }),
    ),
    game('g-2025-6', { week: 6, kickoff: '2025-10-12T17:00:00.000Z', home_team: 'KC', away_team: 'BUF' }),
  ]);
  await t.repos.gameLogs.insertMany(logs);
  await t.repos.aiPicks.insertMany([
    pick('pick-rice', {
      player: 'Rashee Rice',
      player_id: 'p1',
      stat_type: 'receiving_yards',
      line_value: 61.5,
      week: 6,
      game_id: 'g-2025-6',
    }),
  ]);
  starting = await t.user('research-starting@x.dev', { tier: 'starting' });
  allStar = await t.user('research-allstar@x.dev', { tier: 'all-star' });
});

const research = (query: string, headers: Record<string, string>) =>
  t.get(`/api/players/p1/research?${query}`, headers);

describe('GET /api/players/{id}/research', () => {
  it('rates the games before the current week against this week’s pick line', async () => {
    const res = await research('statType=receiving_yards', starting.headers);
    expect(res.status).toBe(200);
    const body = PlayerResearchResponse.parse(await res.json());
    expect(body).toMatchObject({ season: 2025, week: 6, line: 61.5, lineSource: 'pick' });
    expect(body.pick).toEqual({ id: 'pick-rice', direction: 'over', line: 61.5 });
    // 40, 90, 75, 62 in 2025 (week 6's 300 is in the future): 3 of 4 over 61.5.
    expect(body.hitRates.find((h) => h.window === 'season')).toMatchObject({ hits: 3, games: 4 });
    const l5 = body.hitRates.find((h) => h.window === 'L5');
    expect(l5?.games).toBe(5);
    expect(l5?.low).toBeGreaterThan(0);
    expect(body.games.some((g) => g.week === 6 && g.season === 2025)).toBe(false);
    expect(body.missedGames).toEqual([{ season: 2025, week: 3, team: 'KC', opponent: 'DEN' }]);
    expect(body.splits.home.games + body.splits.away.games).toBe(4);
    // Advanced stats are all-star's.
    expect(body.advanced).toBeNull();
    expect(body.advancedLocked).toBe(true);
  });

  it('rates the caller’s line when one is given', async () => {
    const body = PlayerResearchResponse.parse(
      await (await research('statType=receiving_yards&line=80', starting.headers)).json(),
    );
    expect(body).toMatchObject({ line: 80, lineSource: 'query' });
    expect(body.hitRates.find((h) => h.window === 'season')).toMatchObject({ hits: 1, games: 4 });
  });

  it('gives an all-star the projection’s median and p10-p90 range and the usage trend', async () => {
    const body = PlayerResearchResponse.parse(
      await (await research('statType=receiving_yards', allStar.headers)).json(),
    );
    const projection = body.advanced?.projection;
    expect(projection?.opponent).toBe('BUF');
    expect(projection?.p10).toBeLessThan(projection?.median ?? 0);
    expect(projection?.median).toBeLessThan(projection?.p90 ?? 0);
    expect(body.advanced?.usage.at(-1)).toMatchObject({ season: 2025, week: 5 });
  });

  it('refuses anonymous callers, and everyone below starting with a code', async () => {
    expect((await research('statType=receptions', {})).status).toBe(401);
    for (const tier of ['free', 'scout'] as const) {
      const u = await t.user(`research-${tier}@x.dev`, { tier });
      const res = await research('statType=receptions', u.headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'upgrade_required' } });
    }
  });

  it('answers 400 on a bad stat type or line and 404 on an unknown player', async () => {
    expect((await research('statType=points', starting.headers)).status).toBe(400);
    expect((await research('statType=receptions&line=-3', starting.headers)).status).toBe(400);
    expect((await research('statType=receptions&line=abc', starting.headers)).status).toBe(400);
    expect((await t.get('/api/players/nobody/research', starting.headers)).status).toBe(404);
  });
});

const calculate = (body: unknown, headers: Record<string, string>, id = 'p1') =>
  t.app.request(`/api/players/${id}/calculator`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/players/{id}/calculator', () => {
  const valid = { statType: 'receiving_yards', line: 60.5, overOdds: -120, underOdds: 100 };

  it('prices any line with the engine’s projection of the player, the typed prices’ no-vig split beside it', async () => {
    const res = await calculate(valid, allStar.headers);
    expect(res.status).toBe(200);
    const body = PropCalculatorResponse.parse(await res.json());
    expect(body.opponent).toBe('BUF');
    expect(body.source).toMatchObject({ kind: 'engine_projection', player: { id: 'p1' } });
    expect(body.probability.over + body.probability.under).toBeCloseTo(1, 10);
    expect(body.marketProbability.over).toBeCloseTo(0.5217, 3);
    expect(body.breakEven.over).toBeCloseTo(120 / 220, 10);
    expect(body.ev.over).toBeCloseTo(body.probability.over * (100 / 120) - body.probability.under, 10);
    // The typed prices do not move the engine's probability.
    const other = PropCalculatorResponse.parse(
      await (await calculate({ ...valid, overOdds: 140, underOdds: -170 }, allStar.headers)).json(),
    );
    expect(other.probability).toEqual(body.probability);
  });

  it('answers 400 on bad prices or a bad line', async () => {
    for (const bad of [
      { ...valid, overOdds: 50 },
      { ...valid, underOdds: -99 },
      { ...valid, overOdds: 'x' },
      { ...valid, line: -1 },
      { ...valid, line: undefined },
    ]) {
      expect((await calculate(bad, allStar.headers)).status).toBe(400);
    }
  });

  it('is all-star only: 403 with a code below it, 401 anonymous', async () => {
    const res = await calculate(valid, starting.headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'advanced_stats_required' } });
    expect((await calculate(valid, {})).status).toBe(401);
  });

  it('answers 404 for an unknown player and 409 without a game this week', async () => {
    expect((await calculate(valid, allStar.headers, 'nobody')).status).toBe(404);
    const res = await calculate(valid, allStar.headers, 'p3');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'no_projection' } });
  });
});
