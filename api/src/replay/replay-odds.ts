// A replay's real sportsbook pulls (`npm run replay -- --odds-history <file>`): the file's snapshots come in
// through the same provider port and ingest use case as hosted mode's odds pull (pullOdds), each stored as a
// book pull at its own snapshot time, only those taken by the season clock; rows taken at or after their game's
// kickoff are never stored (pullOdds refuses them) and are counted. Then each game's picks are published as
// hosted mode publishes them (computePicks, the picks.publish job's path): at its publication time, a set lead
// before kickoff, from the pulls made before it; lock at kickoff stores the close of their book and the CLV.
import { readFileSync } from 'node:fs';
import {
  OddsHistoryFile,
  historySchedule,
  parseOddsHistory,
  type OddsHistory,
  type OddsHistoryOptions,
} from '@edgeboard/adapters/providers/odds-history-file';
import type { KnownGame } from '@edgeboard/adapters/providers/nflverse-folder-stats';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { computePicks } from '@edgeboard/application/admin/generate-picks/compute-picks';
import { seasonWeekAt, stableId, type Clock, type PropLine } from '@edgeboard/domain';
import type { EngineModel } from '@edgeboard/engine';
import { z } from 'zod';
import type { IngestLog, IngestTransaction } from '../ingest/ingest-deps';
import { pullOdds, type OddsPullResult } from '../ingest/pull-odds';

/** The odds history a replay was started with; the server's job reads it again (EDGEBOARD_REPLAY_ODDS). */
export const ReplayOddsConfig = z.object({
  file: z.string().min(1),
  book: z.string().min(1).optional(),
  undatedMinutesBeforeCommence: z.number().int().min(0).optional(),
  /** A game's picks are published this many minutes before its kickoff (hosted mode's default: 90). */
  publishMinutesBeforeKickoff: z.number().int().min(0),
});
export type ReplayOddsConfig = z.infer<typeof ReplayOddsConfig>;

/** Hosted mode's PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF default. */
export const DEFAULT_PUBLISH_MINUTES = 90;

export interface ReplayOdds {
  config: ReplayOddsConfig;
  history: OddsHistory;
}

/** Reads and parses the file; throws with the reason when it cannot be read. */
export function loadReplayOdds(config: ReplayOddsConfig): ReplayOdds {
  const options: OddsHistoryOptions = {
    ...(config.book && { book: config.book }),
    ...(config.undatedMinutesBeforeCommence !== undefined && {
      undatedMinutesBeforeCommence: config.undatedMinutesBeforeCommence,
    }),
  };
  const history = parseOddsHistory(readFileSync(config.file, 'utf8'), options);
  // An undated file's rows are all pulled the same minutes before kickoff; when that is after the picks'
  // publication time, no game could ever get a pick (each is priced from the pulls made before it), and the
  // replay would show a season of games without picks and say nothing. Refused with what to change.
  const pulledBefore = config.undatedMinutesBeforeCommence ?? 0;
  if (history.undated && pulledBefore < config.publishMinutesBeforeKickoff)
    throw new Error(
      `its rows are taken as pulled ${String(pulledBefore)} min before kickoff, after the picks are published ` +
        `(${String(config.publishMinutesBeforeKickoff)} min before kickoff), so no game would get a pick: ` +
        'give --undated-snapshot-minutes at least --publish-minutes',
    );
  return { config, history };
}

/** The history's events as real games of `season` (home team, away team, commence time as kickoff). */
export function oddsScheduleGames(history: OddsHistory, season: number): KnownGame[] {
  return historySchedule(history)
    .map((e) => ({ e, at: seasonWeekAt(new Date(e.commenceTime)) }))
    .filter(({ at }) => at.season === season)
    .map(({ e, at }) => ({
      season,
      week: at.week,
      home_team: e.homeTeam,
      away_team: e.awayTeam,
      kickoff: e.commenceTime,
    }));
}

export interface ReplayPullTotals {
  written: number;
  afterKickoff: number;
  unmatched: Set<string>;
}

/** Stores every snapshot taken by `now` not stored yet, through the hosted odds pull. */
export async function pullReplayOdds(
  deps: { transaction: IngestTransaction; log: IngestLog },
  odds: ReplayOdds,
  now: Date,
): Promise<OddsPullResult> {
  const provider = new OddsHistoryFile(odds.history, () => now);
  // Every event, kicked off or not: the file's later snapshots of a game not yet started are what a live pull
  // would have found then; pullOdds itself refuses any row taken at or after its game's kickoff.
  return pullOdds({ odds: provider, transaction: deps.transaction, log: deps.log }, now, {
    startedAfter: new Date(0),
  });
}

const fixedClock = (at: Date): Clock => ({ now: () => new Date(at.getTime()) });

/**
 * Publishes the picks of every game of `season` whose publication time (kickoff less the lead) is at or before
 * `now` and that has no pick yet, each priced on the pulls made before its publication time and stamped with it.
 * Answers how many picks were written.
 */
export async function publishDueBookPicks(
  repos: SqlRepositories,
  odds: ReplayOdds,
  /** The engine's model, or how to get it: asked for only when a game is due (fitting takes a while). */
  model: EngineModel | (() => Promise<EngineModel>),
  season: number,
  now: Date,
): Promise<number> {
  const leadMs = odds.config.publishMinutesBeforeKickoff * 60_000;
  const { week: currentWeek } = seasonWeekAt(now);
  let written = 0;
  // Read once per run, not once per game: a season's games share them (computePicks keeps earlier weeks only).
  const memo = <T>(read: () => Promise<T>) => {
    let p: Promise<T> | null = null;
    return () => (p ??= read());
  };
  const players = memo(() => repos.players.all());
  const logsBySeasons = new Map<string, ReturnType<SqlRepositories['gameLogs']['forSeasons']>>();
  const gameLogs = {
    forSeasons: (seasons: number[]) => {
      const key = seasons.join(',');
      const hit = logsBySeasons.get(key) ?? repos.gameLogs.forSeasons(seasons);
      logsBySeasons.set(key, hit);
      return hit;
    },
  };
  for (let week = 1; week <= currentWeek; week++) {
    const games = await repos.games.forWeek(season, week);
    const stored = await repos.aiPicks.forWeek(season, week);
    const published = new Set(stored.map((p) => p.game_id));
    const due = games.filter((g) => !published.has(g.id) && Date.parse(g.kickoff) - leadMs <= now.getTime());
    if (due.length === 0) continue;
    const weekLines = await repos.propLines.forWeek(season, week);
    for (const game of due) {
      const at = new Date(Date.parse(game.kickoff) - leadMs);
      const lines: PropLine[] = weekLines.filter(
        (l) => l.game_id === game.id && Date.parse(l.pulled_at) <= at.getTime(),
      );
      if (lines.length === 0) continue;
      const { picks } = await computePicks(
        {
          clock: fixedClock(at),
          seasonClock: fixedClock(at),
          propLines: { forWeek: () => Promise.resolve(lines) },
          gameLogs,
          players: { all: players },
          games: repos.games,
          picks: repos.aiPicks,
          model: typeof model === 'function' ? await model() : model,
          stableId,
        },
        season,
        week,
        lines,
      );
      await repos.aiPicks.insertMany(picks);
      written += picks.length;
    }
  }
  return written;
}
