// Hosted mode's scheduled jobs (issue #14 item 2), run by pg-boss once per scheduled time across instances:
// stats and schedule from nflverse daily, odds every ODDS_PULL_MINUTES (only with an ODDS_API_KEY), the lock
// of started games' picks with their closes every minute, and grading of final games every 15 minutes.
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { NflverseHttpStats } from '@edgeboard/adapters/providers/nflverse-http-stats';
import { OddsApiV4 } from '@edgeboard/adapters/providers/odds-api-v4';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { seasonWeekAt, type Clock, type JobDefinition } from '@edgeboard/domain';
import type { HostedEnv } from '../env';
import type { Logger } from '../http/logger';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import { pullOdds } from '../ingest/pull-odds';
import { gradeFinalPicks } from './grade-final-picks';

export interface HostedJobDeps {
  env: Pick<
    HostedEnv,
    | 'ODDS_API_KEY'
    | 'ODDS_API_BOOKMAKERS'
    | 'ODDS_API_QUOTA_FLOOR'
    | 'NFLVERSE_CACHE_DIR'
    | 'ODDS_PULL_MINUTES'
  >;
  repos: Pick<SqlRepositories, 'aiPicks' | 'games' | 'gameLogs'>;
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
        "Downloads the season's schedule and weekly player stats from nflverse (cached, conditional requests).",
      // After nflverse's overnight release.
      schedule: { cron: '0 9 * * *' },
      handler: async () => {
        const { season } = seasonWeekAt(deps.seasonClock.now());
        const stats = new NflverseHttpStats({ cacheDir: env.NFLVERSE_CACHE_DIR, log });
        const result = await ingestStatsAndSchedule({ stats, transaction, log }, season);
        return {
          rowsWritten: result.written,
          message: `season ${String(season)}: ${String(result.games)} games, ${String(result.players)} players, ${String(result.gameLogs)} box-score lines, ${String(result.skipped)} rows skipped`,
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
