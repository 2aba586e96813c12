import { z } from 'zod';
import { EntityId, Timestamp, UserId } from './common';

export const TIERS = ['free', 'scout', 'starting', 'all-star'] as const;
export const Tier = z.enum(TIERS);
export type Tier = z.infer<typeof Tier>;

export const PAID_TIERS = ['scout', 'starting', 'all-star'] as const satisfies readonly Tier[];
export const PaidTier = z.enum(PAID_TIERS);
export type PaidTier = z.infer<typeof PaidTier>;

/**
 * The spec only shows active, trialing and canceled; payment providers also send past_due and
 * incomplete, which must be storable (they simply do not entitle).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'canceled', 'past_due', 'incomplete'] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Statuses that count as a current subscription. */
export const ACTIVE_STATUSES = ['active', 'trialing'] as const satisfies readonly SubscriptionStatus[];

/** Row of the `subscriptions` table. */
export const Subscription = z.object({
  id: EntityId,
  user_id: UserId,
  tier: Tier,
  status: SubscriptionStatus,
  current_period_start: Timestamp,
  current_period_end: Timestamp,
  cancel_at_period_end: z.boolean(),
  price_id: z.string().nullable(),
  provider_subscription_id: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Subscription = z.infer<typeof Subscription>;

/** The signed-in user's resolved subscription, as `resolveSubscription` computes it. */
export const SubscriptionState = z.object({
  tier: Tier,
  status: SubscriptionStatus,
  currentPeriodStart: Timestamp.nullish(),
  /** null for a free user with no subscription record. */
  currentPeriodEnd: Timestamp.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  isAdmin: z.boolean(),
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;

/** The admin "latest subscription" panel shape; `tier` names the plan. */
export const AdminSubscriptionView = z.object({
  user_id: UserId,
  tier: Tier,
  status: SubscriptionStatus,
  price_id: z.string().nullable(),
  start_date: Timestamp,
  end_date: Timestamp,
  created: Timestamp,
});
export type AdminSubscriptionView = z.infer<typeof AdminSubscriptionView>;

/** A row of the back office's subscriptions list: the subscription and whose it is, by name and e-mail. */
export const AdminSubscriptionRow = Subscription.extend({ user_name: z.string(), user_email: z.string() });
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRow>;

/** A plan on the plans page. Prices are USD per month. */
export const Plan = z.object({
  id: EntityId,
  tier: Tier,
  name: z.string().min(1),
  price: z.number().min(0),
  interval: z.literal('month'),
  features: z.array(z.string()),
  description: z.string(),
  popular: z.boolean(),
  trialDays: z.number().int().min(0).optional(),
});
export type Plan = z.infer<typeof Plan>;

/** GET /api/subscription/{userId}/access/{tier} answer. */
export const AccessCheck = z.object({ hasAccess: z.boolean() });
export type AccessCheck = z.infer<typeof AccessCheck>;
