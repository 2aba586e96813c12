// Small in-memory stand-ins for the plan and subscription stores, shared by the payment gateway tests.
import { PLAN_CATALOGUE, type StoredPlan, type Subscription, type Tier } from '@edgeboard/domain';

export function fakePlans(priceIds: Partial<Record<Tier, string>> = {}) {
  const plans: StoredPlan[] = PLAN_CATALOGUE.map((p) => ({ ...p, priceId: priceIds[p.tier] ?? null }));
  return {
    findByTier: (tier: Tier) => Promise.resolve(plans.find((p) => p.tier === tier) ?? null),
    findByPriceId: (priceId: string) => Promise.resolve(plans.find((p) => p.priceId === priceId) ?? null),
  };
}

export function fakeSubscriptions(rows: Subscription[] = [], customers: Record<string, string> = {}) {
  return {
    rows,
    listForUser: (userId: string) => Promise.resolve(rows.filter((r) => r.user_id === userId)),
    findByProviderId: (id: string) =>
      Promise.resolve(rows.find((r) => r.provider_subscription_id === id) ?? null),
    customerIdForUser: (userId: string) => Promise.resolve(customers[userId] ?? null),
  };
}
