// Small, fully specified game logs for the engine's unit tests (no randomness: every value is chosen).
import { emptyGameLogStats } from './game-log-row';
import type { GameLogRow } from './types';

export type RowOverrides = Partial<GameLogRow> & Pick<GameLogRow, 'playerId' | 'season' | 'week'>;

export function row(overrides: RowOverrides): GameLogRow {
  return {
    playerName: overrides.playerId,
    position: 'WR',
    team: 'AAA',
    opponent: 'BBB',
    ...emptyGameLogStats(),
    ...overrides,
  };
}

/** Bit-reversal order of 0..n-1 (n a power of two): spreads sorted quantiles evenly through time. */
export function spreadOrder(n: number): number[] {
  const bits = Math.round(Math.log2(n));
  return Array.from({ length: n }, (_, i) => {
    let r = 0;
    for (let b = 0; b < bits; b++) if (i & (1 << b)) r |= 1 << (bits - 1 - b);
    return r;
  });
}

/** Inverse standard normal CDF: the engine's own (Acklam's approximation), for building hand-made logs. */
export { normalQuantile } from './parlay/normal';

const TEAM_CODES = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH'];

/**
 * A small league: per team a QB, an RB and a WR, 17 weeks per season, every stat a fixed formula of
 * week, team and season, with a rotating schedule (never the team itself).
 */
export function handMadeLeague(seasons: readonly number[], teamCount: number): GameLogRow[] {
  const teams = TEAM_CODES.slice(0, teamCount);
  const rows: GameLogRow[] = [];
  for (const season of seasons) {
    for (let week = 1; week <= 17; week++) {
      teams.forEach((team, t) => {
        const shift = 1 + ((week - 1) % (teams.length - 1));
        const opponent = teams[(t + shift) % teams.length] ?? 'AAA';
        const k = week + t * 3 + (season - (seasons[0] ?? season)) * 5;
        rows.push(
          row({
            playerId: `${team}-qb`,
            playerName: `${team} Passer`,
            position: 'QB',
            team,
            opponent,
            season,
            week,
            passingYards: 180 + ((k * 37) % 140),
            attempts: 28 + (k % 9),
            completions: 18 + (k % 7),
            passingTds: k % 4,
          }),
          row({
            playerId: `${team}-rb`,
            playerName: `${team} Runner`,
            position: 'RB',
            team,
            opponent,
            season,
            week,
            rushingYards: 40 + ((k * 23) % 70),
            carries: 12 + (k % 8),
            rushingTds: k % 3 === 0 ? 1 : 0,
            receptions: k % 4,
            targets: 1 + (k % 5),
            receivingYards: 5 + ((k * 11) % 30),
          }),
          row({
            playerId: `${team}-wr`,
            playerName: `${team} Receiver`,
            position: 'WR',
            team,
            opponent,
            season,
            week,
            receptions: 3 + (k % 6),
            targets: 5 + (k % 6),
            receivingYards: 30 + ((k * 29) % 90),
            receivingTds: k % 5 === 0 ? 1 : 0,
          }),
        );
      });
    }
  }
  return rows;
}
