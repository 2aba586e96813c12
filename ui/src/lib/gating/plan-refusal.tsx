import { Link } from 'react-router-dom';
import { PLAN_CATALOGUE, type PaidTier } from '@edgeboard/domain';
import { SUBSCRIPTION_PATH } from './access-rule';

/** The catalogue's name of a paid plan ("All-Star Edge"). */
export function planNameOf(tier: PaidTier): string {
  return PLAN_CATALOGUE.find((p) => p.tier === tier)?.name ?? tier;
}

/**
 * What every refusal says (issue #18 item 9): the plan that unlocks the feature, and a link to the plans page,
 * which every signed-in user may open and which offers that plan (Subscribe, or a switch in the billing
 * portal for a subscriber). Plain text and a router link: cheap enough for the dashboard's first render.
 */
export function PlanRefusal({ tier, unlocks }: { tier: PaidTier; unlocks: string }) {
  return (
    <span>
      {planNameOf(tier)} {unlocks}. <Link to={SUBSCRIPTION_PATH}>View Plans</Link>
    </span>
  );
}
