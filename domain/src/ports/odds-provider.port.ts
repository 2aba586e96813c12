import type { EngineStatType } from '../entities/prop';
import type { ProviderIssue } from './provider-error';

/** The player-prop markets pulled, in the odds provider's keys, and the stat type each one prices. */
export const ODDS_MARKET_STAT_TYPES = {
  player_pass_yds: 'passing_yards',
  player_rush_yds: 'rushing_yards',
  player_reception_yds: 'receiving_yards',
  player_receptions: 'receptions',
  player_pass_tds: 'passing_tds',
  // "Scores a touchdown" is one-sided (a Yes price): stored as touchdowns over 0.5.
  player_anytime_td: 'touchdowns',
} as const satisfies Record<string, EngineStatType>;
export type OddsMarket = keyof typeof ODDS_MARKET_STAT_TYPES;
export const ODDS_MARKETS = Object.keys(ODDS_MARKET_STAT_TYPES) as OddsMarket[];

/** The line an anytime-touchdown price stands for. */
export const ANYTIME_TD_LINE = 0.5;

/** An upcoming game as the odds provider lists it. */
export interface OddsEvent {
  id: string;
  commenceTime: string;
  /** Team abbreviations (nflverse style, e.g. KC, LA), mapped from the provider's full names. */
  homeTeam: string;
  awayTeam: string;
}

/** One book's line for one player and market, with both prices when the book posts both. */
export interface PropPrice {
  eventId: string;
  /** The provider's book key (e.g. draftkings) and its display name (DraftKings). */
  bookKey: string;
  book: string;
  player: string;
  market: OddsMarket;
  statType: EngineStatType;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
  /** The book's own last update of this market: when the line was pulled. */
  pulledAt: string;
}

export interface EventProps {
  event: OddsEvent;
  rows: PropPrice[];
  /** Outcomes left out (no player, no price, a line off the half-point grid...), each named. */
  skipped: number;
  issues: ProviderIssue[];
}

/** The provider's usage quota as its last answer reported it (null before any call). */
export interface QuotaState {
  remaining: number | null;
  used: number | null;
  /** Cost of the last call. */
  last: number | null;
  /** Calls stop when one would leave fewer than this many credits. */
  floor: number;
}

/**
 * Odds for upcoming NFL games. Rejects with ProviderError (unauthorized, quota, unavailable, malformed); a call
 * that would take the quota below its floor is not made and rejects with code quota.
 */
export interface OddsProvider {
  events(): Promise<OddsEvent[]>;
  playerProps(eventId: string): Promise<EventProps>;
  quota(): QuotaState;
}
