// What a replay's engine reads, and the publication of one week's picks from it. The build publishes the weeks
// opened by the start; the replay job (replay-jobs.ts) publishes each later week when the season clock reaches
// its Tuesday, from the same inputs, so a week's picks never exist before the games they are computed from are
// played on the replay's clock.
import { readdirSync } from 'node:fs';
import {
  gameIdOf,
  NflverseFolderStats,
  type KnownGame,
} from '@edgeboard/adapters/providers/nflverse-folder-stats';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { Game, GameLogEntry, Player } from '@edgeboard/domain';
import {
  buildHistory,
  fitModel,
  loadDefaultModel,
  type EngineModel,
  type GameLogRow,
  type LineRow,
} from '@edgeboard/engine';
import { engineRows, weekStart } from '@edgeboard/fixtures';
import { replayWeekPicks } from './replay-picks';

const FILE = /^player_stats_(\d{4})\.csv$/;

/** Seasons with a player_stats_<yyyy>.csv in the folder, oldest first. */
export function folderSeasons(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => FILE.exec(name)?.[1])
    .filter((s): s is string => s !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export interface ReplayInputs {
  season: number;
  /** The replayed season's weeks, in order. */
  weeks: number[];
  games: Game[];
  /** Every season in the folder up to the replayed one, read whole; each week's picks cut to earlier weeks. */
  rows: GameLogRow[];
  players: Map<string, Player>;
  model: EngineModel;
  /** Seasons the model was fitted on (none: a model was given, or the committed default). */
  trainSeasons: number[];
  /** Real book lines of the replayed season (--lines). */
  lines: readonly LineRow[];
  /** Games priced on the odds history's pulls (--odds-history): they get no proxy picks on their Tuesday. */
  oddsGames: ReadonlySet<string>;
}

/** A season's games and logs from the folder, every game final, as the engine's rows. */
async function seasonRows(
  dir: string,
  season: number,
  knownGames: readonly KnownGame[],
): Promise<{ rows: GameLogRow[]; games: Game[]; players: Player[] }> {
  const provider = new NflverseFolderStats({ dir, knownGames });
  const [schedule, weekly] = [await provider.schedule(season), await provider.weeklyPlayerStats(season)];
  const gameLogs: GameLogEntry[] = weekly.lines.map((l) => ({
    ...l,
    game_id: gameIdOf(season, l.week, l.team, l.opponent),
  }));
  return {
    rows: engineRows({ players: weekly.players, games: schedule.games, gameLogs }),
    games: schedule.games,
    players: weekly.players,
  };
}

/**
 * Reads the folder's seasons up to `season` and fits the model on the earlier ones (out of sample), unless a
 * model is given. Deterministic: the build and the server's job get the same model from the same folder.
 */
export async function loadReplayInputs(
  dir: string,
  season: number,
  earlierSeasons: readonly number[],
  options: {
    model?: EngineModel | undefined;
    lines?: readonly LineRow[] | undefined;
    /** The odds history's games of the replayed season: the real schedule where it has them. */
    oddsGames?: readonly KnownGame[] | undefined;
  } = {},
): Promise<ReplayInputs> {
  const bySeason = new Map<number, Awaited<ReturnType<typeof seasonRows>>>();
  const known = options.oddsGames ?? [];
  for (const s of [...earlierSeasons, season]) bySeason.set(s, await seasonRows(dir, s, known));
  const rows = [...bySeason.values()].flatMap((d) => d.rows);
  const trainRows = rows.filter((r) => r.season < season);
  const fitted = options.model === undefined && earlierSeasons.length > 0;
  const model =
    options.model ??
    (fitted ? fitModel(buildHistory(trainRows), { trainSeasons: [...earlierSeasons] }) : loadDefaultModel());
  const players = new Map<string, Player>();
  for (const d of bySeason.values()) for (const p of d.players) players.set(p.id, p);
  const games = bySeason.get(season)?.games ?? [];
  return {
    season,
    weeks: [...new Set(games.map((g) => g.week))].sort((a, b) => a - b),
    games,
    rows,
    players,
    model,
    trainSeasons: fitted ? [...earlierSeasons] : [],
    lines: (options.lines ?? []).filter((l) => l.season === season),
    oddsGames: new Set(known.map((g) => gameIdOf(season, g.week, g.home_team, g.away_team))),
  };
}

/** When a week's picks are published: the week's Tuesday, days before its first kickoff. */
export const replayWeekOpens = (season: number, week: number): Date => weekStart(week, season);

/** The engine's picks of one week, from the weeks before it only, written to the store. */
export async function publishReplayWeek(
  repos: Pick<SqlRepositories, 'aiPicks'>,
  inputs: ReplayInputs,
  week: number,
): Promise<{ picks: number; bookPicks: number; unmatchedLines: number }> {
  const { season } = inputs;
  const result = replayWeekPicks({
    season,
    week,
    games: inputs.games.filter((g) => g.week === week && !inputs.oddsGames.has(g.id)),
    earlier: inputs.rows.filter((r) => r.season < season || (r.season === season && r.week < week)),
    players: inputs.players,
    model: inputs.model,
    lines: inputs.lines.filter((l) => l.week === week),
    publishAt: replayWeekOpens(season, week),
  });
  await repos.aiPicks.insertMany(result.picks);
  return {
    picks: result.picks.length,
    bookPicks: result.picks.filter((p) => p.line_source === 'book').length,
    unmatchedLines: result.unmatchedLines,
  };
}
