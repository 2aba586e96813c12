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

/** Inverse standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

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
