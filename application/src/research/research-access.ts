// The research boards are for starting and up: below that a 403 `upgrade_required` with the board's own notice.
import {
  canUseFeature,
  ForbiddenError,
  RESEARCH_UPGRADE_CODE,
  type PlanFeature,
  type SubscriptionState,
} from '@edgeboard/domain';

/** `board`: the plan feature the board is (the domain's plan features say which plan has it). */
export function assertResearchBoard(
  state: SubscriptionState,
  message: string,
  board: PlanFeature = 'odds_board',
): void {
  if (!canUseFeature(state, board)) throw new ForbiddenError(message, RESEARCH_UPGRADE_CODE);
}
