// Builds a replay database of a real past season (`npm run replay`): the season and up to three earlier ones go in
// through the same ingest as hosted mode (ingestStatsAndSchedule) from a local folder of nflverse weekly stats,
// the replayed season as of the week the replay starts at (later games scheduled, no box scores yet); then the
// engine publishes the picks of every week opened by then, each from earlier weeks only, and the picks of games
// already played are locked and graded. The server's replay job (replay-jobs.ts) moves the season on from there,
// publishing each later week's picks when the clock reaches it.
import {
  NflverseFolderStats,
  type ScheduleSources,
} from '@edgeboard/adapters/providers/nflverse-folder-stats';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { seasonWeekAt } from '@edgeboard/domain';
import type { EngineModel, LineRow } from '@edgeboard/engine';
import { NFL_TEAMS } from '@edgeboard/fixtures';
import type { IngestLog, IngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import { gradeFinalPicks } from '@edgeboard/application/picks/grade-final-picks/grade-final-picks';
import { folderSeasons, loadReplayInputs, publishReplayWeek, replayWeekOpens } from './replay-inputs';
import { oddsScheduleGames, publishDueBookPicks, pullReplayOdds, type ReplayOdds } from './replay-odds';

/** Earlier seasons stored beside the replayed one: what the engine's own generation run reads (HISTORY_SEASONS). */
const STORED_EARLIER_SEASONS = 3;

export interface ReplayOptions {
  dir: string;
  season: number;
  /** The week the replay clock starts at: its Tuesday. */
  startWeek: number;
  /** Real book lines (--lines), any season; only the replayed season's are read. */
  lines?: readonly LineRow[];
  /** Timestamped sportsbook pulls (--odds-history): stored as book pulls, the games' picks priced on them. */
  odds?: ReplayOdds;
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
  /** Where the replayed season's games came from (nflverse games.csv, the odds history, derived from stats). */
  schedule: ScheduleSources;
  /** The odds history's rows read, pulls stored by the start, rows taken at or after kickoff, unmatched names. */
  odds?: { rowsRead: number; unreadable: number; stored: number; afterKickoff: number; unmatched: string[] };
  locked: number;
  graded: number;
  /** The season instant the replay starts at (the start week's Tuesday). */
  startsAt: string;
}

/** The instant the replay clock starts at: Tuesday of the start week (the season calendar's week start). */
export const replayStart = replayWeekOpens;

export async function buildReplay(deps: ReplayDeps, options: ReplayOptions): Promise<ReplayReport> {
  const { repos } = deps;
  const { dir, season, startWeek } = options;
  const available = folderSeasons(dir);
  const earlierSeasons = available.filter((s) => s < season);
  const storedSeasons = [...earlierSeasons.slice(-STORED_EARLIER_SEASONS), season];
  const startsAt = replayStart(season, startWeek);

  // The ingest does not write teams: the 32 clubs, as the importer lists them.
  await repos.teams.upsertMany(NFL_TEAMS.map((t) => ({ ...t })));
  const knownGames = options.odds ? oddsScheduleGames(options.odds.history, season) : [];
  let ingested = { players: 0, games: 0, gameLogs: 0 };
  let schedule: ScheduleSources = { nflverse: 0, given: 0, derived: 0 };
  for (const s of storedSeasons) {
    // Oldest first, so a player's stored team is his latest; the replayed season as of the start.
    const stats = new NflverseFolderStats(
      s === season ? { dir, asOf: () => startsAt, knownGames } : { dir, knownGames },
    );
    const r = await ingestStatsAndSchedule({ stats, transaction: deps.transaction, log: deps.log }, s);
    if (s === season) {
      ingested = { players: r.players, games: r.games, gameLogs: r.gameLogs };
      schedule = await stats.scheduleSources(s);
    }
  }

  // The engine's picks of every week that has opened by the start, each from earlier weeks only; later weeks are
  // published by the replay job when the season clock reaches them (replay-jobs.ts), so nothing on show was
  // computed from a game the clock has not played.
  const inputs = await loadReplayInputs(dir, season, earlierSeasons, { ...options, oddsGames: knownGames });
  let picks = 0;
  let bookPicks = 0;
  let unmatchedLines = 0;
  for (const week of inputs.weeks.filter((w) => replayStart(season, w) <= startsAt)) {
    const result = await publishReplayWeek(repos, inputs, week);
    picks += result.picks;
    bookPicks += result.bookPicks;
    unmatchedLines += result.unmatchedLines;
  }

  // The odds history's pulls taken by the start, and the picks of its games published by then, each from the
  // pulls before its publication time.
  let odds: ReplayReport['odds'];
  if (options.odds) {
    const pulled = await pullReplayOdds(deps, options.odds, startsAt);
    const booked = await publishDueBookPicks(repos, options.odds, inputs.model, season, startsAt);
    picks += booked;
    bookPicks += booked;
    odds = {
      rowsRead: options.odds.history.rowsRead,
      unreadable: options.odds.history.issues.length,
      stored: pulled.written,
      afterKickoff: pulled.afterKickoff,
      unmatched: pulled.unmatched,
    };
  }

  // Games already played at the start: their picks join the record and are graded, as the job would have done.
  const locked = await repos.aiPicks.lockStarted(startsAt.toISOString());
  const graded = await gradeFinalPicks(repos, season, seasonWeekAt(startsAt).week);
  return {
    season,
    storedSeasons,
    trainSeasons: inputs.trainSeasons,
    ...ingested,
    picks,
    bookPicks,
    proxyPicks: picks - bookPicks,
    unmatchedLines,
    schedule,
    ...(odds && { odds }),
    locked,
    graded,
    startsAt: startsAt.toISOString(),
  };
}
