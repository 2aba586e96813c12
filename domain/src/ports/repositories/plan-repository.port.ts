import type { Plan, Tier } from '../../entities/subscription';

/** A plan plus the payment provider's price id it sells through (null until configured). */
export type StoredPlan = Plan & { priceId: string | null };

export interface PlanRepository {
  /** In catalogue order. */
  list(): Promise<StoredPlan[]>;
  get(id: string): Promise<StoredPlan | null>;
  findByTier(tier: Tier): Promise<StoredPlan | null>;
  findByPriceId(priceId: string): Promise<StoredPlan | null>;
  /** Inserts or replaces by id, keeping the given order. */
  upsertMany(plans: readonly StoredPlan[]): Promise<void>;
}
