// A stored game-log entry as the engine's row: the one translation the server's generation, player research,
// grading and the fixtures' demo season all use, so a new stat column is added in one place.
import type { GameLogEntry } from '@edgeboard/domain';
import type { GameLogRow, GameLogStats } from './types';

/** A line in which the player did nothing: every counter 0. */
export function emptyGameLogStats(): GameLogStats {
  return {
    passingYards: 0,
    passingTds: 0,
    attempts: 0,
    completions: 0,
    interceptions: 0,
    rushingYards: 0,
    rushingTds: 0,
    carries: 0,
    receivingYards: 0,
    receivingTds: 0,
    receptions: 0,
    targets: 0,
  };
}

/**
 * The entry with the player's name and position joined in (the id and no position when the player is
 * unknown) and, when given, the game’s date (the analysis labels recent games with it).
 */
export function toGameLogRow(
  e: GameLogEntry,
  player: { name: string; position: string } | undefined,
  date?: string,
): GameLogRow {
  return {
    playerId: e.player_id,
    playerName: player?.name ?? e.player_id,
    position: player?.position ?? '',
    team: e.team,
    opponent: e.opponent,
    season: e.season,
    week: e.week,
    ...(date ? { date } : {}),
    passingYards: e.passing_yards,
    passingTds: e.passing_tds,
    attempts: e.attempts,
    completions: e.completions,
    interceptions: e.interceptions,
    rushingYards: e.rushing_yards,
    rushingTds: e.rushing_tds,
    carries: e.carries,
    receivingYards: e.receiving_yards,
    receivingTds: e.receiving_tds,
    receptions: e.receptions,
    targets: e.targets,
  };
}
