// Local mode has no card provider to renew subscriptions each month, so a long-running local install would
// see every paid account quietly lapse (the admin home's active count falls to 0 a month after seeding).
// This does what the provider's renewal would: a period that has ended starts again a month on (a trial
// converts to paid), and a subscription set to cancel at period end is canceled.
import { addMonthsClamped, type Clock, type SubscriptionRepository } from '@edgeboard/domain';

export interface RenewalReport {
  renewed: number;
  canceled: number;
}

export async function renewLocalSubscriptions(
  subscriptions: Pick<SubscriptionRepository, 'listAll' | 'update'>,
  clock: Clock,
): Promise<RenewalReport> {
  const now = clock.now();
  const report: RenewalReport = { renewed: 0, canceled: 0 };
  for (const sub of await subscriptions.listAll()) {
    if (sub.status !== 'active' && sub.status !== 'trialing') continue;
    const end = new Date(sub.current_period_end);
    if (end > now) continue;
    if (sub.cancel_at_period_end) {
      await subscriptions.update(sub.id, { status: 'canceled' });
      report.canceled += 1;
      continue;
    }
    // Monthly periods counted from the first one's start keep the billing day (Jan 31 -> Feb 28 -> Mar 31);
    // a trial's paid months count from the day it ended.
    const trial = sub.status === 'trialing';
    const anchor = trial ? end : new Date(sub.current_period_start);
    let k = trial ? 1 : 2;
    while (addMonthsClamped(anchor, k) <= now) k += 1;
    await subscriptions.update(sub.id, {
      status: 'active',
      current_period_start: addMonthsClamped(anchor, k - 1).toISOString(),
      current_period_end: addMonthsClamped(anchor, k).toISOString(),
    });
    report.renewed += 1;
  }
  return report;
}
