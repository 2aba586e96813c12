import type { BetResult } from '../../entities/bet';
import type { PickDirection, StatType } from '../../entities/prop';

/** A stored bet (table bets, migration 008). */
export interface BetRecord {
  id: string;
  user_id: string;
  pick_id: string | null;
  sportsbook: string;
  odds: number;
  stake: number;
  player: string;
  player_id: string | null;
  stat_type: StatType;
  line: number;
  side: PickDirection;
  season: number;
  week: number;
  game_id: string | null;
  placed_at: string;
  result: BetResult | null;
  settled_at: string | null;
  created_at: string;
  updated_at: string;
}

export type BetWrite = Omit<BetRecord, 'result' | 'settled_at'>;

/** The fields of an open bet its owner may change. */
export type BetPatch = Partial<Pick<BetRecord, 'sportsbook' | 'odds' | 'stake' | 'placed_at'>> & {
  updated_at: string;
};

export interface BetSettlement {
  result: BetResult;
  settled_at: string;
  /** The game the bet settled on, when it was not known before (a hand-entered bet). */
  game_id?: string | null;
}

/** Every read and write is scoped to the owner: another user's bet is simply not found. */
export interface BetRepository {
  /** The user's bets, newest placed first. */
  forUser(userId: string): Promise<BetRecord[]>;
  /** One page of the user's bets in the forUser order (1-based page; past the last page, none). */
  pageForUser(userId: string, page: { page: number; pageSize: number }): Promise<BetRecord[]>;
  /** The user's bets not settled yet, in the forUser order: what a read settles, without the settled ones. */
  openForUser(userId: string): Promise<BetRecord[]>;
  get(userId: string, id: string): Promise<BetRecord | null>;
  /** How many bets the user has stored (one indexed count). */
  countForUser(userId: string): Promise<number>;
  create(bet: BetWrite): Promise<BetRecord>;
  /** Changes an open bet; null when the user has no such bet or it has settled. */
  updateOpen(userId: string, id: string, patch: BetPatch): Promise<BetRecord | null>;
  /** Settles an open bet; false when it was settled already (a concurrent reader got there first). */
  settle(id: string, settlement: BetSettlement): Promise<boolean>;
  /** True when the user's bet was deleted. */
  delete(userId: string, id: string): Promise<boolean>;
}
