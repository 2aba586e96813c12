// The SubscriptionRepository's per-user list over an array, for the account use cases' tests and the dev mock:
// newest period end first, ties by id, as the SQL repository orders them.
import type { Subscription, SubscriptionRepository } from '@edgeboard/domain';
import { byText } from '../props/pick-access';

export class InMemorySubscriptionRepository implements Pick<SubscriptionRepository, 'listForUser'> {
  constructor(readonly subscriptions: Subscription[] = []) {}

  listForUser(userId: string): Promise<Subscription[]> {
    const rows = this.subscriptions.filter((s) => s.user_id === userId);
    rows.sort((a, b) => byText(b.current_period_end, a.current_period_end) || byText(a.id, b.id));
    return Promise.resolve(rows.map((s) => ({ ...s })));
  }
}
