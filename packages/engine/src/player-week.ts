// One player's week as every stat type's features see it: his games strictly before that week, and their weights.
import { gameKey, lastIndexBefore, positionGroup } from './history';
import type { History, PlayerLog, PositionGroup } from './history';
import { gameWeights, LONG_HALF_LIFE, SHORT_HALF_LIFE } from './recency-weights';
import type { GameLogRow } from './types';

const LOOKBACK_GAMES = 32;

/** The player's games strictly before (season, week), oldest first. */
export function gamesBefore(
  player: PlayerLog,
  season: number,
  week: number,
  limit = LOOKBACK_GAMES,
): GameLogRow[] {
  const end = lastIndexBefore(player.keys, gameKey(season, week)) + 1;
  return player.games.slice(Math.max(0, end - limit), end);
}

/** What every stat type's features share for one player and week: his earlier games and their weights. */
export interface PlayerWeek {
  readonly season: number;
  readonly key: number;
  readonly recent: readonly GameLogRow[];
  readonly latest: GameLogRow;
  readonly group: PositionGroup;
  readonly wShort: readonly number[];
  readonly wLong: readonly number[];
  readonly seasonGames: number;
}

/**
 * The player's games strictly before (season, week), with their weights; null below `minGames`.
 * Nothing at or after that week is read: every lookup goes through a binary search on time-ordered keys.
 */
export function playerWeek(
  history: History,
  playerId: string,
  season: number,
  week: number,
  minGames: number,
): PlayerWeek | null {
  const player = history.players.get(playerId);
  if (!player) return null;
  const recent = gamesBefore(player, season, week);
  const latest = recent[recent.length - 1];
  if (recent.length < minGames || !latest) return null;
  return {
    season,
    key: gameKey(season, week),
    recent,
    latest,
    group: positionGroup(latest.position),
    wShort: gameWeights(recent, season, SHORT_HALF_LIFE),
    wLong: gameWeights(recent, season, LONG_HALF_LIFE),
    seasonGames: recent.filter((g) => g.season === season).length,
  };
}
