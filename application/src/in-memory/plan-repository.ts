// The PlanRepository's catalogue over an array (kept in catalogue order), for the reference use cases' tests and
// the dev mock.
import type { PlanRepository, StoredPlan } from '@edgeboard/domain';

export class InMemoryPlanRepository implements Pick<PlanRepository, 'list'> {
  constructor(readonly plans: readonly StoredPlan[] = []) {}

  list(): Promise<StoredPlan[]> {
    return Promise.resolve(this.plans.map((p) => ({ ...p })));
  }
}
