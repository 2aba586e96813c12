// The per-prop record of a lines backtest (issue #29 item 6): one object per line of the file that was priced,
// each quote at its own line, in the field names, so anyone can score the engine's published P(over) and
// its ladder against the outcomes without running the engine.
import { noVig } from '@edgeboard/domain';
import type { AnchoredDistribution } from './anchored';
import { ladderLines } from './ladder';
import type { LineRow } from './lines-file';

export interface PropRecord {
  season: number;
  week: number;
  away_team: string;
  home_team: string;
  player: string;
  stat_type: string;
  line: number;
  over_odds: number | null;
  under_odds: number | null;
  sportsbook: string;
  /** The player's stat in that game; null when the line matched no player's game. */
  actual: number | null;
  /** The book's own no-vig P(over); null when it priced one side only. */
  market_p_over: number | null;
  /** The engine's published P(over) at `line`. */
  p_over: number;
  ladder: { line: number; p_over: number }[];
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The record of one quote: its P(over) is the published one when it sits at the posted line, else read off the
 * prop's anchored distribution at its own line; its ladder is around its own line.
 */
export function propRecord(
  row: LineRow,
  actual: number | null,
  posted: { line: number; pOver: number },
  dist: AnchoredDistribution,
): PropRecord {
  const at = (l: number) => (l === posted.line ? posted.pOver : dist.pOver(l));
  return {
    season: row.season,
    week: row.week,
    away_team: row.awayTeam,
    home_team: row.homeTeam,
    player: row.player,
    stat_type: row.statType,
    line: row.line,
    over_odds: row.overOdds,
    under_odds: row.underOdds,
    sportsbook: row.sportsbook,
    actual,
    market_p_over: noVig(row.overOdds, row.underOdds)?.over ?? null,
    p_over: r6(at(row.line)),
    ladder: ladderLines(row.statType, row.line).map((l) => ({ line: l, p_over: r6(at(l)) })),
  };
}
