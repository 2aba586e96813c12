import { describe, expect, it } from 'vitest';
import { gameLog } from '../entities/entity-samples';
import type { GameLogEntry } from '../entities/game';
import { PropCalculatorResponse } from '../entities/player-research';
import { logStatValue } from './defense-vs-position';
import {
  buildPlayerResearch,
  calculatorAnswer,
  defaultResearchStatType,
  missedGames,
  usageTrend,
} from './player-research';

const log = (season: number, week: number, receiving_yards: number, team = 'KC'): GameLogEntry =>
  gameLog({
    player_id: 'p1',
    game_id: `g${String(season)}-${String(week)}`,
    season,
    week,
    team,
    opponent: 'BUF',
    rushing_yards: 3,
    rushing_tds: 1,
    carries: 1,
    receiving_yards,
    receiving_tds: 1,
    receptions: 4,
    targets: 6,
  });

const player = { id: 'p1', name: 'Test Player', position: 'WR' as const, team: 'KC' };

function research(over: Partial<Parameters<typeof buildPlayerResearch>[0]> = {}) {
  return buildPlayerResearch({
    player,
    season: 2025,
    week: 5,
    statType: 'receiving_yards',
    pick: null,
    logs: [log(2025, 1, 50), log(2025, 2, 70), log(2025, 4, 90), log(2025, 5, 500), log(2024, 17, 10)],
    seasonLogs: [1, 2, 3, 4].map((week) => ({ season: 2025, week, team: 'KC', opponent: 'DEN' })),
    homeOf: (gameId) => gameId.endsWith('-1') || gameId.endsWith('-4'),
    ...over,
  });
}

describe('buildPlayerResearch', () => {
  it('counts only games before the current week', () => {
    const r = research();
    expect(r.games.map((g) => [g.season, g.week])).toEqual([
      [2025, 4],
      [2025, 2],
      [2025, 1],
      [2024, 17],
    ]);
    expect(r.games.some((g) => g.value === 500)).toBe(false);
  });

  it('draws the season median without a pick or a query line', () => {
    const r = research();
    expect([r.line, r.lineSource]).toEqual([70, 'median']);
    expect(r.hitRates.find((h) => h.window === 'season')).toMatchObject({ hits: 1, games: 3, pushes: 1 });
  });

  it("takes this week's pick line, and the caller's line over it", () => {
    const pick = { id: 'x', direction: 'over' as const, line: 60.5 };
    expect(research({ pick }).line).toBe(60.5);
    expect(research({ pick }).lineSource).toBe('pick');
    expect(research({ pick, queryLine: 80.5 })).toMatchObject({ line: 80.5, lineSource: 'query' });
  });

  it('splits home and away', () => {
    const r = research({ queryLine: 60 });
    expect(r.splits.home).toMatchObject({ games: 2, average: 70 });
    expect(r.splits.away).toMatchObject({ games: 2, average: 40 });
  });

  it('has no line and no rates without any earlier game', () => {
    const r = research({ logs: [] });
    expect(r.line).toBeNull();
    expect(r.hitRates.every((h) => h.rate === null && h.games === 0)).toBe(true);
  });
});

describe('missedGames', () => {
  it('lists weeks his team played without him, not bye weeks', () => {
    const teamGames = [1, 2, 4].map((week) => ({ season: 2025, week, team: 'KC', opponent: 'LV' }));
    expect(missedGames([log(2025, 1, 10)], teamGames, 2025, 5, 'KC')).toEqual([
      { season: 2025, week: 2, team: 'KC', opponent: 'LV' },
      { season: 2025, week: 4, team: 'KC', opponent: 'LV' },
    ]);
  });

  it("charges a traded player with his team of the time, not his new team's earlier games", () => {
    const teamGames = [
      { season: 2025, week: 1, team: 'NYJ', opponent: 'MIA' },
      { season: 2025, week: 2, team: 'NYJ', opponent: 'NE' },
      { season: 2025, week: 3, team: 'NYJ', opponent: 'BUF' },
    ];
    expect(missedGames([log(2025, 1, 10, 'KC'), log(2025, 3, 10, 'NYJ')], teamGames, 2025, 4, 'NYJ')).toEqual(
      [],
    );
  });
});

describe('usageTrend and logStatValue', () => {
  it('gives the earlier games oldest first', () => {
    const u = usageTrend([log(2025, 2, 1), log(2025, 1, 1), log(2025, 6, 1)], 2025, 5);
    expect(u.map((w) => w.week)).toEqual([1, 2]);
    expect(u[0]).toMatchObject({ targets: 6, carries: 1, attempts: 0 });
  });

  it('counts rushing and receiving touchdowns together', () => {
    expect(logStatValue(log(2025, 1, 1), 'touchdowns')).toBe(2);
  });
});

describe('calculatorAnswer', () => {
  const engine = {
    ...{ opponent: 'BUF', player: { id: 'p1', name: 'Test Player' } },
    ...{ pOver: 0.6, mean: 66.2, games: 21, feedWeight: 0 },
  };

  it('prices both sides at the engine’s probability and shows the prices’ no-vig split beside it', () => {
    const a = calculatorAnswer(
      { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 },
      engine,
    );
    expect(a.probability.over + a.probability.under).toBeCloseTo(1, 12);
    expect(a.probability.under).toBeCloseTo(0.4, 10);
    expect(a.marketProbability.over).toBeCloseTo(0.5, 10);
    expect(a.margin).toBeCloseTo(0.0476, 4);
    expect(a.breakEven.over).toBeCloseTo(110 / 210, 10);
    expect(a.fairOdds.over).toBeCloseTo(-150, 6);
    expect(a.fairOdds.under).toBeCloseTo(150, 6);
    expect(a.ev.over).toBeCloseTo(0.6 * (100 / 110) - 0.4, 10);
    expect(a.ev.under).toBeCloseTo(0.4 * (100 / 110) - 0.6, 10);
    expect(a.source).toEqual({
      ...{ kind: 'engine_projection', player: engine.player },
      ...{ mean: 66.2, games: 21, feedWeight: 0 },
    });
    expect(PropCalculatorResponse.safeParse(a).success).toBe(true);
  });
});

describe('defaultResearchStatType', () => {
  it('opens on what the position is paid for', () => {
    expect(['QB', 'RB', 'WR', 'TE'].map(defaultResearchStatType)).toEqual([
      'passing_yards',
      'rushing_yards',
      'receiving_yards',
      'receiving_yards',
    ]);
  });
});
