// The learned dependence between the props of one game: one correlation per (relation, role:stat, role:stat),
// the correlation of the two outcomes each measured against what the player was expected to do (a normal score
// of the stat against the engine's pre-game projection), shrunk toward 0 where the sample is thin.
import type { EngineStatType } from '../types';
import type { ParlayLeg, ParlayRole } from './types';

/** How two legs are related: one player's two stats, teammates, opponents, or not in the same game. */
export type PairRelation = 'player' | 'team' | 'opponent';

export interface DependenceEntry {
  /** The shrunk correlation the copula uses. */
  correlation: number;
  /** The raw sample correlation of the normal scores. */
  raw: number;
  /** Player-game pairs it was measured on. */
  n: number;
}

export interface DependenceModel {
  /** Seasons the correlations were measured on (walk-forward: all before the season priced). */
  fittedOn: number[];
  /** By pairKey; a pair absent here is independent (correlation 0). */
  pairs: Record<string, DependenceEntry>;
}

/** The legitimate independence case: every pair uncorrelated, the joint is the naive product. */
export const INDEPENDENT_MODEL: DependenceModel = { fittedOn: [], pairs: {} };

type Side = { role: ParlayRole; statType: EngineStatType };

/** The key of a pair's dependence, the same whichever leg comes first. */
export function pairKey(relation: PairRelation, a: Side, b: Side): string {
  const [x, y] = [`${a.role}:${a.statType}`, `${b.role}:${b.statType}`].sort();
  return `${relation}|${x}|${y}`;
}

type GameSide = Pick<ParlayLeg, 'playerId' | 'team' | 'opponent'>;

/** Whether two legs are from one game (either team's view of it). */
export function sameGame(a: GameSide, b: GameSide): boolean {
  return (a.team === b.team && a.opponent === b.opponent) || (a.team === b.opponent && a.opponent === b.team);
}

/** The relation of two legs, or null when they are not from one game (they then multiply). */
export function pairRelation(a: GameSide, b: GameSide): PairRelation | null {
  if (!sameGame(a, b)) return null;
  if (a.playerId === b.playerId) return 'player';
  return a.team === b.team ? 'team' : 'opponent';
}

/** The learned correlation of two legs' outcomes; 0 when the model has none (or different games). */
export function legCorrelation(model: DependenceModel, a: ParlayLeg, b: ParlayLeg): number {
  const relation = pairRelation(a, b);
  if (relation === null) return 0;
  if (relation === 'player' && a.statType === b.statType) return 1;
  return model.pairs[pairKey(relation, a, b)]?.correlation ?? 0;
}

/** Checks a parsed JSON model's shape, so a bad file fails at load and not mid-pricing. */
export function assertDependenceModel(json: unknown): DependenceModel {
  const m = json as { fittedOn?: unknown; pairs?: Record<string, { correlation?: unknown } | null> } | null;
  if (!m || !Array.isArray(m.fittedOn) || typeof m.pairs !== 'object')
    throw new Error('parlay dependence model: expected { fittedOn: number[], pairs: {...} }');
  for (const [key, e] of Object.entries(m.pairs)) {
    if (!/^(player|team|opponent)\|[A-Z]+:[a-z_]+\|[A-Z]+:[a-z_]+$/.test(key))
      throw new Error(`parlay dependence model: bad pair key '${key}'`);
    if (typeof e?.correlation !== 'number' || Math.abs(e.correlation) > 1)
      throw new Error(`parlay dependence model: bad correlation for '${key}'`);
  }
  return json as DependenceModel;
}
