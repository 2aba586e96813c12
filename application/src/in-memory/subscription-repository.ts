// The SubscriptionRepository's reading side over an array, for the account and back-office use cases' tests and
// the dev mock (which passes its world's lists): the orders, joins and filters of the SQL repository.
import {
  ACTIVE_STATUSES,
  type AdminSubscriptionRow,
  type Page,
  type Subscription,
  type SubscriptionPageQuery,
  type SubscriptionRepository,
  type UserProfile,
  SUBSCRIPTION_SORT_FIELDS,
} from '@edgeboard/domain';
import { byText } from '../props/pick-access';
import { contains, fieldColumns, pageOfRows, sortAdminRows } from './admin-list-order';

type Kept = 'listForUser' | 'latestForUser' | 'list' | 'listAll' | 'countActive';

export class InMemorySubscriptionRepository implements Pick<SubscriptionRepository, Kept> {
  constructor(
    readonly subscriptions: Subscription[] = [],
    /** The users the admin list joins (each row carries its user's name and e-mail). */
    readonly users: readonly UserProfile[] = [],
  ) {}

  /** Newest period end first, ties by id. */
  listForUser(userId: string): Promise<Subscription[]> {
    const rows = this.subscriptions.filter((s) => s.user_id === userId);
    rows.sort((a, b) => byText(b.current_period_end, a.current_period_end) || byText(a.id, b.id));
    return Promise.resolve(rows.map((s) => ({ ...s })));
  }

  /** The most recently created, then updated, then the greatest id. */
  latestForUser(userId: string): Promise<Subscription | null> {
    const rows = this.subscriptions.filter((s) => s.user_id === userId);
    rows.sort(
      (a, b) =>
        byText(b.created_at, a.created_at) || byText(b.updated_at, a.updated_at) || byText(b.id, a.id),
    );
    return Promise.resolve(rows[0] ?? null);
  }

  list(q: SubscriptionPageQuery): Promise<Page<AdminSubscriptionRow>> {
    const users = new Map(this.users.map((u) => [u.id, u]));
    // A subscription goes with its user (ON DELETE CASCADE): the SQL's inner join.
    const rows = this.subscriptions.flatMap((s) => {
      const user = users.get(s.user_id);
      return user ? [{ ...s, user_name: user.name, user_email: user.email }] : [];
    });
    const hits = rows.filter(
      (s) =>
        (!q.status || s.status === q.status) &&
        (!q.tier || s.tier === q.tier) &&
        (!q.userId || s.user_id === q.userId) &&
        (q.search === undefined ||
          contains(s.user_email, q.search) ||
          contains(s.user_name, q.search) ||
          s.user_id === q.search),
    );
    const sorted = sortAdminRows(hits, q, 'created_at', fieldColumns(SUBSCRIPTION_SORT_FIELDS));
    return Promise.resolve(pageOfRows(sorted, q));
  }

  /** Oldest first, ties by id. */
  listAll(): Promise<Subscription[]> {
    return Promise.resolve(
      [...this.subscriptions].sort((a, b) => byText(a.created_at, b.created_at) || byText(a.id, b.id)),
    );
  }

  countActive(at: string): Promise<number> {
    const active = (s: Subscription) =>
      (ACTIVE_STATUSES as readonly string[]).includes(s.status) &&
      s.tier !== 'free' &&
      Date.parse(s.current_period_end) > Date.parse(at);
    return Promise.resolve(this.subscriptions.filter(active).length);
  }
}
