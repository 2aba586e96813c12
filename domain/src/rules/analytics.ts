// Back-office figures computed from stored data: users, current subscriptions, revenue month to date and
// churn, each against the previous period. Subscription rows hold their current period only, so revenue counts
// the periods that started in the month (a renewal replaces the period of its row). One implementation for the
// API and the dev:mock back office.
import { ACTIVE_STATUSES, type Subscription, type SubscriptionStatus } from '../entities/subscription';
import type { AnalyticsChange, AnalyticsReport } from '../entities/user';

/** What the figures need of a plan: its tier's monthly price. */
type PricedPlan = { tier: string; price: number };
type PageViewCount = AnalyticsReport['pageViews']['byDayAndPath'][number] & { byAdmin: boolean };

/** Pages of the sign-in flow: their views are people getting in, not reading the product. */
export const SIGN_IN_PATHS = ['/auth', '/reset-password'] as const;

export type PageViewAudience = 'audience' | 'admin' | 'sign_in';

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Whose view a page view is: an administrator's (any page, or any /admin page), the sign-in pages', or the audience's. */
export function pageViewAudience(path: string, byAdmin: boolean): PageViewAudience {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (byAdmin || under(p, '/admin')) return 'admin';
  if (SIGN_IN_PATHS.some((root) => under(p, root))) return 'sign_in';
  return 'audience';
}

/** The audience's views per day and path (administrator and sign-in views merged away), and the others' totals. */
export function splitPageViews(views: readonly PageViewCount[]): AnalyticsReport['pageViews'] {
  const counted = new Map<string, { day: string; path: string; count: number }>();
  const notCounted = { admin: 0, signIn: 0 };
  for (const v of views) {
    const audience = pageViewAudience(v.path, v.byAdmin);
    if (audience === 'admin') notCounted.admin += v.count;
    else if (audience === 'sign_in') notCounted.signIn += v.count;
    else {
      const key = `${v.day}|${v.path}`;
      const row = counted.get(key);
      if (row) row.count += v.count;
      else counted.set(key, { day: v.day, path: v.path, count: v.count });
    }
  }
  const byDayAndPath = [...counted.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.path.localeCompare(b.path),
  );
  return { total: byDayAndPath.reduce((n, v) => n + v.count, 0), byDayAndPath, notCounted };
}

const DAY_MS = 86_400_000;
export const ANALYTICS_WINDOW_DAYS = 30;

const round2 = (x: number): number => Math.round(x * 100) / 100;

function percentChange(value: number, previous: number): AnalyticsChange {
  return { value, previous, change: previous === 0 ? null : round2(((value - previous) / previous) * 100) };
}

const isPaid = (s: Subscription): boolean => s.tier !== 'free';
const t = (iso: string): number => Date.parse(iso);

/** Whether the subscription was current at instant `at` (a canceled one was, until it was canceled). */
export function activeAt(s: Subscription, at: number): boolean {
  if (!isPaid(s)) return false;
  if (t(s.current_period_start) > at || t(s.current_period_end) <= at) return false;
  if ((ACTIVE_STATUSES as readonly SubscriptionStatus[]).includes(s.status)) return true;
  return s.status === 'canceled' && t(s.updated_at) > at;
}

/** Statuses whose current period was paid for (trials are free; past_due and incomplete are unpaid). */
const PAID_STATUSES: readonly SubscriptionStatus[] = ['active', 'canceled'];

export function revenueBetween(
  subs: readonly Subscription[],
  prices: ReadonlyMap<string, number>,
  from: number,
  to: number,
) {
  let total = 0;
  for (const s of subs) {
    if (!isPaid(s) || !PAID_STATUSES.includes(s.status)) continue;
    const start = t(s.current_period_start);
    if (start >= from && start < to) total += prices.get(s.tier) ?? 0;
  }
  return round2(total);
}

/** Canceled in [from, to) as a percentage of those current at `from`. */
export function churnBetween(subs: readonly Subscription[], from: number, to: number): number {
  const base = subs.filter((s) => activeAt(s, from)).length;
  if (base === 0) return 0;
  const churned = subs.filter(
    (s) => isPaid(s) && s.status === 'canceled' && t(s.updated_at) >= from && t(s.updated_at) < to,
  ).length;
  return round2((churned / base) * 100);
}

export function monthStartUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}

/** Revenue from the first of this month (UTC) to now. */
export function revenueMonthToDate(
  subs: readonly Subscription[],
  plans: readonly PricedPlan[],
  now: Date,
): number {
  const prices = new Map(plans.map((p) => [p.tier, p.price] as const));
  return revenueBetween(subs, prices, monthStartUtc(now), now.getTime() + 1);
}

export function computeAnalytics(input: {
  now: Date;
  subscriptions: readonly Subscription[];
  plans: readonly PricedPlan[];
  totalUsers: number;
  usersCreatedInWindow: number;
  pageViews: PageViewCount[];
}): AnalyticsReport {
  const { now, subscriptions: subs } = input;
  const nowMs = now.getTime();
  const windowStart = nowMs - ANALYTICS_WINDOW_DAYS * DAY_MS;
  const prevWindowStart = windowStart - ANALYTICS_WINDOW_DAYS * DAY_MS;
  const prices = new Map(input.plans.map((p) => [p.tier, p.price] as const));

  const monthStart = monthStartUtc(now);
  const prevMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  // The same stretch of last month (clamped to its end), so a month-to-date figure compares like with like.
  const prevMonthCut = Math.min(prevMonthStart + (nowMs - monthStart), monthStart);

  const churn = churnBetween(subs, windowStart, nowMs + 1);
  const prevChurn = churnBetween(subs, prevWindowStart, windowStart);

  return {
    generatedAt: now.toISOString(),
    totalUsers: percentChange(input.totalUsers, input.totalUsers - input.usersCreatedInWindow),
    activeSubscriptions: percentChange(
      subs.filter((s) => activeAt(s, nowMs)).length,
      subs.filter((s) => activeAt(s, windowStart)).length,
    ),
    revenueMonthToDate: percentChange(
      revenueBetween(subs, prices, monthStart, nowMs + 1),
      revenueBetween(subs, prices, prevMonthStart, prevMonthCut + 1),
    ),
    churnRate: { value: churn, previous: prevChurn, change: round2(churn - prevChurn) },
    pageViews: splitPageViews(input.pageViews),
  };
}

export const windowStartIso = (now: Date): string =>
  new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * DAY_MS).toISOString();
export const windowStartDay = (now: Date): string => windowStartIso(now).slice(0, 10);
