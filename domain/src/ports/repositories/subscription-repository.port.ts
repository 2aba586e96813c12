import type {
  AdminSubscriptionRow,
  Subscription,
  SubscriptionStatus,
  Tier,
} from '../../entities/subscription';
import type { SUBSCRIPTION_SORT_FIELDS } from '../../entities/admin-queries';
import type { Page } from '../../entities/page';
import type { AdminSort, PageRequest } from './paging';

export interface SubscriptionWrite {
  user_id: string;
  tier: Tier;
  status: SubscriptionStatus;
  price_id: string | null;
  provider_customer_id?: string | null;
  provider_subscription_id: string | null;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
}

export interface SubscriptionPageQuery
  extends PageRequest, AdminSort<(typeof SUBSCRIPTION_SORT_FIELDS)[number]> {
  status?: SubscriptionStatus;
  tier?: Tier;
  userId?: string;
  /** Case-insensitive partial match on the user's e-mail or name, or the user's id exactly. */
  search?: string;
}

export type SubscriptionPatch = Partial<Omit<SubscriptionWrite, 'user_id' | 'provider_subscription_id'>>;

export interface SubscriptionRepository {
  /** Newest period end first. */
  listForUser(userId: string): Promise<Subscription[]>;
  /** The most recently created subscription of the user (the admin panel's "latest"). */
  latestForUser(userId: string): Promise<Subscription | null>;
  get(id: string): Promise<Subscription | null>;
  findByProviderId(providerSubscriptionId: string): Promise<Subscription | null>;
  /** A subscription with no provider id (local grants, seeds). */
  create(input: SubscriptionWrite): Promise<Subscription>;
  /** Inserts, or updates the row with the same provider subscription id; never creates a duplicate. */
  upsertByProviderId(input: SubscriptionWrite & { provider_subscription_id: string }): Promise<Subscription>;
  updateByProviderId(providerSubscriptionId: string, patch: SubscriptionPatch): Promise<Subscription | null>;
  update(id: string, patch: SubscriptionPatch): Promise<Subscription | null>;
  /** The provider's customer id last recorded for the user (billing portal). */
  customerIdForUser(userId: string): Promise<string | null>;
  /** Newest first unless sorted (ties by id), each row with its user's name and e-mail. */
  list(query: SubscriptionPageQuery): Promise<Page<AdminSubscriptionRow>>;
  /** Every subscription, oldest first: the input of revenue and churn analytics. */
  listAll(): Promise<Subscription[]>;
  /** Paid subscriptions whose status is active or trialing and whose period has not ended at `at`. */
  countActive(at: string): Promise<number>;
}
