// Hosted mode's scheduled jobs (issue #14 item 2), run by pg-boss once per scheduled time across instances:
// stats and schedule from nflverse daily and after each game (checked hourly), odds every ODDS_PULL_MINUTES
// (only with an ODDS_API_KEY), the engine's picks published PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF before each
// game, the lock of started games' picks with their closes every minute, and grading of final games every
// 15 minutes.
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { NflverseHttpStats } from '@edgeboard/adapters/providers/nflverse-http-stats';
import { OddsApiV4 } from '@edgeboard/adapters/providers/odds-api-v4';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { seasonWeekAt, stableId, statsIngestDue, type Clock, type JobDefinition } from '@edgeboard/domain';
import type { HostedEnv } from '../env';
import type { Logger } from '../http/logger';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import { pullOdds } from '../ingest/pull-odds';
import { gradeFinalPicks } from '@edgeboard/application/picks/grade-final-picks/grade-final-picks';
import { publishDuePicks } from '@edgeboard/application/picks/publish-picks/publish-picks';

export interface HostedJobDeps {
  env: Pick<
    HostedEnv,
    | 'ODDS_API_KEY'
    | 'ODDS_API_BOOKMAKERS'
    | 'ODDS_API_QUOTA_FLOOR'
    | 'NFLVERSE_CACHE_DIR'
    | 'ODDS_PULL_MINUTES'
    | 'PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF'
  >;
  repos: Pick<SqlRepositories, 'aiPicks' | 'games' | 'gameLogs' | 'propLines' | 'players'>;
  db: DbHandle;
  /** Real time (odds: which events are still to come). */
  clock: Clock;
  /** Season time: which season and week are current, and kickoffs for the lock. */
  seasonClock: Clock;
  logger: Logger;
}

export function hostedJobs(deps: HostedJobDeps): JobDefinition[] {
  const { env, repos, logger } = deps;
  const log = (line: string) => {
    logger.warn(line);
  };
  const transaction = sqlIngestTransaction(deps.db.db);
  const jobs: JobDefinition[] = [
    {
      name: 'stats.ingest',
      description:
        "Downloads the season's schedule and weekly player stats from nflverse (cached, conditional requests): daily at 09:00 UTC and in the hour after each game is over.",
      // Checked every hour; downloads only when due, so the final scores and box scores of a game day arrive
      // that night rather than the next morning (the runs in between record "not due").
      schedule: { everyMinutes: 60 },
      handler: async () => {
        const now = deps.seasonClock.now();
        const { season, week } = seasonWeekAt(now);
        const kickoffs = (await repos.games.forWeek(season, week)).map((g) => g.kickoff);
        const due = statsIngestDue(now, kickoffs);
        if (due === null) return { rowsWritten: 0, message: 'not due: no game finished in the last hour' };
        const stats = new NflverseHttpStats({ cacheDir: env.NFLVERSE_CACHE_DIR, log });
        const result = await ingestStatsAndSchedule({ stats, transaction, log }, season);
        return {
          rowsWritten: result.written,
          message: `${due === 'daily' ? 'daily run' : 'after games'}, season ${String(season)}: ${String(result.games)} games, ${String(result.players)} players, ${String(result.gameLogs)} box-score lines, ${String(result.skipped)} rows skipped`,
        };
      },
    },
    {
      name: 'picks.publish',
      description: `Publishes the engine's picks for the props of games kicking off within ${String(env.PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF)} minutes, priced at every book's latest line; a prop's pick is published once.`,
      schedule: { everyMinutes: 5 },
      handler: async () => {
        const result = await publishDuePicks(
          {
            clock: deps.clock,
            seasonClock: deps.seasonClock,
            propLines: repos.propLines,
            gameLogs: repos.gameLogs,
            players: repos.players,
            games: repos.games,
            picks: repos.aiPicks,
            stableId,
          },
          env.PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF,
        );
        return {
          rowsWritten: result.published,
          message: `${String(result.games)} games due, ${String(result.lines)} lines, ${String(result.published)} picks published, ${String(result.skipped.length)} props skipped`,
        };
      },
    },
    {
      name: 'picks.lock',
      description:
        'Locks the picks of games that have kicked off and stores each one’s closing line and CLV.',
      schedule: { everyMinutes: 1 },
      handler: async () => {
        const locked = await repos.aiPicks.lockStarted(deps.seasonClock.now().toISOString());
        return { rowsWritten: locked, message: `${String(locked)} picks locked` };
      },
    },
    {
      name: 'picks.grade',
      description:
        'Grades the picks of final games from the stored box scores (a player who did not play: push).',
      schedule: { everyMinutes: 15 },
      handler: async () => {
        const { season, week } = seasonWeekAt(deps.seasonClock.now());
        const graded = await gradeFinalPicks(repos, season, week);
        return { rowsWritten: graded, message: `${String(graded)} picks graded` };
      },
    },
  ];
  const apiKey = env.ODDS_API_KEY;
  // Without a key there is nothing to pull: the job is not defined (the Jobs tab does not list it).
  if (apiKey) {
    jobs.push({
      name: 'odds.pull',
      description: "Pulls upcoming games' player-prop lines from The Odds API for the configured books.",
      schedule: { everyMinutes: env.ODDS_PULL_MINUTES },
      handler: async () => {
        const odds = new OddsApiV4({
          apiKey,
          bookmakers: env.ODDS_API_BOOKMAKERS,
          quotaFloor: env.ODDS_API_QUOTA_FLOOR,
          log,
        });
        const result = await pullOdds({ odds, transaction, log }, deps.clock.now());
        return {
          rowsWritten: result.written,
          message: `${String(result.events)} events, ${String(result.written)} new pulls, ${String(result.unchanged)} unchanged, quota left ${String(result.quota.remaining ?? 'unknown')}`,
        };
      },
    });
  }
  return jobs;
}
