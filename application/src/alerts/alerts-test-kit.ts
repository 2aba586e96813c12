// The alerts use cases' tests: an in-memory alert store over the kit's picks (week 6, a scheduled game after the
// season clock so every play is in a capped plan's allowance), subscribers on each plan, a mail outbox and a
// movable season clock.
import type {
  AiPick,
  AlertRule,
  Clock,
  MailMessage,
  Subscription,
  Tier,
  UserRepository,
  UserWithSubscriptions,
} from '@edgeboard/domain';
import { InMemoryAiPickRepository } from '../in-memory/ai-pick-repository';
import { InMemoryAlertRepository } from '../in-memory/alert-repository';
import { kitGame, kitPick, kitState } from '../props/props-test-kit';
import type { MatchAlertsDeps } from './match-alerts/match-alerts';

export const SEASON_NOW = '2025-10-12T15:00:00.000Z';
export const later = (minutes: number) => new Date(Date.parse(SEASON_NOW) + minutes * 60_000);

/** A play published `minutesAfter` the season clock's start, on the game of the day after. */
export function play(id: string, minutesAfter: number, over: Partial<AiPick> = {}): AiPick {
  const at = { week: 6, gameId: 'g-alerts', minute: 0 };
  return kitPick(id, at, {
    ...{ verdict: 'play', ev: 0.06, confidence: 74, player: 'Travis Kelce', opponent: 'LV' },
    created_at: later(minutesAfter).toISOString(),
    ...over,
  });
}

export const rule = (over: Partial<AlertRule> = {}): AlertRule => ({
  ...{ enabled: true, minEdgeScore: 70, minEvPercent: null, statTypes: [], players: [], email: false },
  ...over,
});

const account = (id: string, tier: Tier): UserWithSubscriptions => {
  const sub: Subscription = {
    ...{ id: `s-${id}`, user_id: id, tier, status: 'active', cancel_at_period_end: false, price_id: null },
    ...{ current_period_start: '2025-09-01T00:00:00.000Z', current_period_end: '2099-01-01T00:00:00.000Z' },
    ...{ provider_subscription_id: null, created_at: SEASON_NOW, updated_at: SEASON_NOW },
  };
  const profile = { id, name: id, email: `${id}@x.dev`, role: 'free' as const, created_at: SEASON_NOW };
  return { profile, subscriptions: [sub] };
};

export function alertsKit() {
  const users = new Map(
    (['all-star', 'starting', 'scout'] as const).map((tier) => [tier, account(`u-${tier}`, tier)]),
  );
  const picks = new InMemoryAiPickRepository(
    [],
    [kitGame('g-alerts', 6, later(24 * 60).toISOString(), 'scheduled')],
  );
  const alerts = new InMemoryAlertRepository({
    picks: () => picks.picks,
    emailOf: (id) => [...users.values()].find((u) => u.profile.id === id)?.profile.email ?? null,
  });
  const season = { at: new Date(SEASON_NOW) };
  const seasonClock: Clock = { now: () => season.at };
  const outbox: MailMessage[] = [];
  const woken: string[] = [];
  const usersRepo: Pick<UserRepository, 'findManyWithSubscriptions'> = {
    findManyWithSubscriptions: (ids) =>
      Promise.resolve(
        new Map([...users.values()].filter((u) => ids.includes(u.profile.id)).map((u) => [u.profile.id, u])),
      ),
  };
  const deps: MatchAlertsDeps = {
    ...{ alerts, users: usersRepo, picks, seasonClock, publicUrl: 'https://edge.test' },
    clock: { now: () => new Date('2026-01-05T09:00:00.000Z') },
    mailer: { send: (m) => Promise.resolve(void outbox.push(m)) },
    waker: { notify: (ids) => void woken.push(...ids) },
  };
  const caller = (tier: Tier) => ({ userId: `u-${tier}`, subscription: kitState(tier) });
  return { deps, alerts, picks, season, outbox, woken, caller };
}
