// Defence vs position: per team, what the players of each position group facing it produced per game. Pure:
// the API and the dev mock both call it, on the logs of games that kicked off before the season clock's instant.
import {
  DEFENSE_STAT_TYPES,
  POSITION_GROUPS,
  type DefenseLeagueRow,
  type DefenseRow,
  type PositionGroup,
} from '../entities/defense';
import type { GameLogEntry } from '../entities/game';
import type { EngineStatType } from '../entities/prop';

/** What a prop of this stat type settles on in one box score line (touchdowns: rushing plus receiving). */
export function logStatValue(entry: GameLogEntry, statType: EngineStatType): number {
  switch (statType) {
    case 'passing_yards':
      return entry.passing_yards;
    case 'rushing_yards':
      return entry.rushing_yards;
    case 'receiving_yards':
      return entry.receiving_yards;
    case 'receptions':
      return entry.receptions;
    case 'passing_tds':
      return entry.passing_tds;
    case 'touchdowns':
      return entry.rushing_tds + entry.receiving_tds;
  }
}

export interface DefenseInput {
  season: number;
  logs: readonly GameLogEntry[];
  /** Each player's position; players of other positions (or unknown) are not counted. */
  positionOf: (playerId: string) => string | undefined;
  /** Each game's kickoff (ISO); a game without one is not counted. */
  kickoffOf: (gameId: string) => string | undefined;
  /** The season clock's instant: only games that kicked off before it count (no look-ahead). */
  now: Date;
  /** The recent average's window in games. */
  window: number;
}

const isGroup = (p: string | undefined): p is PositionGroup =>
  p !== undefined && (POSITION_GROUPS as readonly string[]).includes(p);

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
// `+ 0` turns a rounded -0 into 0, which reads "0.0" rather than "-0.0".
const round2 = (x: number) => Math.round(x * 100) / 100 + 0;

/** Competition ranking, ascending: 1 allows the least; equal values share a rank (1, 2, 2, 4). */
export function ascendingRanks(values: readonly number[]): number[] {
  return values.map((v) => 1 + values.filter((o) => o < v).length);
}

interface TeamGame {
  gameId: string;
  kickoff: string;
  /** position|statType → allowed in this game. */
  allowed: Map<string, number>;
}

/** Every counted game of every defence, oldest first. */
function gamesByDefence(input: DefenseInput): Map<string, TeamGame[]> {
  const at = input.now.getTime();
  const byTeam = new Map<string, Map<string, TeamGame>>();
  for (const log of input.logs) {
    if (log.season !== input.season) continue;
    const kickoff = input.kickoffOf(log.game_id);
    if (kickoff === undefined || Date.parse(kickoff) >= at) continue;
    const games = byTeam.get(log.opponent) ?? new Map<string, TeamGame>();
    byTeam.set(log.opponent, games);
    const game = games.get(log.game_id) ?? {
      gameId: log.game_id,
      kickoff,
      allowed: new Map<string, number>(),
    };
    games.set(log.game_id, game);
    const position = input.positionOf(log.player_id);
    if (!isGroup(position)) continue;
    for (const statType of DEFENSE_STAT_TYPES[position]) {
      const key = `${position}|${statType}`;
      game.allowed.set(key, (game.allowed.get(key) ?? 0) + logStatValue(log, statType));
    }
  }
  const sorted = new Map<string, TeamGame[]>();
  for (const [team, games] of byTeam)
    sorted.set(
      team,
      [...games.values()].sort(
        (a, b) => a.kickoff.localeCompare(b.kickoff) || a.gameId.localeCompare(b.gameId),
      ),
    );
  return sorted;
}

/**
 * Per team, position group and stat type: allowed per game over the season and over the last `window` games
 * (equally weighted), each ranked across the teams (1 = allows the least), plus the league average row (the
 * mean of the teams' averages). Rows by team, then position group and stat type in DEFENSE_STAT_TYPES order.
 */
export function defenseVsPosition(input: DefenseInput): { rows: DefenseRow[]; league: DefenseLeagueRow[] } {
  const byTeam = gamesByDefence(input);
  const teams = [...byTeam.keys()].sort();
  const rows: DefenseRow[] = [];
  const league: DefenseLeagueRow[] = [];
  for (const position of POSITION_GROUPS) {
    for (const statType of DEFENSE_STAT_TYPES[position]) {
      const key = `${position}|${statType}`;
      const stats = teams.map((team) => {
        const games = byTeam.get(team) ?? [];
        const allowed = games.map((g) => g.allowed.get(key) ?? 0);
        return {
          team,
          games: games.length,
          seasonAvg: round2(mean(allowed)),
          recentAvg: round2(mean(allowed.slice(-input.window))),
        };
      });
      const seasonRanks = ascendingRanks(stats.map((s) => s.seasonAvg));
      const recentRanks = ascendingRanks(stats.map((s) => s.recentAvg));
      stats.forEach((s, i) =>
        rows.push({
          ...s,
          position,
          statType,
          seasonRank: seasonRanks[i] ?? 1,
          recentRank: recentRanks[i] ?? 1,
        }),
      );
      if (stats.length > 0)
        league.push({
          position,
          statType,
          seasonAvg: round2(mean(stats.map((s) => s.seasonAvg))),
          recentAvg: round2(mean(stats.map((s) => s.recentAvg))),
        });
    }
  }
  rows.sort((a, b) => a.team.localeCompare(b.team));
  return { rows, league };
}
