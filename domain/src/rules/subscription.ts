import { ADMIN_SUBSCRIPTION_YEARS } from '../constants';
import type { Plan, SubscriptionState, SubscriptionStatus, Tier } from '../entities/subscription';
import { ACTIVE_STATUSES } from '../entities/subscription';
import { canUseFeature, hasPremiumFeatures, hasStandardFeatures } from './plans';
import { addMonthsClamped, addYearsClamped, formatDisplayDate, parseInstant } from './dates';

/** The stored fields resolveSubscription reads; a full Subscription row fits. */
export interface SubscriptionRecordLike {
  tier: Tier;
  status: SubscriptionStatus;
  current_period_start?: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

const isCurrentStatus = (status: SubscriptionStatus): boolean =>
  (ACTIVE_STATUSES as readonly SubscriptionStatus[]).includes(status);

const endTime = (r: SubscriptionRecordLike): number =>
  parseInstant(r.current_period_end)?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * The signed-in user's current subscription: admins get all-star for about 100 years; otherwise the
 * active or trialing record with the latest period end; none gives free, active.
 */
export function resolveSubscription(input: {
  isAdmin: boolean;
  records: readonly SubscriptionRecordLike[];
  now: Date;
}): SubscriptionState {
  const { isAdmin, records, now } = input;
  if (isAdmin) {
    return {
      tier: 'all-star',
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: addYearsClamped(now, ADMIN_SUBSCRIPTION_YEARS).toISOString(),
      cancelAtPeriodEnd: false,
      isAdmin: true,
    };
  }
  let best: SubscriptionRecordLike | undefined;
  for (const r of records) {
    if (!isCurrentStatus(r.status)) continue;
    // Strictly later wins, so among equal period ends the first record listed is kept.
    if (best === undefined || endTime(r) > endTime(best)) best = r;
  }
  if (best === undefined) {
    return {
      tier: 'free',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      isAdmin: false,
    };
  }
  return {
    tier: best.tier,
    status: best.status,
    currentPeriodStart: parseInstant(best.current_period_start)?.toISOString() ?? null,
    currentPeriodEnd: parseInstant(best.current_period_end)?.toISOString() ?? null,
    cancelAtPeriodEnd: best.cancel_at_period_end,
    isAdmin: false,
  };
}

type StateLike = Pick<SubscriptionState, 'tier' | 'status' | 'isAdmin'>;

/** Admin, or a paid tier whose status is active or trialing. */
export function isEntitled(state: StateLike): boolean {
  return state.isAdmin || (state.tier !== 'free' && isCurrentStatus(state.status));
}

/**
 * NFL news: starting, all-star and admin. The spec refuses it to scouts; free users and anonymous callers sit
 * below scout, so they are refused too (the same upgrade notice).
 */
export function canReadNews(state: StateLike): boolean {
  return canUseFeature(state, 'news');
}

export interface DashboardCounts {
  aiPicks: number;
  feed: number;
  news: number;
}

export function dashboardCounts(state: StateLike): DashboardCounts {
  if (hasPremiumFeatures(state)) return { aiPicks: 4, feed: 20, news: 25 };
  if (hasStandardFeatures(state)) return { aiPicks: 3, feed: 12, news: 10 };
  return { aiPicks: 2, feed: 3, news: 10 };
}

/**
 * GET /api/subscription/{userId}/access/{tier}: free and scout content is open to everyone; starting
 * needs standard features, all-star premium.
 */
export function hasTierAccess(state: StateLike, tier: Tier): boolean {
  if (tier === 'free' || tier === 'scout') return true;
  if (tier === 'starting') return hasStandardFeatures(state);
  return hasPremiumFeatures(state);
}

/**
 * `Expires on {date}` when the subscription ends at period end; otherwise `Renews on {date}` with the
 * period end rolled forward by whole months (keeping the original day) until it is after `now`.
 */
export function subscriptionNotice(
  sub: { currentPeriodEnd?: string | Date | null; cancelAtPeriodEnd: boolean },
  now: Date,
): string | null {
  const end = parseInstant(sub.currentPeriodEnd);
  if (end === null) return null;
  if (sub.cancelAtPeriodEnd) return `Expires on ${formatDisplayDate(end)}`;
  let next = end;
  if (next.getTime() <= now.getTime()) {
    // Jump close to `now` first so a period end far in the past does not loop month by month.
    const monthsBehind =
      (now.getUTCFullYear() - end.getUTCFullYear()) * 12 + (now.getUTCMonth() - end.getUTCMonth());
    let k = Math.max(1, monthsBehind - 1);
    next = addMonthsClamped(end, k);
    while (next.getTime() <= now.getTime()) {
      k += 1;
      next = addMonthsClamped(end, k);
    }
  }
  return `Renews on ${formatDisplayDate(next)}`;
}

export type PlanAction = 'current' | 'manage' | 'subscribe';

/**
 * Plan card button: `current` for the user's own tier while active or trialing; `manage` (billing portal)
 * when the user holds any other paid subscription that is not canceled (another tier, or their own one
 * past due); otherwise `subscribe`. The spec's `current` names only `active`, but since subscribers can open
 * the plans page (issue #18), a trialing scout would otherwise be offered a second Scout subscription.
 */
export function planAction(
  plan: Pick<Plan, 'tier'>,
  state: Pick<SubscriptionState, 'tier' | 'status'>,
): PlanAction {
  const live = state.status === 'active' || state.status === 'trialing';
  if (plan.tier === state.tier && live) return 'current';
  if (state.tier !== 'free' && state.status !== 'canceled') return 'manage';
  return 'subscribe';
}
