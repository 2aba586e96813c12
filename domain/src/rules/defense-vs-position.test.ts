import { describe, expect, it } from 'vitest';
import { DefenseQuery, DefenseResponse } from '../entities/defense';
import { gameLog } from '../entities/entity-samples';
import type { GameLogEntry } from '../entities/game';
import { ascendingRanks, defenseVsPosition, logStatValue, type DefenseInput } from './defense-vs-position';

/** A wide receiver's line against `opponent` in week `week`. */
function wr(
  player: string,
  opponent: string,
  week: number,
  receiving_yards: number,
  extra = {},
): GameLogEntry {
  return gameLog({
    player_id: player,
    game_id: `g${week}-${opponent}`,
    season: 2025,
    week,
    team: 'AAA',
    opponent,
    receiving_yards,
    receptions: 1,
    ...extra,
  });
}

const kickoff = (gameId: string) => {
  const week = Number(/^g(\d+)-/.exec(gameId)?.[1]);
  return new Date(Date.UTC(2025, 8, 7 + 7 * (week - 1), 17)).toISOString();
};

function input(logs: GameLogEntry[], extra: Partial<DefenseInput> = {}): DefenseInput {
  return {
    season: 2025,
    logs,
    positionOf: (id) => (id.startsWith('wr') ? 'WR' : id.startsWith('k') ? 'K' : undefined),
    kickoffOf: kickoff,
    now: new Date('2025-12-31T00:00:00Z'),
    window: 2,
    ...extra,
  };
}

const row = (out: ReturnType<typeof defenseVsPosition>, team: string, statType = 'receiving_yards') =>
  out.rows.find((r) => r.team === team && r.position === 'WR' && r.statType === statType);

describe('defenseVsPosition', () => {
  it('sums a position group per game and averages over the season and the last `window` games', () => {
    const out = defenseVsPosition(
      input([
        wr('wr1', 'KC', 1, 50),
        wr('wr2', 'KC', 1, 30),
        wr('wr1', 'KC', 2, 100),
        wr('wr1', 'KC', 3, 60),
        wr('wr1', 'BUF', 1, 40),
      ]),
    );
    // KC: 80, 100, 60 → season 80, last two (100, 60) 80; BUF: 40.
    expect(row(out, 'KC')).toMatchObject({ games: 3, seasonAvg: 80, recentAvg: 80, seasonRank: 2 });
    expect(row(out, 'BUF')).toMatchObject({ games: 1, seasonAvg: 40, seasonRank: 1, recentRank: 1 });
    expect(out.league.find((l) => l.position === 'WR' && l.statType === 'receiving_yards')).toEqual({
      position: 'WR',
      statType: 'receiving_yards',
      seasonAvg: 60,
      recentAvg: 60,
    });
    expect(() =>
      DefenseResponse.parse({ season: 2025, window: 2, asOf: '2025-12-31T00:00:00.000Z', ...out }),
    ).not.toThrow();
  });

  it('counts only games that kicked off before the season clock instant', () => {
    const logs = [wr('wr1', 'KC', 1, 50), wr('wr1', 'KC', 2, 500)];
    const out = defenseVsPosition(input(logs, { now: new Date(kickoff('g2-KC')) }));
    expect(row(out, 'KC')).toMatchObject({ games: 1, seasonAvg: 50 });
  });

  it('counts a game where the group had no line as zero allowed, and leaves other positions and seasons out', () => {
    const out = defenseVsPosition(
      input([wr('wr1', 'KC', 1, 90), wr('k1', 'KC', 2, 999), { ...wr('wr1', 'KC', 3, 999), season: 2024 }]),
    );
    expect(row(out, 'KC')).toMatchObject({ games: 2, seasonAvg: 45 });
  });

  it('ranks ascending with shared ranks for ties (1 allows the least)', () => {
    expect(ascendingRanks([3, 1, 3, 2])).toEqual([3, 1, 3, 2]);
    expect(ascendingRanks([5, 5, 1])).toEqual([2, 2, 1]);
  });

  it('counts touchdowns as rushing plus receiving', () => {
    expect(logStatValue(wr('wr1', 'KC', 1, 0, { rushing_tds: 1, receiving_tds: 2 }), 'touchdowns')).toBe(3);
  });

  it('averages and ranks negative yardage (kneel-downs), and the answer follows the schema', () => {
    // Issue #28 item 1: a team's quarterbacks averaged -2 rushing yards, and the schema refused the answer.
    const qb = (opponent: string, week: number, rushing_yards: number) =>
      gameLog({
        player_id: `qb-${opponent}`,
        game_id: `g${String(week)}-${opponent}`,
        season: 2025,
        week,
        team: 'AAA',
        opponent,
        rushing_yards,
      });
    const out = defenseVsPosition(
      input([qb('KC', 1, -3), qb('KC', 2, -1), qb('BUF', 1, 12), qb('BUF', 2, 0)], {
        positionOf: (id) => (id.startsWith('qb') ? 'QB' : undefined),
      }),
    );
    const rushing = (team: string) =>
      out.rows.find((r) => r.team === team && r.position === 'QB' && r.statType === 'rushing_yards');
    expect(rushing('KC')).toMatchObject({ seasonAvg: -2, seasonRank: 1, recentAvg: -2, recentRank: 1 });
    expect(rushing('BUF')).toMatchObject({ seasonAvg: 6, seasonRank: 2 });
    expect(out.league.find((l) => l.statType === 'rushing_yards')).toMatchObject({ seasonAvg: 2 });
    const answer = DefenseResponse.safeParse({
      season: 2025,
      window: 2,
      asOf: '2025-12-31T00:00:00.000Z',
      ...out,
    });
    expect(answer.error?.issues).toBeUndefined();
  });

  it('writes a zero, never a negative zero, for a group that netted nothing', () => {
    const out = defenseVsPosition(input([wr('wr1', 'KC', 1, -0.001)]));
    expect(Object.is(row(out, 'KC')?.seasonAvg, -0)).toBe(false);
  });

  it('has no rows before any game', () => {
    expect(defenseVsPosition(input([]))).toEqual({ rows: [], league: [] });
  });
});

describe('DefenseResponse', () => {
  const base = { season: 2025, window: 4, asOf: '2025-12-31T00:00:00.000Z', league: [] };
  const team = (statType: string, seasonAvg: number) => ({
    team: 'KC',
    position: 'QB',
    statType,
    games: 4,
    seasonAvg,
    seasonRank: 1,
    recentAvg: seasonAvg,
    recentRank: 1,
  });

  it('takes negative yardage but refuses a negative count', () => {
    expect(DefenseResponse.safeParse({ ...base, rows: [team('rushing_yards', -2)] }).success).toBe(true);
    expect(DefenseResponse.safeParse({ ...base, rows: [team('passing_yards', -0.5)] }).success).toBe(true);
    expect(DefenseResponse.safeParse({ ...base, rows: [team('touchdowns', -1)] }).success).toBe(false);
    const league = [{ position: 'QB', statType: 'passing_tds', seasonAvg: -1, recentAvg: 0 }];
    expect(DefenseResponse.safeParse({ ...base, rows: [], league }).success).toBe(false);
  });
});

describe('DefenseQuery', () => {
  it('defaults the window to 4 games and refuses a window out of range', () => {
    expect(DefenseQuery.parse({})).toEqual({ season: undefined, window: 4 });
    expect(DefenseQuery.parse({ season: '2024', window: '6' })).toEqual({ season: 2024, window: 6 });
    expect(DefenseQuery.safeParse({ window: '0' }).success).toBe(false);
    expect(DefenseQuery.safeParse({ season: 'abc' }).success).toBe(false);
  });
});
