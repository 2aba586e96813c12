// The plans in catalogue order (GET /api/plans), without the payment provider's price ids. What a plan unlocks
// (its features and description) is the domain's (`PLAN_CATALOGUE`, from the plan features the gating reads), not
// the row's stored copy: a database seeded before issue #28 still promises ads, reports and a VIP community.
// Names, prices and the order stay the stored catalogue's (the payment provider's prices).
import { PLAN_CATALOGUE, type Plan, type PlanRepository } from '@edgeboard/domain';

export async function listPlans(deps: { plans: Pick<PlanRepository, 'list'> }): Promise<Plan[]> {
  const plans = await deps.plans.list();
  return plans.map(({ priceId: _priceId, ...plan }) => {
    const truth = PLAN_CATALOGUE.find((p) => p.tier === plan.tier);
    return truth ? { ...plan, features: [...truth.features], description: truth.description } : plan;
  });
}
