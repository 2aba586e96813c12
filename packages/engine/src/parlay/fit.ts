// Learns the dependence model from box scores, walk-forward: each player-game's outcome becomes a normal score
// against the engine's pre-game projection (fitted on seasons before the game's, features from games before
// it), and the correlation of those scores is measured per relation and role:stat pair, then shrunk toward 0.
import { statFeatures } from '../features';
import { playerWeek } from '../player-week';
import { buildSamples, fitFromSamples } from '../fit';
import { positionGroup } from '../history';
import type { History } from '../history';
import { project, rawPOver } from '../projection';
import { statValue } from '../stat-value';
import type { EngineModel, EngineStatType } from '../types';
import { pairKey } from './dependence';
import type { DependenceEntry, DependenceModel, PairRelation } from './dependence';
import { normalQuantile } from './normal';
import type { ParlayRole } from './types';

/** The stats measured per role: the props books post for it. */
export const ROLE_STATS: Record<ParlayRole, readonly EngineStatType[]> = {
  QB: ['passing_yards', 'passing_tds', 'rushing_yards', 'touchdowns'],
  RB: ['rushing_yards', 'receiving_yards', 'receptions', 'touchdowns'],
  WR: ['receiving_yards', 'receptions', 'touchdowns'],
  TE: ['receiving_yards', 'receptions', 'touchdowns'],
};

/** A player counts in a game when his projected main stat says books would post props on him (starters). */
const MAIN_STAT: Record<ParlayRole, { statType: EngineStatType; minMean: number }> = {
  QB: { statType: 'passing_yards', minMean: 150 },
  RB: { statType: 'rushing_yards', minMean: 25 },
  WR: { statType: 'receiving_yards', minMean: 25 },
  TE: { statType: 'receiving_yards', minMean: 20 },
};

/** A correlation whose Fisher z is under this many standard errors is set to 0; above it, shrunk smoothly. */
export const SHRINK_SE = 2;
/** Fewer player-game pairs than this (two QBs of one team) and the pair stays independent. */
export const MIN_PAIRS = 200;
/** Correlations smaller than this after shrinkage are dropped: independence. */
export const MIN_CORRELATION = 0.01;

/** One player's normal scores in one game. */
export interface PlayerGameScore {
  playerId: string;
  role: ParlayRole;
  team: string;
  opponent: string;
  season: number;
  week: number;
  z: Partial<Record<EngineStatType, number>>;
}

/** The normal score of an integer stat against the projection: Φ⁻¹ of its mid-distribution PIT. */
export function normalScore(pOverAt: (line: number) => number, actual: number): number {
  const u = 1 - 0.5 * (pOverAt(actual) + pOverAt(actual - 1));
  return normalQuantile(Math.min(1 - 1e-4, Math.max(1e-4, u)));
}

/** Every qualifying player-game of `seasons`, scored against the model fitted on the seasons before each. */
export function scorePlayerGames(history: History, seasons: readonly number[]): PlayerGameScore[] {
  const samples = buildSamples(
    history,
    history.seasons.filter((s) => s < Math.max(...seasons)),
  );
  const models = new Map<number, EngineModel>(
    seasons.map((s) => {
      const before = history.seasons.filter((x) => x < s);
      return [s, fitFromSamples(samples, before)];
    }),
  );
  const out: PlayerGameScore[] = [];
  for (const player of history.players.values()) {
    const group = positionGroup(player.position);
    if (group === 'OTHER') continue;
    const role: ParlayRole = group;
    for (const game of player.games) {
      const model = models.get(game.season);
      if (!model) continue;
      const context = playerWeek(history, player.playerId, game.season, game.week, 3);
      if (!context) continue;
      const main = MAIN_STAT[role];
      const mainFeatures = statFeatures(history, context, main.statType, game.opponent);
      if (project(mainFeatures, model.stats[main.statType], main.statType).mean < main.minMean) continue;
      const z: PlayerGameScore['z'] = {};
      for (const statType of ROLE_STATS[role]) {
        const f =
          statType === main.statType ? mainFeatures : statFeatures(history, context, statType, game.opponent);
        const projection = project(f, model.stats[statType], statType);
        z[statType] = normalScore((line) => rawPOver(statType, projection, line), statValue(game, statType));
      }
      out.push({
        playerId: player.playerId,
        role,
        team: game.team,
        opponent: game.opponent,
        season: game.season,
        week: game.week,
        z,
      });
    }
  }
  return out;
}

interface Sums {
  n: number;
  x: number;
  y: number;
  xx: number;
  yy: number;
  xy: number;
}

/** Pearson correlation from running sums. */
function pearson(s: Sums): number {
  const vx = s.xx - (s.x * s.x) / s.n;
  const vy = s.yy - (s.y * s.y) / s.n;
  if (vx <= 0 || vy <= 0) return 0;
  return (s.xy - (s.x * s.y) / s.n) / Math.sqrt(vx * vy);
}

/**
 * Shrinks a sample correlation toward 0 by its evidence: in Fisher z, a positive-part factor
 * 1 − (SHRINK_SE · se / z)², so a correlation within SHRINK_SE standard errors of 0 is 0.
 */
export function shrinkCorrelation(raw: number, n: number): number {
  if (n <= 3) return 0;
  const z = Math.atanh(Math.max(-0.999999, Math.min(0.999999, raw)));
  const se = 1 / Math.sqrt(n - 3);
  const factor = Math.max(0, 1 - ((SHRINK_SE * se) / z) ** 2);
  const r = Math.round(Math.tanh(z * factor) * 1000) / 1000;
  return Math.abs(r) < MIN_CORRELATION ? 0 : r;
}

/** The correlations of normal scores per relation and role:stat pair, shrunk. */
export function dependenceFromScores(
  scores: readonly PlayerGameScore[],
  fittedOn: readonly number[],
): DependenceModel {
  const games = new Map<string, PlayerGameScore[]>();
  for (const s of scores) {
    const teams = [s.team, s.opponent].sort().join('-');
    const key = `${s.season}|${s.week}|${teams}`;
    const list = games.get(key) ?? [];
    list.push(s);
    games.set(key, list);
  }
  const sums = new Map<string, Sums>();
  const add = (key: string, x: number, y: number) => {
    const s = sums.get(key) ?? { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 };
    s.n += 1;
    s.x += x;
    s.y += y;
    s.xx += x * x;
    s.yy += y * y;
    s.xy += x * y;
    sums.set(key, s);
  };
  const pairStats = (relation: PairRelation, a: PlayerGameScore, b: PlayerGameScore) => {
    for (const sa of ROLE_STATS[a.role]) {
      const za = a.z[sa];
      if (za === undefined) continue;
      for (const sb of ROLE_STATS[b.role]) {
        const zb = b.z[sb];
        if (zb === undefined || (relation === 'player' && sa >= sb)) continue;
        // x is always the side that sorts first in the key, so a pair of roles is measured one way round.
        const swap = `${a.role}:${sa}` > `${b.role}:${sb}`;
        const key = pairKey(relation, { role: a.role, statType: sa }, { role: b.role, statType: sb });
        if (swap) add(key, zb, za);
        else add(key, za, zb);
      }
    }
  };
  for (const list of games.values()) {
    list.forEach((a, i) => {
      pairStats('player', a, a);
      list.forEach((b, j) => {
        if (j <= i) return;
        pairStats(a.team === b.team ? 'team' : 'opponent', a, b);
      });
    });
  }
  const pairs: Record<string, DependenceEntry> = {};
  for (const key of [...sums.keys()].sort()) {
    const s = sums.get(key);
    if (!s || s.n < MIN_PAIRS) continue;
    const raw = pearson(s);
    const correlation = shrinkCorrelation(raw, s.n);
    if (correlation !== 0) pairs[key] = { correlation, raw: Math.round(raw * 1000) / 1000, n: s.n };
  }
  return { fittedOn: [...fittedOn], pairs };
}

/** The dependence model measured on `seasons` of the history (walk-forward projections). */
export function fitDependence(history: History, seasons: readonly number[]): DependenceModel {
  return dependenceFromScores(scorePlayerGames(history, seasons), seasons);
}
