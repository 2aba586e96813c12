import { statValue, usageValue } from './stat-value';
import { ENGINE_STAT_TYPES } from './types';
import type { EngineStatType, GameLogRow } from './types';

/** Fewer earlier games than this and the engine declines to project a player. */
export const MIN_HISTORY_GAMES = 3;

export type PositionGroup = 'QB' | 'RB' | 'WR' | 'TE' | 'OTHER';

export function positionGroup(position: string): PositionGroup {
  const p = position.toUpperCase();
  if (p === 'QB') return 'QB';
  if (p === 'RB' || p === 'FB' || p === 'HB') return 'RB';
  if (p === 'WR') return 'WR';
  if (p === 'TE') return 'TE';
  return 'OTHER';
}

/** Orders games in time: season first, then week. */
export function gameKey(season: number, week: number): number {
  return season * 100 + week;
}

const STAT_COUNT = ENGINE_STAT_TYPES.length;
const zeros = (): number[] => new Array<number>(STAT_COUNT).fill(0);

/** The map's value for `key`, first storing `make()` there when it has none. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => NoInfer<V>): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Per-game sums as the sorted game keys and, in that order, each game's sums, frozen. */
function byGame(perGame: Map<number, number[]>): {
  keys: readonly number[];
  sums: readonly (readonly number[])[];
} {
  const keys = [...perGame.keys()].sort((a, b) => a - b);
  return {
    keys: Object.freeze(keys),
    sums: Object.freeze(keys.map((k) => Object.freeze(perGame.get(k) ?? []))),
  };
}
export const STAT_INDEX: Record<EngineStatType, number> = Object.fromEntries(
  ENGINE_STAT_TYPES.map((s, i) => [s, i]),
) as Record<EngineStatType, number>;

export interface PlayerLog {
  readonly playerId: string;
  readonly playerName: string;
  readonly position: string;
  readonly group: PositionGroup;
  /** Games in time order. */
  readonly games: readonly GameLogRow[];
  readonly keys: readonly number[];
}

/** What one defense allowed to one position group, game by game, in time order. */
export interface DefenseLog {
  readonly keys: readonly number[];
  /** Per game, one total per stat type (ENGINE_STAT_TYPES order). */
  readonly allowed: readonly (readonly number[])[];
}

/** League totals for one position group, cumulative over time (entry i covers every game up to keys[i]). */
export interface LeagueLog {
  readonly keys: readonly number[];
  readonly cumStat: readonly (readonly number[])[];
  readonly cumUsage: readonly (readonly number[])[];
  /** Cumulative count of (defense, game) pairs in which the group recorded a line. */
  readonly cumTeamGames: readonly number[];
}

export interface History {
  readonly players: ReadonlyMap<string, PlayerLog>;
  readonly defenses: ReadonlyMap<string, DefenseLog>;
  readonly league: ReadonlyMap<PositionGroup, LeagueLog>;
  readonly seasons: readonly number[];
  readonly rowCount: number;
  /** Per team, game by game: the team's total usage per stat type (attempts, carries, targets...). */
  readonly teams: ReadonlyMap<string, TeamLog>;
}

export interface TeamLog {
  readonly keys: readonly number[];
  readonly usage: readonly (readonly number[])[];
}

export function defenseId(team: string, group: PositionGroup): string {
  return `${team}|${group}`;
}

/** Index of the last key strictly below `key` in an ascending array, or -1. */
export function lastIndexBefore(keys: readonly number[], key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? Infinity) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function compareRows(a: GameLogRow, b: GameLogRow): number {
  return gameKey(a.season, a.week) - gameKey(b.season, b.week);
}

/**
 * Indexes every player's games and every defense's allowed totals once, so a prediction touches
 * only the few dozen rows it needs instead of scanning the league.
 */
export function buildHistory(rows: readonly GameLogRow[]): History {
  const byPlayer = new Map<string, GameLogRow[]>();
  for (const row of rows) {
    const list = byPlayer.get(row.playerId);
    if (list) list.push(row);
    else byPlayer.set(row.playerId, [row]);
  }
  const players = new Map<string, PlayerLog>();
  for (const [playerId, list] of byPlayer) {
    list.sort(compareRows);
    // A player listed twice in one week (data glitch) keeps the later row only.
    const games: GameLogRow[] = [];
    for (const row of list) {
      const prev = games[games.length - 1];
      if (prev && prev.season === row.season && prev.week === row.week) games[games.length - 1] = row;
      else games.push(Object.freeze({ ...row }));
    }
    const last = games[games.length - 1];
    if (!last) continue;
    players.set(
      playerId,
      Object.freeze({
        playerId,
        playerName: last.playerName,
        position: last.position,
        group: positionGroup(last.position),
        games: Object.freeze(games),
        keys: Object.freeze(games.map((g) => gameKey(g.season, g.week))),
      }),
    );
  }

  // Defense totals: (team, group, game) -> per-stat sums.
  const defenseGames = new Map<string, Map<number, number[]>>();
  const leagueGames = new Map<
    PositionGroup,
    Map<number, { stat: number[]; usage: number[]; teamGames: number }>
  >();
  const seenDefenseGame = new Set<string>();
  for (const player of players.values()) {
    for (const g of player.games) {
      const group = positionGroup(g.position);
      const key = gameKey(g.season, g.week);
      const id = defenseId(g.opponent, group);
      const defensePerGame = entryOf(defenseGames, id, () => new Map());
      const sums = entryOf(defensePerGame, key, zeros);
      const leaguePerGame = entryOf(leagueGames, group, () => new Map());
      const league = entryOf(leaguePerGame, key, () => ({ stat: zeros(), usage: zeros(), teamGames: 0 }));
      const dgKey = `${id}|${key}`;
      if (!seenDefenseGame.has(dgKey)) {
        seenDefenseGame.add(dgKey);
        league.teamGames += 1;
      }
      ENGINE_STAT_TYPES.forEach((s, i) => {
        const v = statValue(g, s);
        sums[i] = (sums[i] ?? 0) + v;
        league.stat[i] = (league.stat[i] ?? 0) + v;
        league.usage[i] = (league.usage[i] ?? 0) + usageValue(g, s);
      });
    }
  }
  const defenses = new Map<string, DefenseLog>();
  for (const [id, perGame] of defenseGames) {
    const { keys, sums } = byGame(perGame);
    defenses.set(id, Object.freeze({ keys, allowed: sums }));
  }
  const league = new Map<PositionGroup, LeagueLog>();
  for (const [group, perKey] of leagueGames) {
    const keys = [...perKey.keys()].sort((a, b) => a - b);
    const cumStat: number[][] = [];
    const cumUsage: number[][] = [];
    const cumTeamGames: number[] = [];
    let stat = zeros();
    let usage = zeros();
    let teamGames = 0;
    for (const k of keys) {
      const entry = perKey.get(k);
      if (!entry) continue;
      stat = stat.map((v, i) => v + (entry.stat[i] ?? 0));
      usage = usage.map((v, i) => v + (entry.usage[i] ?? 0));
      teamGames += entry.teamGames;
      cumStat.push(Object.freeze(stat) as number[]);
      cumUsage.push(Object.freeze(usage) as number[]);
      cumTeamGames.push(teamGames);
    }
    league.set(group, Object.freeze({ keys: Object.freeze(keys), cumStat, cumUsage, cumTeamGames }));
  }
  const teamGames = new Map<string, Map<number, number[]>>();
  for (const player of players.values()) {
    for (const g of player.games) {
      const perGame = entryOf(teamGames, g.team, () => new Map());
      const sums = entryOf(perGame, gameKey(g.season, g.week), zeros);
      ENGINE_STAT_TYPES.forEach((s, i) => {
        sums[i] = (sums[i] ?? 0) + usageValue(g, s);
      });
    }
  }
  const teams = new Map<string, TeamLog>();
  for (const [team, perGame] of teamGames) {
    const { keys, sums } = byGame(perGame);
    teams.set(team, Object.freeze({ keys, usage: sums }));
  }
  const seasons = [...new Set(rows.map((r) => r.season))].sort((a, b) => a - b);
  return Object.freeze({
    players,
    defenses,
    league,
    teams,
    seasons: Object.freeze(seasons),
    rowCount: rows.length,
  });
}
