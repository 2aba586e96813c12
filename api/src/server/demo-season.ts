// Local mode's demo season. The first start writes the generated world (teams, players, schedule, box scores
// of games already played, lines, engine picks, news, articles, plans, demo accounts). Every later start,
// and the demo-season.advance job while running, moves the stored season forward to the season clock through
// the hosted pipeline's ingest use cases and provider ports: games that have finished get their final score and
// box scores, the books' new pulls come in, picks of games that have kicked off are locked (the ledger), then
// graded from those box scores, and a week that has begun gets its lines and engine picks. Picks, lines and
// articles already stored are never replaced, so those admin edits survive; box scores follow the provider.
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import { localPriceId, localSubscriptionId } from '@edgeboard/adapters/payments/local-payment-gateway';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { DEMO_PASSWORD, DemoWorldOdds, DemoWorldStats, type DemoSeason } from '@edgeboard/fixtures';
import type { IngestLog, IngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import { pullOdds } from '../ingest/pull-odds';
import { gradeFinalPicks } from '@edgeboard/application/picks/grade-final-picks/grade-final-picks';

export interface DemoDeps {
  repos: SqlRepositories;
  auth: LocalAuthService;
}

export interface SyncReport {
  finishedGames: number;
  newLogs: number;
  newWeeks: number[];
  /** Pulls of weeks already stored (line moves and closes) made since the last sync. */
  newPulls: number;
  /** Picks locked because their game kicked off since the last sync. */
  locked: number;
  graded: number;
}

/** True once the demo data set has been written (plans exist only after a seed). */
export async function isSeeded(repos: SqlRepositories): Promise<boolean> {
  return (await repos.plans.list()).length > 0;
}

/** The season itself (schedule, box scores so far, the weeks' lines and picks), without news or accounts. */
export async function seedSeasonData(repos: SqlRepositories, world: DemoSeason): Promise<void> {
  await repos.teams.upsertMany(world.teams);
  await repos.players.upsertMany(world.players.map(({ team: _team, ...player }) => player));
  await repos.games.upsertMany(world.games);
  await repos.gameLogs.insertMany(world.gameLogs);
  await repos.propLines.insertMany(world.propLines);
  await repos.aiPicks.insertMany(world.aiPicks);
}

export async function seedDemo({ repos, auth }: DemoDeps, world: DemoSeason): Promise<void> {
  await seedSeasonData(repos, world);
  await repos.news.upsertMany(world.newsDocuments);
  for (const {
    id,
    isFavorite: _fav,
    created_at: _c,
    updated_at: _u,
    published_at: _p,
    ...article
  } of world.articles) {
    await repos.articles.create(article, id);
  }
  await seedAccounts({ repos, auth }, world);
}

/** The plans and the demo accounts (one admin, one per tier) with their subscriptions; a replay seeds these too. */
export async function seedAccounts(
  { repos, auth }: DemoDeps,
  world: Pick<DemoSeason, 'plans' | 'users' | 'subscriptions'>,
): Promise<void> {
  await repos.plans.upsertMany(world.plans.map((plan) => ({ ...plan, priceId: null })));
  for (const profile of world.users) {
    // Through the auth service, so the accounts sign in like any other (hashed password, profile row).
    const user = await auth.createConfirmedUser({
      email: profile.email,
      password: DEMO_PASSWORD,
      userMetadata: { name: profile.name },
    });
    if (profile.role !== 'free') await repos.users.updateRole(user.id, profile.role);
    for (const sub of world.subscriptions.filter((s) => s.user_id === profile.id)) {
      await repos.subscriptions.create({
        user_id: user.id,
        tier: sub.tier,
        status: sub.status,
        // Held by the local payment provider like a subscription bought there, so the billing portal
        // (Upgrade, Manage Subscription) can change it; the Stripe-format events it signs do the rest.
        price_id: sub.price_id ?? localPriceId(sub.tier),
        provider_subscription_id: sub.provider_subscription_id ?? localSubscriptionId(sub.id),
        current_period_start: sub.current_period_start,
        current_period_end: sub.current_period_end,
        cancel_at_period_end: sub.cancel_at_period_end,
      });
    }
  }
}

/** What the tick needs: the repositories, and one transaction for each ingest batch. */
export interface AdvanceDeps extends Pick<DemoDeps, 'repos'> {
  transaction: IngestTransaction;
  log?: IngestLog;
}

/**
 * Brings the stored season up to the world generated at the current season instant, through the hosted
 * pipeline's use cases: the world's box scores and books come in through the stats and odds provider ports
 * (fixtures' DemoWorldStats and DemoWorldOdds), then picks are locked at kickoff and final games graded.
 */
export async function advanceDemo(deps: AdvanceDeps, world: DemoSeason): Promise<SyncReport> {
  const { repos, transaction } = deps;
  const log = deps.log ?? (() => {});
  const report: SyncReport = {
    finishedGames: 0,
    newLogs: 0,
    newWeeks: [],
    newPulls: 0,
    locked: 0,
    graded: 0,
  };
  const seasonGames = world.games.filter((g) => g.season === world.season);

  // Games that finished since the last sync: the stats ingest brings the schedule's scores and the box scores,
  // as it does from nflverse when hosted (a box-score line an admin edited is replaced by the provider's).
  const newlyFinal = new Set<string>();
  for (let week = 1; week <= world.currentWeek; week++) {
    const stored = new Map((await repos.games.forWeek(world.season, week)).map((g) => [g.id, g]));
    for (const game of seasonGames.filter((g) => g.week === week)) {
      const before = stored.get(game.id);
      if (game.status === 'final' && before?.status !== 'final') newlyFinal.add(game.id);
    }
  }
  if (newlyFinal.size > 0) {
    await ingestStatsAndSchedule({ stats: new DemoWorldStats(world), transaction, log }, world.season);
    report.finishedGames = newlyFinal.size;
    report.newLogs = world.gameLogs.filter((l) => newlyFinal.has(l.game_id)).length;
  }

  // The books' pulls since the last stored one, through the odds ingest (line history: opening lines, the
  // mid-week moves and the closes, before the lock below reads each book's close). A week with no lines yet
  // gets every pull so far and then the engine's picks published for it. Only pulls later than every stored
  // one are read, so a line an admin deleted is not brought back.
  const now = new Date(world.clock.demoNow);
  for (let week = 1; week <= world.currentWeek; week++) {
    const stored = await repos.propLines.forWeek(world.season, week);
    const since = stored.length > 0 ? Math.max(...stored.map((l) => Date.parse(l.pulled_at))) : null;
    // A week whose games had all kicked off by its last stored pull has nothing more to pull.
    const open = seasonGames.some(
      (g) => g.week === week && (since === null || Date.parse(g.kickoff) > since),
    );
    if (!open) continue;
    const odds = new DemoWorldOdds(world, {
      week,
      since: since === null ? null : new Date(since).toISOString(),
    });
    const pulled = await pullOdds({ odds, transaction, log }, now, { startedAfter: new Date(since ?? 0) });
    if (stored.length > 0) {
      report.newPulls += pulled.written;
      continue;
    }
    if (pulled.written === 0) continue;
    await repos.aiPicks.insertMany(world.aiPicks.filter((p) => p.week === week && p.result === null));
    report.newWeeks.push(week);
  }

  // Picks of games that have kicked off by the season clock join the record: locked before they are graded.
  report.locked = await repos.aiPicks.lockStarted(world.clock.demoNow);

  // Grade every stored pick whose game is final, from the stored box score (admin-edited lines included).
  report.graded = await gradeFinalPicks(repos, world.season, world.currentWeek);
  return report;
}
