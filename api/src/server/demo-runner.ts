// Local mode's demo season: seeds on first start, fixes the season clock, and defines the job that keeps the
// stored season moving with that clock (the world is regenerated deterministically at every run).
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { localPriceId, localSubscriptionId } from '@edgeboard/adapters/payments/local-payment-gateway';
import { SqlDemoState, type DemoState } from '@edgeboard/adapters/sql/demo-state';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { JobDefinition, JobResult } from '@edgeboard/domain';
import { generateDemoSeason } from '@edgeboard/fixtures';
import type { ShiftedClock } from '../modules/season-clock';
import type { Logger } from '../http/logger';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceDemo, isSeeded, seedDemo } from './demo-season';
import { renewLocalSubscriptions } from './local-renewals';

export interface DemoRunnerDeps {
  repos: SqlRepositories;
  auth: LocalAuthService;
  db: DbHandle;
  seasonClock: ShiftedClock;
  /** EDGEBOARD_NOW: the real instant the season mapping starts from (default: now). */
  pinnedNow: Date | undefined;
  logger: Logger;
}

/**
 * Seeds on first start (one instance at a time: background-jobs.ts holds the seeding lock), attaches local billing ids and sets the
 * season clock from the stored state. Returns the world's seed.
 */
export async function prepareDemoSeason(deps: DemoRunnerDeps): Promise<number> {
  const { repos, logger, seasonClock } = deps;
  const store = new SqlDemoState(deps.db.db);
  let state: DemoState | null = await store.get();
  if (!state || !(await isSeeded(repos))) {
    const started = Date.now();
    console.log('First start: generating the demo season and seeding the database…');
    const world = generateDemoSeason({ now: deps.pinnedNow ?? new Date() });
    await seedDemo({ repos, auth: deps.auth }, world);
    state = {
      seed: world.seed,
      seasonOffsetMs: Date.parse(world.clock.demoNow) - Date.now(),
      seededAt: new Date().toISOString(),
    };
    await store.save(state);
    console.log(
      `Seeded week ${world.currentWeek} of the ${world.season} demo season: ${world.players.length} players, ` +
        `${world.aiPicks.length} picks, ${world.propLines.length} lines (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  }
  // Databases seeded before the demo subscriptions carried the local provider's ids get them now.
  const attached = await store.attachLocalBilling({ subscription: localSubscriptionId, price: localPriceId });
  if (attached > 0) logger.info({ attached }, 'demo subscriptions attached to the local billing portal');
  seasonClock.setOffset(state.seasonOffsetMs);
  return state.seed;
}

export const DEMO_SEASON_JOB = 'demo-season.advance';
export const DEMO_SEASON_EVERY_MINUTES = 10;

/** One tick of the stored season: what advanceDemo and the local renewals did, as a job run reports it. */
export async function advanceDemoSeasonOnce(deps: DemoRunnerDeps, seed: number): Promise<JobResult> {
  const { repos, logger, seasonClock } = deps;
  const world = generateDemoSeason({ seed, now: new Date(), demoNow: seasonClock.now() });
  const log = (line: string) => {
    logger.warn(line);
  };
  const report = await advanceDemo({ repos, transaction: sqlIngestTransaction(deps.db.db), log }, world);
  if (report.finishedGames || report.newWeeks.length || report.locked || report.graded)
    logger.info(report, 'demo season advanced');
  const renewals = await renewLocalSubscriptions(repos.subscriptions, { now: () => new Date() });
  if (renewals.renewed || renewals.canceled) logger.info(renewals, 'local subscriptions renewed');
  const rowsWritten =
    report.finishedGames +
    report.newLogs +
    report.newPulls +
    report.locked +
    report.graded +
    renewals.renewed +
    renewals.canceled;
  const parts = [
    `${String(report.finishedGames)} games finished`,
    `${String(report.newLogs)} box-score lines`,
    `${String(report.newPulls)} line pulls`,
    `${String(report.locked)} picks locked`,
    `${String(report.graded)} graded`,
    `${String(renewals.renewed)} subscriptions renewed`,
    `${String(renewals.canceled)} canceled`,
  ];
  if (report.newWeeks.length) parts.push(`new weeks ${report.newWeeks.join(', ')}`);
  return { rowsWritten, message: parts.join(', ') };
}

/** The demo season's job: keeps the stored season moving with its clock and renews local subscriptions. */
export function demoSeasonJob(deps: DemoRunnerDeps, seed: number): JobDefinition {
  return {
    name: DEMO_SEASON_JOB,
    description:
      'Moves the demo season to its clock: finishes games, locks picks at kickoff with their closes, grades, ' +
      "adds a new week's lines and picks, and renews local subscriptions.",
    schedule: { everyMinutes: DEMO_SEASON_EVERY_MINUTES },
    handler: () => advanceDemoSeasonOnce(deps, seed),
  };
}
