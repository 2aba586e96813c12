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
import { DEMO_PASSWORD, type DemoSeason } from '@edgeboard/fixtures';

export { advanceDemo, type AdvanceDeps } from './demo-advance';

export interface DemoDeps {
  repos: SqlRepositories;
  auth: LocalAuthService;
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
