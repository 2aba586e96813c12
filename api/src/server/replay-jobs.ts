// Local mode on a replayed real season (EDGEBOARD_DATA=replay, built by `npm run replay`): nothing is generated.
// At start: the plans and demo accounts if the database has none (so the README's demo logins work), and the
// season clock set so that now is EDGEBOARD_NOW. Then one job, every 10 minutes and once at start: games the
// season clock has finished come in with their box scores from the data folder through the same ingest as hosted
// mode, a week the clock has opened gets the engine's picks (from earlier weeks only), picks of games that have
// kicked off are locked, and picks of final games are graded.
import { NflverseFolderStats } from '@edgeboard/adapters/providers/nflverse-folder-stats';
import {
  PLAN_CATALOGUE,
  seasonWeekAt,
  type JobDefinition,
  type JobEngine,
  type JobResult,
} from '@edgeboard/domain';
import { buildAccounts } from '@edgeboard/fixtures';
import { parseLinesCsv, type LineRow } from '@edgeboard/engine';
import { readFileSync } from 'node:fs';
import {
  folderSeasons,
  loadReplayInputs,
  publishReplayWeek,
  replayWeekOpens,
  type ReplayInputs,
} from '../replay/replay-inputs';
import {
  loadReplayOdds,
  oddsScheduleGames,
  publishDueBookPicks,
  pullReplayOdds,
  ReplayOddsConfig,
  type ReplayOdds,
} from '../replay/replay-odds';
import { readReplayState, writeReplayState } from '../replay/replay-clock';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import type { DemoRunnerDeps } from './demo-runner';
import { seedAccounts } from './demo-season';
import { gradeFinalPicks } from '@edgeboard/application/picks/grade-final-picks/grade-final-picks';

export const REPLAY_JOB = 'replay.advance';
export const REPLAY_EVERY_MINUTES = 10;

export interface ReplayRunnerDeps extends DemoRunnerDeps {
  /** The folder of player_stats_<yyyy>.csv the replay was built from; unset: no new box scores come in. */
  dataDir: string | undefined;
  /**
   * What the engine reads to publish a week's picks (loaded once, on first use: the model is fitted then);
   * unset: no new week is published.
   */
  replayInputs?: () => Promise<ReplayInputs>;
  /** The --lines file the replay was built with (EDGEBOARD_REPLAY_LINES), to price the weeks published later. */
  linesFile?: string | undefined;
  /** The --odds-history the replay was built with (EDGEBOARD_REPLAY_ODDS, JSON of ReplayOddsConfig). */
  oddsConfig?: string | undefined;
  /** The odds history, parsed once; unset: no sportsbook pulls come in. */
  odds?: ReplayOdds;
  /** Where the season clock is kept (replay-clock.ts): a restart without EDGEBOARD_NOW goes on from it. */
  stateFile?: string | undefined;
}

/** The inputs of the replayed season in `dir`, loaded and fitted once (the same as the build's). */
export function replayInputsLoader(
  dir: string,
  season: number,
  lines: readonly LineRow[] | undefined,
  odds?: ReplayOdds,
): () => Promise<ReplayInputs> {
  let loaded: Promise<ReplayInputs> | null = null;
  return () =>
    (loaded ??= loadReplayInputs(
      dir,
      season,
      folderSeasons(dir).filter((s) => s < season),
      { lines, ...(odds && { oddsGames: oddsScheduleGames(odds.history, season) }) },
    ));
}

/** Publishes the picks of every week opened by `now` that has none yet; answers how many picks it wrote. */
async function publishOpenedWeeks(
  deps: Pick<ReplayRunnerDeps, 'repos' | 'replayInputs'>,
  now: Date,
  season: number,
  currentWeek: number,
): Promise<number> {
  if (!deps.replayInputs) return 0;
  let written = 0;
  for (let week = 1; week <= currentWeek; week++) {
    if (replayWeekOpens(season, week) > now) continue;
    if ((await deps.repos.aiPicks.forWeek(season, week)).length > 0) continue;
    const inputs = await deps.replayInputs();
    if (!inputs.weeks.includes(week)) continue;
    written += (await publishReplayWeek(deps.repos, inputs, week)).picks;
  }
  return written;
}

/** One tick of the replay: finished games and their box scores, then lock, then grade. */
export async function advanceReplayOnce(
  deps: Pick<
    ReplayRunnerDeps,
    'repos' | 'db' | 'seasonClock' | 'dataDir' | 'logger' | 'replayInputs' | 'odds' | 'picksChanged'
  >,
): Promise<JobResult> {
  const now = deps.seasonClock.now();
  const { season, week } = seasonWeekAt(now);
  let ingested = { games: 0, gameLogs: 0 };
  const log = (line: string) => {
    deps.logger.warn(line);
  };
  if (deps.dataDir) {
    const knownGames = deps.odds ? oddsScheduleGames(deps.odds.history, season) : [];
    const stats = new NflverseFolderStats({ dir: deps.dataDir, asOf: () => now, knownGames });
    // Re-writes the season's games (upserts) and adds only logs not stored yet: finished games since the last tick.
    const stored = new Set(
      (await deps.repos.gameLogs.forSeasons([season])).map((l) => `${l.game_id}|${l.player_id}`),
    );
    const r = await ingestStatsAndSchedule(
      { stats, transaction: sqlIngestTransaction(deps.db.db, deps.picksChanged), log },
      season,
    );
    ingested = { games: r.games, gameLogs: r.gameLogs - stored.size };
  }
  let published = await publishOpenedWeeks(deps, now, season, week);
  let pulls = '';
  if (deps.odds && deps.replayInputs) {
    // Live odds are not logged row by row: a replay's file holds thousands; the count is in the message.
    const pulled = await pullReplayOdds(
      { transaction: sqlIngestTransaction(deps.db.db, deps.picksChanged), log: () => undefined },
      deps.odds,
      now,
    );
    const inputs = deps.replayInputs;
    const model = async () => (await inputs()).model;
    published += await publishDueBookPicks(deps.repos, deps.odds, model, season, now);
    pulls = `${String(pulled.written)} sportsbook pulls stored (${String(pulled.afterKickoff)} rows taken at or after kickoff refused), `;
    if (pulled.unmatched.length > 0)
      log(`replay odds: names matching no player: ${pulled.unmatched.join(', ')}`);
  }
  const locked = await deps.repos.aiPicks.lockStarted(now.toISOString());
  const graded = await gradeFinalPicks(deps.repos, season, week);
  return {
    rowsWritten: Math.max(0, ingested.gameLogs) + published + locked + graded,
    message: `season ${String(season)} week ${String(week)}: ${String(Math.max(0, ingested.gameLogs))} new box-score lines, ${pulls}${String(published)} picks published, ${String(locked)} picks locked, ${String(graded)} graded`,
  };
}

export function replayJob(deps: ReplayRunnerDeps): JobDefinition {
  return {
    name: REPLAY_JOB,
    description:
      'Moves the replayed season to its clock: brings in finished games’ box scores from the data folder, locks picks at kickoff, grades final games.',
    schedule: { everyMinutes: REPLAY_EVERY_MINUTES },
    handler: () => advanceReplayOnce(deps),
  };
}

/** Accounts if none, the season clock, the job (run once now); resolves once the clock is set. */
export async function startReplayJobs(
  deps: ReplayRunnerDeps,
  engine: JobEngine,
): Promise<() => Promise<void>> {
  // EDGEBOARD_NOW (a build, or --week) sets the season instant; otherwise the kept one goes on.
  const kept = deps.stateFile ? readReplayState(deps.stateFile) : null;
  if (!deps.pinnedNow && !kept)
    throw new Error('EDGEBOARD_DATA=replay needs EDGEBOARD_NOW: the season instant to start at');
  if ((await deps.repos.plans.list()).length === 0) {
    const { accounts, subscriptions } = buildAccounts(new Date());
    await seedAccounts(deps, {
      plans: PLAN_CATALOGUE.map((plan) => ({ ...plan, features: [...plan.features] })),
      users: accounts.map((a) => a.profile),
      subscriptions,
    });
  }
  const offsetMs = deps.pinnedNow ? deps.pinnedNow.getTime() - Date.now() : (kept?.offsetMs ?? 0);
  deps.seasonClock.setOffset(offsetMs);
  if (deps.stateFile) writeReplayState(deps.stateFile, { offsetMs });
  const { season } = seasonWeekAt(deps.seasonClock.now());
  const lines = deps.linesFile
    ? parseLinesCsv(readFileSync(deps.linesFile, 'utf8')).lines.filter((l) => l.season === season)
    : undefined;
  const odds =
    deps.odds ??
    (deps.oddsConfig ? loadReplayOdds(ReplayOddsConfig.parse(JSON.parse(deps.oddsConfig))) : undefined);
  const replayInputs =
    deps.replayInputs ?? (deps.dataDir ? replayInputsLoader(deps.dataDir, season, lines, odds) : undefined);
  engine.define(replayJob({ ...deps, ...(replayInputs && { replayInputs }), ...(odds && { odds }) }));
  const run = await engine.runNow(REPLAY_JOB);
  if (run.outcome === 'failed') deps.logger.error({ message: run.message }, 'replay could not advance');
  await engine.start();
  return () => engine.stop();
}
