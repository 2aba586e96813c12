import { gamesBefore } from './player-week';
import { median } from './recency-weights';
import type { History } from './history';
import { statValue } from './stat-value';
import { ENGINE_STAT_TYPES } from './types';
import type { EngineStatType, GameLogRow } from './types';

/** A prop the fixed market proxy would have posted, with the stat the player actually recorded. */
export interface MarketProp {
  playerId: string;
  statType: EngineStatType;
  season: number;
  week: number;
  opponent: string;
  line: number;
  actual: number;
}

/** Earlier games the proxy needs, and how many of the most recent it takes the median of. */
export const PROXY_MIN_GAMES = 4;
export const PROXY_WINDOW = 8;

/** Whether the market proxy posts this prop: the thresholds on the median of the earlier games. */
export function marketProxyEligible(
  statType: EngineStatType,
  earlier: readonly GameLogRow[],
  position: string,
): boolean {
  const med = (pick: (g: GameLogRow) => number) => median(earlier.map(pick));
  switch (statType) {
    case 'passing_yards':
      return med((g) => g.passingYards) >= 150;
    case 'rushing_yards':
      return med((g) => g.rushingYards) >= 20;
    case 'receiving_yards':
      return med((g) => g.receivingYards) >= 15;
    case 'receptions':
      return med((g) => g.receptions) >= 1.5;
    case 'passing_tds':
      return position.toUpperCase() === 'QB' && med((g) => g.passingYards) >= 150;
    case 'touchdowns':
      return med((g) => g.rushingYards + g.receivingYards) >= 25;
  }
}

/**
 * The proxy's line for a prop from the player's earlier games (oldest first), or null when it posts none:
 * floor(median of the last 8) + 0.5, with at least 4 earlier games and the volume thresholds cleared.
 * The replay (scripts/replay.ts) prices a real season's props with it, one week at a time.
 */
export function marketProxyLine(
  statType: EngineStatType,
  earlier: readonly GameLogRow[],
  position: string,
): number | null {
  const recent = earlier.slice(-PROXY_WINDOW);
  if (recent.length < PROXY_MIN_GAMES || !marketProxyEligible(statType, recent, position)) return null;
  return Math.floor(median(recent.map((g) => statValue(g, statType)))) + 0.5;
}

/**
 * The backtest's fixed lines, identical for every model so scores compare: for each game a player
 * played in `seasons`, with at least 4 earlier games (any season), the line is floor(median of the
 * last 8) + 0.5, posted only where the player's volume clears the thresholds.
 */
export function marketProxyProps(history: History, seasons: readonly number[]): MarketProp[] {
  const wanted = new Set(seasons);
  const props: MarketProp[] = [];
  for (const player of history.players.values()) {
    player.games.forEach((game, index) => {
      if (!wanted.has(game.season) || index < PROXY_MIN_GAMES) return;
      const earlier = gamesBefore(player, game.season, game.week, PROXY_WINDOW);
      if (earlier.length < PROXY_MIN_GAMES) return;
      for (const statType of ENGINE_STAT_TYPES) {
        if (!marketProxyEligible(statType, earlier, game.position)) continue;
        const line = Math.floor(median(earlier.map((g) => statValue(g, statType)))) + 0.5;
        props.push({
          playerId: player.playerId,
          statType,
          season: game.season,
          week: game.week,
          opponent: game.opponent,
          line,
          actual: statValue(game, statType),
        });
      }
    });
  }
  return props;
}
