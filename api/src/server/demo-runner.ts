// Starts local mode's demo season: seeds on first start, fixes the season clock, and keeps the stored season
// moving with that clock (checked at start and every few minutes; the world is regenerated deterministically).
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { localPriceId, localSubscriptionId } from '@edgeboard/adapters/payments/local-payment-gateway';
import { SqlDemoState, type DemoState } from '@edgeboard/adapters/sql/demo-state';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { generateDemoSeason } from '@edgeboard/fixtures';
import type { ShiftedClock } from '../modules/season-clock';
import type { Logger } from '../http/logger';
import { advanceDemo, isSeeded, seedDemo } from './demo-season';
import { renewLocalSubscriptions } from './local-renewals';

const ADVANCE_EVERY_MS = 10 * 60_000;

export interface DemoRunnerDeps {
  repos: SqlRepositories;
  auth: LocalAuthService;
  db: DbHandle;
  seasonClock: ShiftedClock;
  /** EDGEBOARD_NOW: the real instant the season mapping starts from (default: now). */
  pinnedNow: Date | undefined;
  logger: Logger;
}

/** One process (SQLite): seeds if needed, sets the season clock and keeps the season moving. */
export async function startDemoSeason(deps: DemoRunnerDeps): Promise<() => void> {
  const seed = await prepareDemoSeason(deps);
  return advanceDemoSeason(deps, seed);
}

/**
 * Seeds on first start (the one instance allowed to write the season), attaches local billing ids and sets the
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

/**
 * An instance that does not run the season (another one holds the jobs lock): waits until the season is seeded
 * and sets its season clock from the stored state, like the seeding instance did.
 */
export async function followDemoSeason(deps: DemoRunnerDeps, pollMs = 500): Promise<void> {
  const store = new SqlDemoState(deps.db.db);
  for (;;) {
    const state = await store.get();
    if (state && (await isSeeded(deps.repos))) {
      deps.seasonClock.setOffset(state.seasonOffsetMs);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Moves the stored season with its clock and renews local subscriptions, now and every few minutes. */
export async function advanceDemoSeason(
  deps: DemoRunnerDeps,
  seed: number,
  everyMs = ADVANCE_EVERY_MS,
): Promise<() => void> {
  const { repos, logger, seasonClock } = deps;
  let running = false;
  const advance = async () => {
    if (running) return;
    running = true;
    try {
      const world = generateDemoSeason({ seed, now: new Date(), demoNow: seasonClock.now() });
      const report = await advanceDemo({ repos }, world);
      if (report.finishedGames || report.newWeeks.length || report.locked || report.graded)
        logger.info(report, 'demo season advanced');
      const renewals = await renewLocalSubscriptions(repos.subscriptions, { now: () => new Date() });
      if (renewals.renewed || renewals.canceled) logger.info(renewals, 'local subscriptions renewed');
    } finally {
      running = false;
    }
  };
  await advance();
  const timer = setInterval(() => {
    advance().catch((err: unknown) => {
      logger.error({ err }, 'demo season could not advance');
    });
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
