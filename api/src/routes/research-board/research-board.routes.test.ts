import {
  DefenseResponse,
  expectedValue,
  OddsBoardResponse,
  roundStored,
  type GameLogEntry,
} from '@edgeboard/domain';
import { game, pick, player, propLine } from '@edgeboard/adapters/sql/repositories/test-rows';
import { curvePOver, loadDefaultModel, propShape, publishedDistribution } from '@edgeboard/engine';
import { describe, expect, it } from 'vitest';
import { sampleGameLog } from '@edgeboard/fixtures/samples';
import { type TestApp } from '../../testing/test-app';
import { testAppPerSuite } from '../../testing/per-suite';

// KC's receiver's pick (issue #29 item 3): priced at 70.5, its ladder and distribution stored; FanDuel has since
// moved to 72.5, a line the ladder never read.
const KC_PRICED = publishedDistribution(propShape(loadDefaultModel(), 'receiving_yards', 500), 70.5, 0.54);

// The season clock stands at 2025-10-12T15:00Z (createTestApp's default), week 6; week 6's game kicks off at 17:00.
const NOW = Date.parse('2025-10-12T15:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();

function wrLine(playerId: string, week: number, opponent: string, yards: number): GameLogEntry {
  const team = opponent === 'DEN' ? 'KC' : 'DEN';
  const at = { player_id: playerId, game_id: `g${String(week)}`, week, team, opponent };
  return sampleGameLog({ ...at, receiving_yards: yards, receptions: 3, targets: 5 });
}

let starting: Awaited<ReturnType<TestApp['user']>>;
let allStar: Awaited<ReturnType<TestApp['user']>>;

const t = testAppPerSuite({}, async (t) => {
  await t.repos.players.upsertMany([
    player('kc-wr', { team_name: 'KC' }),
    player('den-wr', { team_name: 'DEN' }),
  ]);
  await t.repos.games.upsertMany([
    ...[1, 2, 3, 4, 5].map((w) =>
      game(`g${String(w)}`, {
        week: w,
        kickoff: new Date(Date.UTC(2025, 8, 7 + 7 * (w - 1), 17)).toISOString(),
        home_team: 'KC',
        away_team: 'DEN',
        status: 'final',
      }),
    ),
    game('g6', { week: 6, kickoff: '2025-10-12T17:00:00.000Z', home_team: 'KC', away_team: 'DEN' }),
  ]);
  const logs: GameLogEntry[] = [];
  // KC's receivers against DEN: 100 a game; DEN's against KC: 50, 50, 50, 50, 150; week 6 is the future.
  for (let w = 1; w <= 6; w++) {
    logs.push(wrLine('kc-wr', w, 'DEN', w === 6 ? 999 : 100));
    logs.push(wrLine('den-wr', w, 'KC', w === 5 ? 150 : w === 6 ? 999 : 50));
  }
  await t.repos.gameLogs.insertMany(logs);
  const prop = {
    player: 'Den Receiver',
    player_id: 'den-wr',
    stat_type: 'receiving_yards',
    game_id: 'g6',
    week: 6,
  } as const;
  await t.repos.propLines.insertMany([
    propLine('l1', {
      ...prop,
      line_value: 55.5,
      over_odds: -110,
      under_odds: -110,
      sportsbook: 'DraftKings',
      pulled_at: hoursAgo(3),
    }),
    propLine('l2', {
      ...prop,
      line_value: 55.5,
      over_odds: -105,
      under_odds: -115,
      sportsbook: 'FanDuel',
      pulled_at: hoursAgo(2),
    }),
    propLine('l3', {
      ...prop,
      line_value: 54.5,
      over_odds: 100,
      under_odds: -130,
      sportsbook: 'BetMGM',
      pulled_at: hoursAgo(72),
    }),
    // Pulled after the season instant: not on the board yet.
    propLine('l4', {
      ...prop,
      line_value: 70.5,
      over_odds: 200,
      under_odds: -300,
      sportsbook: 'Caesars',
      pulled_at: hoursAgo(-1),
    }),
  ]);
  const kcProp = { ...prop, player: 'KC Receiver', player_id: 'kc-wr' };
  await t.repos.propLines.insertMany(
    [
      propLine('k1', {
        ...kcProp,
        line_value: 70.5,
        over_odds: -110,
        under_odds: -110,
        sportsbook: 'DraftKings',
      }),
      propLine('k2', {
        ...kcProp,
        line_value: 72.5,
        over_odds: 125,
        under_odds: -150,
        sportsbook: 'FanDuel',
      }),
    ].map((l) => ({ ...l, pulled_at: hoursAgo(1) })),
  );
  // Twelve plays of higher value fill a starting plan's allowance (taken by value), so the board's pick is beyond it.
  const fillers = Array.from({ length: 12 }, (_, i) =>
    pick(`filler-${String(i)}`, {
      week: 6,
      game_id: 'g6',
      player: `Filler ${String(i)}`,
      ev: 0.2,
      verdict: 'play',
      created_at: hoursAgo(50 - i),
    }),
  );
  await t.repos.aiPicks.insertMany([
    ...fillers,
    pick('board-pick', {
      ...prop,
      pick: 'over',
      line_value: 55.5,
      odds: -105,
      line_source: 'book',
      sportsbook: 'DraftKings',
      over_odds: -110,
      under_odds: -110,
      fair_p: 0.5,
      model_p: 0.6,
      win_p: 0.57,
      best_book: 'FanDuel',
      ev: 0.113,
      verdict: 'play',
      created_at: hoursAgo(20),
    }),
    pick('curve-pick', {
      ...kcProp,
      opponent: 'DEN',
      pick: 'over',
      line_value: 70.5,
      odds: -110,
      line_source: 'book',
      sportsbook: 'DraftKings',
      win_p: 0.54,
      ev: 0.031,
      verdict: 'play',
      price_ladder: KC_PRICED.ladder.map((pt) => ({ line: pt.line, p_over: pt.pOver })),
      price_curve: KC_PRICED.curve,
      created_at: hoursAgo(20),
    }),
  ]);
  starting = await t.user('board-starting@x.dev', { tier: 'starting' });
  allStar = await t.user('board-allstar@x.dev', { tier: 'all-star' });
});

describe('GET /api/defense', () => {
  it('averages what each defence allowed before the season instant, ranks it and gives the league average', async () => {
    const res = await t.get('/api/defense?window=1', starting.headers);
    expect(res.status).toBe(200);
    const body = DefenseResponse.parse(await res.json());
    expect(body).toMatchObject({ season: 2025, window: 1 });
    const row = (team: string) =>
      body.rows.find((r) => r.team === team && r.position === 'WR' && r.statType === 'receiving_yards');
    // KC allowed 50 x4 and 150 (week 6 not counted): 70 a game, 150 in the last one.
    expect(row('KC')).toMatchObject({
      games: 5,
      seasonAvg: 70,
      recentAvg: 150,
      seasonRank: 1,
      recentRank: 2,
    });
    expect(row('DEN')).toMatchObject({
      games: 5,
      seasonAvg: 100,
      recentAvg: 100,
      seasonRank: 2,
      recentRank: 1,
    });
    expect(body.league).toContainEqual({
      position: 'WR',
      statType: 'receiving_yards',
      seasonAvg: 85,
      recentAvg: 125,
    });
  });

  it('answers another season on request and 400 on a bad window', async () => {
    const body = DefenseResponse.parse(
      await (await t.get('/api/defense?season=2024', starting.headers)).json(),
    );
    expect(body).toMatchObject({ season: 2024, rows: [], league: [] });
    expect((await t.get('/api/defense?window=0', starting.headers)).status).toBe(400);
    expect((await t.get('/api/defense?season=soon', starting.headers)).status).toBe(400);
  });
});

describe('GET /api/odds-board', () => {
  it('lays every book’s latest pull side by side with the best fresh price, the fair odds and the pick', async () => {
    const res = await t.get('/api/odds-board', allStar.headers);
    expect(res.status).toBe(200);
    const body = OddsBoardResponse.parse(await res.json());
    expect(body).toMatchObject({
      season: 2025,
      week: 6,
      staleAfterMinutes: 48 * 60,
      books: ['BetMGM', 'DraftKings', 'FanDuel'],
    });
    expect(body.games).toEqual([
      { id: 'g6', home: 'KC', away: 'DEN', kickoff: '2025-10-12T17:00:00.000Z', started: false },
    ]);
    const row = body.rows.find((r) => r.playerId === 'den-wr');
    expect(row?.quotes.find((q) => q.book === 'BetMGM')).toMatchObject({ stale: true, ageMinutes: 72 * 60 });
    expect(row?.bestOver).toEqual({ book: 'FanDuel', line: 55.5, odds: -105 });
    expect(row?.bestUnder).toEqual({ book: 'DraftKings', line: 55.5, odds: -110 });
    expect(row?.fair?.book).toBe('FanDuel');
    expect(row?.pick).toEqual({
      id: 'board-pick',
      call: 'over',
      line: 55.5,
      // The call's published probability (win_p), never the projection's own model_p (issue #29 item 3).
      modelProbability: 0.57,
      evPercent: 11.3,
      verdict: 'play',
    });
  });

  it('keeps the model’s figures to the picks a starting plan opens', async () => {
    const body = OddsBoardResponse.parse(await (await t.get('/api/odds-board', starting.headers)).json());
    expect(body.rows.find((r) => r.playerId === 'den-wr')).toMatchObject({
      pick: null,
      noPick: 'beyond_plan',
    });
  });

  it('filters by stat type, game and minimum EV', async () => {
    const rows = async (q: string) =>
      OddsBoardResponse.parse(await (await t.get(`/api/odds-board?${q}`, allStar.headers)).json()).rows;
    expect(await rows('statType=receptions')).toHaveLength(0);
    expect(await rows('gameId=g5')).toHaveLength(0);
    expect((await rows('minEv=11')).map((r) => r.playerId)).toEqual(['den-wr']);
    expect(await rows('minEv=12')).toHaveLength(0);
  });

  it('judges a quote at a line the pick never saw off the distribution stored with the pick', async () => {
    const body = OddsBoardResponse.parse(await (await t.get('/api/odds-board', allStar.headers)).json());
    const row = body.rows.find((r) => r.playerId === 'kc-wr');
    expect(KC_PRICED.ladder.some((pt) => pt.line === 72.5)).toBe(false);
    const p = curvePOver(KC_PRICED.curve, 72.5);
    expect(row?.quotes.find((q) => q.book === 'FanDuel')).toMatchObject({
      line: 72.5,
      overEv: roundStored(expectedValue(p, 125)),
      underEv: roundStored(expectedValue(1 - p, -150)),
    });
    expect(row?.quotes.find((q) => q.book === 'DraftKings')?.overEv).toBe(
      roundStored(expectedValue(0.54, -110)),
    );
  });

  it('answers 400 on bad filters', async () => {
    for (const q of ['week=19', 'minEv=lots', 'statType=yards', 'minEv=500'])
      expect((await t.get(`/api/odds-board?${q}`, allStar.headers)).status).toBe(400);
  });
});

describe('research board access', () => {
  it('refuses anonymous callers with 401 and free and scout callers with 403 upgrade_required', async () => {
    for (const path of ['/api/defense', '/api/odds-board']) {
      expect((await t.get(path, {})).status).toBe(401);
      for (const tier of ['free', 'scout'] as const) {
        const u = await t.user(`board-${tier}-${path.slice(5)}@x.dev`, { tier });
        const res = await t.get(path, u.headers);
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ error: { code: 'upgrade_required' } });
      }
    }
  });
});
