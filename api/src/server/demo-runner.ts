// Local mode's demo season: seeds on first start, fixes the season clock, and defines the job that keeps the
// stored season moving with that clock (the world is regenerated deterministically when a run has work, and
// only the weeks the books still post to: see demo-advance.ts).
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { localPriceId, localSubscriptionId } from '@edgeboard/adapters/payments/local-payment-gateway';
import { SqlDemoState, type DemoState } from '@edgeboard/adapters/sql/demo-state';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { JobDefinition, JobResult } from '@edgeboard/domain';
import {
  DEMO_SEASON,
  demoWeekAt,
  generateDemoSeason,
  type DemoSeason,
  type GenerateOptions,
} from '@edgeboard/fixtures';
import { generateHere } from './demo-world-thread';
import type { ShiftedClock } from '../modules/season-clock';
import type { Logger } from '../http/logger';
import type { PicksChanged } from '@edgeboard/adapters/sql/repositories/write-notice';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceDemo, nextTurn, type DemoWorldSource, type Pause } from './demo-advance';
import { isSeeded, seedDemo } from './demo-season';
import { renewLocalSubscriptions } from './local-renewals';

export interface DemoRunnerDeps {
  repos: SqlRepositories;
  auth: LocalAuthService;
  db: DbHandle;
  seasonClock: ShiftedClock;
  /** EDGEBOARD_NOW: the real instant the season mapping starts from (default: now). */
  pinnedNow: Date | undefined;
  logger: Logger;
  /** Builds the world for a tick; default generateHere (this thread). The server passes demoWorldThread. */
  generate?: (options: GenerateOptions) => Promise<DemoSeason>;
  /** Awaited between the tick's steps; default: a turn of the event loop. */
  pause?: Pause;
  /** The feed cache's "picks changed", raised after a tick's transactions wrote picks or games. */
  picksChanged?: PicksChanged;
}

/**
 * Seeds on first start (one instance at a time: background-jobs.ts holds the seeding lock), attaches local billing ids and sets the
 * season clock from the stored state. Returns the world's seed.
 */
export async function prepareDemoSeason(deps: DemoRunnerDeps, mark?: SyncMark): Promise<number> {
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
    // The seed wrote every pull made by its instant: the first tick need not look at the weeks before.
    mark?.set(world.clock.demoNow);
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

/**
 * The season instant through which this database's pulls are stored: the last tick's (kept in memory), else
 * the season instant at which the last successful run began (real start + the season clock's fixed offset),
 * so a restarted server or another instance does not rebuild every week of the season to find that out.
 */
export class SyncMark {
  private through: string | null = null;
  private loaded = false;

  async get(deps: Pick<DemoRunnerDeps, 'repos' | 'seasonClock'>): Promise<string | null> {
    if (this.through !== null || this.loaded) return this.through;
    this.loaded = true;
    const ok = (await deps.repos.jobRuns.latest(DEMO_SEASON_JOB, 20)).find((r) => r.outcome === 'ok');
    if (!ok) return null;
    const offset = deps.seasonClock.now().getTime() - Date.now();
    this.through = new Date(Date.parse(ok.started_at) + offset).toISOString();
    return this.through;
  }

  set(through: string): void {
    this.through = through;
  }
}

/** One tick of the stored season: what advanceDemo and the local renewals did, as a job run reports it. */
export async function advanceDemoSeasonOnce(
  deps: DemoRunnerDeps,
  seed: number,
  mark: SyncMark = new SyncMark(),
): Promise<JobResult> {
  const { repos, logger, seasonClock } = deps;
  const now = new Date();
  const demoNow = seasonClock.now();
  const syncedThrough = await mark.get(deps);
  const generate = deps.generate ?? generateHere;
  const source: DemoWorldSource = {
    season: DEMO_SEASON,
    currentWeek: demoWeekAt(demoNow),
    demoNow: demoNow.toISOString(),
    syncedThrough,
    world: (marketWeeks) => generate({ seed, now, demoNow, marketWeeks }),
  };
  const log = (line: string) => {
    logger.warn(line);
  };
  const report = await advanceDemo(
    {
      repos,
      transaction: sqlIngestTransaction(deps.db.db, deps.picksChanged),
      log,
      ...(deps.pause && { pause: deps.pause }),
    },
    source,
  );
  mark.set(source.demoNow);
  await (deps.pause ?? nextTurn)();
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
export function demoSeasonJob(deps: DemoRunnerDeps, seed: number, mark = new SyncMark()): JobDefinition {
  return {
    name: DEMO_SEASON_JOB,
    description:
      'Moves the demo season to its clock: finishes games, locks picks at kickoff with their closes, grades, ' +
      "adds a new week's lines and picks, and renews local subscriptions.",
    schedule: { everyMinutes: DEMO_SEASON_EVERY_MINUTES },
    handler: () => advanceDemoSeasonOnce(deps, seed, mark),
  };
}
