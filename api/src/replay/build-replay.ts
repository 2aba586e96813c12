// Builds a replay database of a real past season (`npm run replay`): the season and up to three earlier ones go in
// through the same ingest as hosted mode (ingestStatsAndSchedule) from a local folder of nflverse weekly stats,
// the replayed season as of the week the replay starts at (later games scheduled, no box scores yet); then the
// engine publishes every week's picks from earlier weeks only, and the picks of games already played are locked
// and graded. The server's replay job (replay-jobs.ts) moves the season on from there.
import { readdirSync } from 'node:fs';
import { NflverseFolderStats, gameIdOf } from '@edgeboard/adapters/providers/nflverse-folder-stats';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { seasonWeekAt, type Game, type GameLogEntry, type Player } from '@edgeboard/domain';
import {
  buildHistory,
  fitModel,
  loadDefaultModel,
  type EngineModel,
  type GameLogRow,
  type LineRow,
} from '@edgeboard/engine';
import { NFL_TEAMS, engineRows, weekStart } from '@edgeboard/fixtures';
import type { IngestLog, IngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import { gradeFinalPicks } from '../server/grade-final-picks';
import { replayWeekPicks } from './replay-picks';

/** Earlier seasons stored beside the replayed one: what the engine's own generation run reads (HISTORY_SEASONS). */
const STORED_EARLIER_SEASONS = 3;
const FILE = /^player_stats_(\d{4})\.csv$/;

export interface ReplayOptions {
  dir: string;
  season: number;
  /** The week the replay clock starts at: its Tuesday. */
  startWeek: number;
  /** Real book lines (--lines), any season; only the replayed season's are read. */
  lines?: readonly LineRow[];
  /** The engine's model; unset: fitted on the folder's earlier seasons (tests pass one to stay fast). */
  model?: EngineModel;
}

export interface ReplayDeps {
  repos: SqlRepositories;
  transaction: IngestTransaction;
  log: IngestLog;
}

export interface ReplayReport {
  season: number;
  storedSeasons: number[];
  /** Seasons the engine's model was fitted on (none: the committed default model). */
  trainSeasons: number[];
  players: number;
  games: number;
  gameLogs: number;
  picks: number;
  bookPicks: number;
  proxyPicks: number;
  unmatchedLines: number;
  locked: number;
  graded: number;
  /** The season instant the replay starts at (the start week's Tuesday). */
  startsAt: string;
}

/** Seasons with a player_stats_<yyyy>.csv in the folder, oldest first. */
export function folderSeasons(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => FILE.exec(name)?.[1])
    .filter((s): s is string => s !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The instant the replay clock starts at: Tuesday of the start week (the season calendar's week start). */
export const replayStart = (season: number, week: number): Date => weekStart(week, season);

/** A season's games and logs from the folder, every game final, as the engine's rows. */
async function seasonRows(
  dir: string,
  season: number,
): Promise<{ rows: GameLogRow[]; games: Game[]; players: Player[] }> {
  const provider = new NflverseFolderStats({ dir });
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

export async function buildReplay(deps: ReplayDeps, options: ReplayOptions): Promise<ReplayReport> {
  const { repos } = deps;
  const { dir, season, startWeek } = options;
  const available = folderSeasons(dir);
  const earlierSeasons = available.filter((s) => s < season);
  const storedSeasons = [...earlierSeasons.slice(-STORED_EARLIER_SEASONS), season];
  const startsAt = replayStart(season, startWeek);

  // The ingest does not write teams: the 32 clubs, as the importer lists them.
  await repos.teams.upsertMany(NFL_TEAMS.map((t) => ({ ...t })));
  let ingested = { players: 0, games: 0, gameLogs: 0 };
  for (const s of storedSeasons) {
    // Oldest first, so a player's stored team is his latest; the replayed season as of the start.
    const stats = new NflverseFolderStats(s === season ? { dir, asOf: () => startsAt } : { dir });
    const r = await ingestStatsAndSchedule({ stats, transaction: deps.transaction, log: deps.log }, s);
    if (s === season) ingested = { players: r.players, games: r.games, gameLogs: r.gameLogs };
  }

  // The engine's inputs: every season in the folder up to the replayed one, read whole, each week's picks then
  // cut to earlier weeks. The model is fitted on the earlier seasons only, so the replay is out of sample.
  const bySeason = new Map<number, Awaited<ReturnType<typeof seasonRows>>>();
  for (const s of [...earlierSeasons, season]) bySeason.set(s, await seasonRows(dir, s));
  const allRows = [...bySeason.values()].flatMap((d) => d.rows);
  const trainRows = allRows.filter((r) => r.season < season);
  const model: EngineModel =
    options.model ??
    (earlierSeasons.length > 0
      ? fitModel(buildHistory(trainRows), { trainSeasons: earlierSeasons })
      : loadDefaultModel());

  const current = bySeason.get(season);
  const players = new Map<string, Player>();
  for (const d of bySeason.values()) for (const p of d.players) players.set(p.id, p);
  const lines = (options.lines ?? []).filter((l) => l.season === season);
  let picks = 0;
  let bookPicks = 0;
  let unmatchedLines = 0;
  const weeks = [...new Set(current?.games.map((g) => g.week) ?? [])].sort((a, b) => a - b);
  for (const week of weeks) {
    const earlier = allRows.filter((r) => r.season < season || (r.season === season && r.week < week));
    const result = replayWeekPicks({
      season,
      week,
      games: current?.games.filter((g) => g.week === week) ?? [],
      earlier,
      players,
      model,
      lines: lines.filter((l) => l.week === week),
      // Published when the week opens (Tuesday), days before its first nominal kickoff.
      publishAt: replayStart(season, week),
    });
    await repos.aiPicks.insertMany(result.picks);
    picks += result.picks.length;
    bookPicks += result.picks.filter((p) => p.line_source === 'book').length;
    unmatchedLines += result.unmatchedLines;
  }

  // Games already played at the start: their picks join the record and are graded, as the job would have done.
  const locked = await repos.aiPicks.lockStarted(startsAt.toISOString());
  const graded = await gradeFinalPicks(repos, season, seasonWeekAt(startsAt).week);
  return {
    season,
    storedSeasons,
    trainSeasons: options.model ? [] : earlierSeasons,
    ...ingested,
    picks,
    bookPicks,
    proxyPicks: picks - bookPicks,
    unmatchedLines,
    locked,
    graded,
    startsAt: startsAt.toISOString(),
  };
}
