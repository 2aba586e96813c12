// The plans in catalogue order (GET /api/plans), without the payment provider's price ids.
import type { Plan, PlanRepository } from '@edgeboard/domain';

export async function listPlans(deps: { plans: Pick<PlanRepository, 'list'> }): Promise<Plan[]> {
  const plans = await deps.plans.list();
  return plans.map(({ priceId: _priceId, ...plan }) => plan);
}
