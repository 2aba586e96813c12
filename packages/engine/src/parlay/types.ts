// The shapes a same-game parlay is priced in (issue #32). The market prices each leg (its anchored
// distribution, issue #29); the engine prices how the legs move together. Fixed first so the engine's joint
// model and the API / web app that call it are built against one contract.
import type { EngineStatType } from '../types';

export type ParlaySide = 'over' | 'under';
/** Where a leg's player lines up; the dependence between two legs is learned per role pair. */
export type ParlayRole = 'QB' | 'RB' | 'WR' | 'TE';

export interface ParlayLeg {
  /** The player's id (two legs of one player are allowed on different stat types). */
  playerId: string;
  playerName: string;
  /** The player's team and the game's opponent (abbreviations); teammates share a team. */
  team: string;
  opponent: string;
  role: ParlayRole;
  statType: EngineStatType;
  line: number;
  side: ParlaySide;
  /** The leg's market-anchored P(stat > line) at `line`, from its distribution (issue #29 item 1). */
  pOver: number;
}

/** One pair of legs whose outcomes move together, as the joint model sees them. */
export interface ParlayPairDependence {
  /** Indexes into the legs. */
  a: number;
  b: number;
  /** The learned correlation of the two stats' outcomes (each relative to expectation); 0 = independent. */
  correlation: number;
  /** Plain language: which pair moves together, which way and by how much. */
  reason: string;
}

export interface ParlayPricing {
  /** Each leg's fair probability of its side. */
  legs: number[];
  /** The joint fair probability that every leg wins. */
  pJoint: number;
  /** The product of the legs' probabilities: what a naive calculator says. */
  pNaive: number;
  /** The pairs with a non-zero learned dependence. */
  pairs: ParlayPairDependence[];
}
